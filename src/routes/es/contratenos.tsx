import { es } from "~/content/hire-us/es";
import { pageMeta } from "~/lib/seo";
import { HireUsPage } from "~/pages/hire-us/hire-us-page";

export const meta = () => pageMeta(es.meta);

export default function Contratenos() {
  return <HireUsPage words={es} />;
}
