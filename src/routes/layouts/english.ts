import type { LanguageLayoutHandle } from "~/content/shared-words";
import { en as shell } from "~/content/shell/en";

/**
 * The English layout route: every page whose URL is English sits under it, as every Spanish page
 * sits under the Spanish one (routes.ts), and its words are the English shared words, which
 * root.tsx provides to the shell and the page (docs/architecture.md, decision 3). So each
 * language's shell words travel with that language's pages only: no Spanish page loads the English
 * ones in the shell chunk (issue 23: a Spanish page within its English twin's budget).
 */
export const handle: LanguageLayoutHandle = {
  words: {
    shell,
    cart: () => import("~/content/cart/en").then((m) => m.en),
    consent: () => import("~/content/consent/en").then((m) => m.en),
  },
};
