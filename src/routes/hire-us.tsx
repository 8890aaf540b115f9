import { en } from "~/content/hire-us/en";
import { pageMeta } from "~/lib/seo";
import { HireUsPage } from "~/pages/hire-us/hire-us-page";

export const meta = () => pageMeta(en.meta);

export default function HireUs() {
  return <HireUsPage words={en} />;
}
