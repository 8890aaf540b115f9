import type { CartProblemWords } from "~/content/cart-problems/en";
import { cartProblemMessage } from "./cart-core";
import { CartError } from "./cart-store";

/**
 * What to tell the visitor about a failed add, in the words of the page's language. Only the
 * pages that add to the cart show it, so it is a module of its own: `cart-store.ts` is in every
 * page's first load (the shell), this is not.
 */
export function cartErrorMessage(error: unknown, words: CartProblemWords): string {
  if (error instanceof CartError) return cartProblemMessage(error.problem, words);
  return error instanceof Error ? error.message : String(error);
}
