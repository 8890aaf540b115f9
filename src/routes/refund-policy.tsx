import { LegalPage } from "~/components/layout/legal-page";
import { refundPolicy } from "~/content/legal";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: refundPolicy.title, description: refundPolicy.metaDescription, path: refundPolicy.path });

export default function Page() {
  return <LegalPage doc={refundPolicy} />;
}
