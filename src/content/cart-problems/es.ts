import type { CartProblemWords } from "./en";

/** The cart rule's refusals in Spanish: the twin of ./en.ts. */
export const es: CartProblemWords = {
  notEnoughStock: { one: "No hay suficientes existencias de {title} ({variant}). Solo queda {n}.", other: "No hay suficientes existencias de {title} ({variant}). Solo quedan {n}." },
  notEnoughStockUntitled: { one: "No hay suficientes existencias de {title}. Solo queda {n}.", other: "No hay suficientes existencias de {title}. Solo quedan {n}." },
  unavailable: "{title} no está disponible por el momento.",
};
