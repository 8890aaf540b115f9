import { LegalPage } from "~/components/layout/legal-page";
import { terms } from "~/content/legal";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: terms.title, description: terms.metaDescription, path: terms.path });

export default function Page() {
  return <LegalPage doc={terms} />;
}
