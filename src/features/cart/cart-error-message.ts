import type { CartProblemWords } from "~/content/cart-problems/en";
import { CartError, cartProblemMessage } from "./cart-add";

/**
 * What to tell the visitor about a failed add, in the words of the page's language. Only the
 * pages that add to the cart show it, so it is not in the shell: `cart-store.ts` is in every
 * page's first load, this and cart-add.ts are not.
 */
export function cartErrorMessage(error: unknown, words: CartProblemWords): string {
  if (error instanceof CartError) return cartProblemMessage(error.problem, words);
  return error instanceof Error ? error.message : String(error);
}
