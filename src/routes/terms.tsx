import { frame, terms as doc } from "~/content/legal/en";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/pages/legal/legal-page";

export const meta = () => pageMeta({ title: doc.title, description: doc.metaDescription, path: doc.path });

export default function Page() {
  return <LegalPage words={frame} doc={doc} />;
}
