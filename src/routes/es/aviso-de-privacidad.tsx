import { es } from "~/content/legal/es";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/pages/legal/legal-page";

const doc = es.privacy;

export const meta = () => pageMeta({ title: doc.title, description: doc.metaDescription, path: doc.path });

export default function Page() {
  return <LegalPage words={es} doc="privacy" />;
}
