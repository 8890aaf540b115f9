import { en } from "~/content/subscribe/en";
import { pageMeta } from "~/lib/seo";
import { SubscribePage } from "~/pages/subscribe/subscribe-page";

export const meta = () => pageMeta(en.meta);

export default function Subscribe() {
  return <SubscribePage words={en} />;
}
