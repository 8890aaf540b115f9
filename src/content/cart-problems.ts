import type { Counted, Lang } from "~/lib/i18n";

/**
 * What the visitor reads when the add-to-cart rule says no (spec part 2 §5 and §8).
 * Small on purpose: the cart's rule runs on every page. English is the spec's text.
 */
export type CartProblemText = {
  notEnoughStock: Counted;
  /** For a product's only, untitled ("Default") variant: the product is named once. */
  notEnoughStockUntitled: Counted;
  unavailable: string;
};

const en: CartProblemText = {
  notEnoughStock: "Not enough stock for {title} ({variant}). Only {n} left.",
  // The spec's message names the variant whatever its title.
  notEnoughStockUntitled: "Not enough stock for {title} ({variant}). Only {n} left.",
  unavailable: "{title} is currently unavailable.",
};

/**
 * By language. The Spanish words travel with the shell's (`./shell-es`, imported by every route
 * that can render in Spanish), so English pages do not download them; until then `es` reads English.
 */
export const cartProblemText: Record<Lang, CartProblemText> = { en, es: en };
