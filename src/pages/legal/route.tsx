import type { LegalDocument, LegalFrame } from "~/content/legal/en";
import type { PageMeta } from "~/lib/page-table";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "./legal-page";

/** One legal document's page (the rows terms, privacy and refundPolicy of lib/page-table.ts): its frame and its document. */
export type LegalPageWords = { frame: LegalFrame; doc: LegalDocument };

export const meta: PageMeta<LegalPageWords> = ({ doc }) => pageMeta({ title: doc.title, description: doc.metaDescription, path: doc.path });

export default function LegalRoutePage({ words }: { words: LegalPageWords }) {
  return <LegalPage words={words.frame} doc={words.doc} />;
}
