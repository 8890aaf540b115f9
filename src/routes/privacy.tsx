import { LegalPage } from "~/components/layout/legal-page";
import { privacy } from "~/content/legal";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: privacy.title, description: privacy.metaDescription, path: privacy.path });

export default function Page() {
  return <LegalPage doc={privacy} />;
}
