import { es } from "~/content/subscribe/es";
import { pageMeta } from "~/lib/seo";
import { SubscribePage } from "~/pages/subscribe/subscribe-page";

export const meta = () => pageMeta(es.meta);

export default function Suscribirse() {
  return <SubscribePage words={es} />;
}
