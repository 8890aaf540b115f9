import type { LanguageLayoutHandle } from "~/content/shared-words";
import { es as shell } from "~/content/shell/es";

/**
 * The Spanish layout route: every page whose URL is Spanish sits under it (routes.ts groups the
 * route table by `langForPath`), and its words are the Spanish shared words, which root.tsx
 * provides to the shell and the page (docs/architecture.md, decision 3). No component: it renders
 * its page (React Router's default outlet). English pages never load this module.
 */
export const handle: LanguageLayoutHandle = {
  words: {
    shell,
    cart: () => import("~/content/cart/es").then((m) => m.es),
    consent: () => import("~/content/consent/es").then((m) => m.es),
  },
};
