import type { Lang } from "~/lib/i18n";

/**
 * What the visitor reads when the add-to-cart rule says no (spec part 2 §5 and §8).
 * Small on purpose: the cart's rule runs on every page. English is the spec's text.
 */
export type CartProblemText = {
  notEnoughStock: string;
  unavailable: string;
};

export const cartProblemText: Record<Lang, CartProblemText> = {
  en: {
    notEnoughStock: "Not enough stock for {title} ({variant}). Only {n} left.",
    unavailable: "{title} is currently unavailable.",
  },
  es: {
    notEnoughStock: "No hay suficientes existencias de {title} ({variant}). Solo quedan {n}.",
    unavailable: "{title} no está disponible por el momento.",
  },
};
