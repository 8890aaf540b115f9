import type { Counted } from "~/lib/i18n";
import { en as cartProblems } from "../cart-problems/en";

/**
 * The product view's words (spec part 2 §2 "Product page"), used by /product/:id and both
 * languages of the Mexico offer page; English carries the spec's strings verbatim, the Spanish
 * twin is ./es.ts. The route passes the words of its language to the view. `{name}` placeholders
 * are filled with `fill`.
 */
export const en = {
  backToStore: "Back to Store",
  style: "Style",
  quantity: "Quantity",
  decreaseQuantity: "Decrease quantity",
  increaseQuantity: "Increase quantity",
  addToCart: "Add to Cart",
  stock: {
    inStock: "{n} in stock!" as Counted,
    short: "Not enough stock. Only {n} left." as Counted,
    unavailable: "Currently unavailable",
  },
  toasts: {
    added: { title: "Added to Cart! 🛒", description: "{title} has been added to your cart." },
    /** The product page's title for a refused add (spec part 2 §8). */
    addFailed: "Oh no! Something went wrong.",
  },
  gallery: {
    label: "{title} images",
    /** The large image's alternative text when there are several. */
    imageAlt: "{title}, image {n} of {count}",
    previous: "Previous image",
    next: "Next image",
    goTo: "Go to image {n}",
    show: "Show image {n} of {count}",
  },
  image: {
    comingSoon: "Image coming soon",
    comingSoonOf: "{alt}: image coming soon",
  },
  price: {
    sale: "Sale price",
    original: ", original price",
  },
  /** The add rule's refusals (cart-problems/): only the pages that add to the cart carry them, not every page's layout. */
  cartProblems,
};

export type ProductViewWords = typeof en;
