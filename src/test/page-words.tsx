import type { ReactNode } from "react";
import { SharedWordsProvider, type SharedWords } from "~/content/shared-words";
import { langForPath } from "~/lib/i18n";
import { handle as englishLayout } from "~/routes/layouts/english";
import { handle as spanishLayout } from "~/routes/layouts/spanish";

/**
 * The shared words root.tsx provides for a page at `path`: the Spanish layout's on a Spanish URL
 * (routes.ts puts every Spanish page under it), the English layout's elsewhere. For tests that render a part
 * of the app without root.tsx.
 */
export const wordsForPath = (path: string): SharedWords => (langForPath(new URL(path, "http://x").pathname) === "es" ? spanishLayout.words : englishLayout.words);

export function PageWords({ path, children }: { path: string; children: ReactNode }) {
  return <SharedWordsProvider value={wordsForPath(path)}>{children}</SharedWordsProvider>;
}
