import { es as cartProblems } from "../cart-problems/es";
import type { ProductViewWords } from "./en";

/** The product view's words in Spanish (Mexican Spanish, usted): the twin of ./en.ts. */
export const es: ProductViewWords = {
  backToStore: "Volver a la tienda",
  style: "Modalidad",
  quantity: "Cantidad",
  decreaseQuantity: "Disminuir la cantidad",
  increaseQuantity: "Aumentar la cantidad",
  addToCart: "Agregar al carrito",
  stock: {
    inStock: { one: "¡{n} disponible!", other: "¡{n} disponibles!" },
    short: { one: "No hay suficientes existencias. Solo queda {n}.", other: "No hay suficientes existencias. Solo quedan {n}." },
    unavailable: "No disponible por el momento",
  },
  toasts: {
    added: { title: "¡Agregado al carrito! 🛒", description: "{title} ya está en su carrito." },
    addFailed: "¡Ups! Algo salió mal.",
  },
  gallery: {
    label: "Imágenes de {title}",
    imageAlt: "{title}, imagen {n} de {count}",
    previous: "Imagen anterior",
    next: "Imagen siguiente",
    goTo: "Ir a la imagen {n}",
    show: "Mostrar la imagen {n} de {count}",
  },
  image: {
    comingSoon: "Imagen próximamente",
    comingSoonOf: "{alt}: imagen próximamente",
  },
  price: {
    sale: "Precio de oferta",
    original: ", precio original",
  },
  cartProblems,
};
