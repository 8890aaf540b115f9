import { privacyFrame, privacy as doc } from "~/content/legal/es";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/pages/legal/legal-page";

export const meta = () => pageMeta({ title: doc.title, description: doc.metaDescription, path: doc.path });

export default function Page() {
  return <LegalPage words={privacyFrame} doc={doc} />;
}
