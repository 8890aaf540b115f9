import { en } from "~/content/partner/en";
import { pageMeta } from "~/lib/seo";
import { PartnerPage } from "~/pages/partner/partner-page";

export const meta = () => pageMeta(en.meta);

export default function ConstantContactPartner() {
  return <PartnerPage words={en} />;
}
