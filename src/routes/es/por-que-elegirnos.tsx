import { es } from "~/content/why-choose-us/es";
import { pageMeta } from "~/lib/seo";
import { WhyChooseUsPage } from "~/pages/why-choose-us/why-choose-us-page";

export const meta = () => pageMeta(es.meta);

export default function PorQueElegirnos() {
  return <WhyChooseUsPage words={es} />;
}
