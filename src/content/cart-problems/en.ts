import type { Counted } from "~/lib/i18n";

/**
 * What the visitor reads when the add-to-cart rule says no (spec part 2 §5 and §8), in English
 * (the spec's text). Small on purpose: the cart's rule runs on every page, so these travel with
 * the shell's words (content/shared-words.ts). The Spanish twin is ./es.ts.
 */
export const en = {
  notEnoughStock: "Not enough stock for {title} ({variant}). Only {n} left." as Counted,
  /** For a product's only, untitled ("Default") variant: the product is named once. The spec's message names the variant whatever its title. */
  notEnoughStockUntitled: "Not enough stock for {title} ({variant}). Only {n} left." as Counted,
  unavailable: "{title} is currently unavailable.",
};

export type CartProblemWords = typeof en;
