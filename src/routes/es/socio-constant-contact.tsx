import { es } from "~/content/partner/es";
import { pageMeta } from "~/lib/seo";
import { PartnerPage } from "~/pages/partner/partner-page";

export const meta = () => pageMeta(es.meta);

export default function ConstantContactPartnerEs() {
  return <PartnerPage words={es} />;
}
