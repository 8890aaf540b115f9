import type { Counted } from "~/lib/i18n";

/**
 * The cart drawer's words and toasts (spec part 2 §2 "Cart drawer" and §8), in English (the
 * spec's strings verbatim); the Spanish twin is ./es.ts. Only the drawer loads them, on demand,
 * in the page's language (content/shared-words.ts). The header's cart button is in the shell's
 * words, the add rule's refusals in cart-problems/. `{name}` placeholders are filled with `fill`.
 */
export const en = {
  drawer: {
    title: "Your Cart",
    close: "Close cart",
    itemsLabel: "Items in your cart",
    empty: "Your cart is empty.",
    emptyHint: "Templates, setup sessions and guest-experience tools are waiting in the store.",
    /** Where the empty drawer sends a visitor to shop (Spanish: the Mexico offer, the Spanish store). */
    shopLink: { label: "Browse the store", to: "/store" },
    remove: "Remove {name} from cart",
    quantityGroup: "Quantity of {name}",
    decrease: "Decrease quantity of {name}",
    increase: "Increase quantity of {name}",
    /** Beside the disabled "+" once a line holds all the stock there is. */
    onlyLeft: "Only {n} left" as Counted,
    each: "{price} each",
    total: "Total",
    taxesNote: "Taxes and any shipping are shown on the secure checkout page.",
    checkout: "Checkout",
    redirecting: "Redirecting to checkout…",
    clear: "Clear cart",
  },
  toasts: {
    empty: { title: "Your cart is empty", description: "Add some products to your cart before checking out." },
    checkoutError: { title: "Checkout Error", description: "There was a problem initializing checkout. Please try again." },
    /**
     * Checkout stopped to repair the cart against the store (not in the spec: decision
     * 2026-11-25-nothing-to-fake), one toast per line changed. `{name}`: the product (variant).
     */
    repaired: {
      title: "Your cart was updated. Please review it and check out again.",
      gone: "{name} is no longer in the store and was removed from your cart.",
      unavailable: "{name} is currently unavailable and was removed from your cart.",
      lowered: "Only {n} of {name} can be ordered, so the quantity was lowered to {n}.",
    },
  },
};

export type CartWords = typeof en;
