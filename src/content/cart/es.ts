import { localizedPath } from "~/lib/i18n";
import type { CartWords } from "./en";

/** The cart drawer's words in Spanish (Mexican Spanish, usted): the twin of ./en.ts. */
export const es: CartWords = {
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
    repaired: {
      title: "Actualizamos su carrito. Revíselo y vuelva a pagar.",
      gone: "{name} ya no está en la tienda y se quitó de su carrito.",
      unavailable: "{name} no está disponible por ahora y se quitó de su carrito.",
      lowered: "Solo se pueden pedir {n} de {name}, así que la cantidad se bajó a {n}.",
    },
  },
};
