import { localizedPath, type Counted, type Lang } from "~/lib/i18n";

/**
 * The cart drawer's words and toasts (spec part 2 §2 "Cart drawer" and §8); only the drawer's
 * own chunk loads them. The header's cart button is in shell.ts, the add rule's refusals in
 * cart-problems.ts (both needed on every page). `{name}` placeholders are filled with `fill`.
 * English carries the spec's strings verbatim; Spanish is Mexican Spanish, usted.
 */
export type CartText = {
  drawer: {
    title: string;
    close: string;
    itemsLabel: string;
    empty: string;
    emptyHint: string;
    /** Where the empty drawer sends a visitor to shop (Spanish: the Mexico offer, the Spanish store). */
    shopLink: { label: string; to: string };
    remove: string;
    quantityGroup: string;
    decrease: string;
    increase: string;
    /** Beside the disabled "+" once a line holds all the stock there is. */
    onlyLeft: Counted;
    each: string;
    total: string;
    taxesNote: string;
    checkout: string;
    redirecting: string;
    clear: string;
  };
  toasts: {
    empty: { title: string; description: string };
    checkoutError: { title: string; description: string };
  };
};

const en = {
  drawer: {
    title: "Your Cart",
    close: "Close cart",
    itemsLabel: "Items in your cart",
    empty: "Your cart is empty.",
    emptyHint: "Templates, setup sessions and guest-experience tools are waiting in the store.",
    shopLink: { label: "Browse the store", to: "/store" },
    remove: "Remove {name} from cart",
    quantityGroup: "Quantity of {name}",
    decrease: "Decrease quantity of {name}",
    increase: "Increase quantity of {name}",
    onlyLeft: "Only {n} left",
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
  },
} satisfies CartText;

const es = {
  drawer: {
    title: "Su carrito",
    close: "Cerrar el carrito",
    itemsLabel: "Artículos en su carrito",
    empty: "Su carrito está vacío.",
    emptyHint: "El kit de lanzamiento para México lo espera en la página de la oferta.",
    shopLink: { label: "Ver la oferta para México", to: localizedPath("mexicoOffer", "es") },
    remove: "Quitar {name} del carrito",
    quantityGroup: "Cantidad de {name}",
    decrease: "Disminuir la cantidad de {name}",
    increase: "Aumentar la cantidad de {name}",
    onlyLeft: { one: "Solo queda {n}", other: "Solo quedan {n}" },
    each: "{price} c/u",
    total: "Total",
    taxesNote: "Los impuestos y, si aplica, el envío se muestran en la página de pago seguro.",
    checkout: "Ir a pagar",
    redirecting: "Abriendo la página de pago…",
    clear: "Vaciar el carrito",
  },
  toasts: {
    empty: { title: "Su carrito está vacío", description: "Agregue productos a su carrito antes de pagar." },
    checkoutError: { title: "No se pudo iniciar el pago", description: "Hubo un problema al preparar su pago. Vuelva a intentarlo." },
  },
} satisfies CartText;

export const cartText: Record<Lang, CartText> = { en, es };
