import { useCallback } from "react";
import { en as cartProblemsEn, type CartProblemWords } from "~/content/cart-problems/en";
import type { Variant } from "~/features/store-api/types";
import { fill, fillCount } from "~/lib/i18n";
import { availableStock, isVariantTitled, wholeQuantity, type CartLine, type CartProduct } from "./cart-core";
import { useCartStore } from "./cart-context";
import type { CartStore } from "./cart-store";

/**
 * Adding to the cart with the stock rule, and the visitor's message when it says no. Only the
 * pages that add to the cart (the store, a product) import it, so it is a module of its own:
 * the cart's state (cart-core.ts, cart-store.ts) is in every page's first load (the shell), the
 * rule and its words are not (issue 45's first-load budget: -0.2 KB gzip on every page).
 */

/** Why the add rule said no: the variant's stock is short, or the product is not purchasable. */
export type CartProblem = { kind: "stock"; title: string; variant: string; left: number } | { kind: "unavailable"; title: string };

/** The visitor's message for a refused add, in the words of the page's language (English: the spec's text). */
export function cartProblemMessage(problem: CartProblem, text: CartProblemWords = cartProblemsEn): string {
  return problem.kind === "stock"
    ? fillCount(isVariantTitled(problem.variant) ? text.notEnoughStock : text.notEnoughStockUntitled, problem.left, { title: problem.title, variant: problem.variant })
    : fill(text.unavailable, { title: problem.title });
}

/**
 * The add rule: a managed variant's stock must cover the units already in the cart plus the
 * new ones, and the product must be purchasable. Answers why not, or null when the add may go ahead.
 */
export function findAddProblem(lines: CartLine[], product: CartProduct, variant: Variant, quantity: number): CartProblem | null {
  if (!product.purchasable) return { kind: "unavailable", title: product.title };
  const inCart = lines.find((l) => l.variant.id === variant.id)?.quantity ?? 0;
  if (inCart + wholeQuantity(quantity) > availableStock(variant)) {
    return { kind: "stock", title: product.title, variant: variant.title, left: Math.max(0, variant.inventory_quantity ?? 0) };
  }
  return null;
}

/** The add rule's message in English (the spec's), or null when the add may go ahead. */
export function checkAdd(lines: CartLine[], product: CartProduct, variant: Variant, quantity: number): string | null {
  const problem = findAddProblem(lines, product, variant, quantity);
  return problem && cartProblemMessage(problem);
}

/** A rejected add: `problem` says why; the message is the spec's English text (see `cartProblemMessage`). */
export class CartError extends Error {
  constructor(readonly problem: CartProblem) {
    super(cartProblemMessage(problem));
    this.name = "CartError";
  }
}

/** Adds units of a variant when the rule allows it; throws CartError with the visitor's message when it says no, leaving the cart as it was. */
export function addToCart(store: CartStore, product: CartProduct, variant: Variant, quantity = 1): void {
  const problem = findAddProblem(store.getSnapshot(), product, variant, quantity);
  if (problem) throw new CartError(problem);
  store.add(product, variant, quantity);
}

/** `addToCart` on the page's cart (cart-context.tsx). */
export function useAddToCart(): (product: CartProduct, variant: Variant, quantity?: number) => void {
  const store = useCartStore();
  return useCallback((product: CartProduct, variant: Variant, quantity?: number) => addToCart(store, product, variant, quantity), [store]);
}
