import type { Counted, Lang } from "~/lib/i18n";

/**
 * The product view's words (spec part 2 §2 "Product page"), used by /product/:id and both languages
 * of the Mexico offer page. English carries the spec's strings verbatim. `{name}` placeholders
 * are filled with `fill`.
 */
export type StoreText = {
  backToStore: string;
  style: string;
  quantity: string;
  decreaseQuantity: string;
  increaseQuantity: string;
  addToCart: string;
  stock: {
    inStock: Counted;
    short: Counted;
    unavailable: string;
  };
  toasts: {
    added: { title: string; description: string };
    /** The product page's title for a refused add (spec part 2 §8). */
    addFailed: string;
  };
  gallery: {
    label: string;
    /** The large image's alternative text when there are several. */
    imageAlt: string;
    previous: string;
    next: string;
    goTo: string;
    show: string;
  };
  image: {
    comingSoon: string;
    comingSoonOf: string;
  };
  price: {
    sale: string;
    original: string;
  };
};

const en = {
  backToStore: "Back to Store",
  style: "Style",
  quantity: "Quantity",
  decreaseQuantity: "Decrease quantity",
  increaseQuantity: "Increase quantity",
  addToCart: "Add to Cart",
  stock: {
    inStock: "{n} in stock!",
    short: "Not enough stock. Only {n} left.",
    unavailable: "Currently unavailable",
  },
  toasts: {
    added: { title: "Added to Cart! 🛒", description: "{title} has been added to your cart." },
    addFailed: "Oh no! Something went wrong.",
  },
  gallery: {
    label: "{title} images",
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
} satisfies StoreText;

const es = {
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
} satisfies StoreText;

export const storeText: Record<Lang, StoreText> = { en, es };

/**
 * The store list's and the product page's own states (English only: the store is an English page)
 * (spec part 2 §2 "Store", §2 "Product page" and §8). Product titles, prices and descriptions come from the store API, never here.
 */
export const storeCopy = {
  meta: {
    title: "Store",
    description:
      "Welcome book templates, guest message scripts, setup sessions and launch kits for short-term-rental hosts, ready to use today.",
  },
  eyebrow: "Host toolkit store",
  heading: "Welcome to Our Store",
  intro:
    "Templates, scripts and hands-on sessions we use with our own hosts, so your guests feel looked after from the first message to the five-star review.",
  productsLabel: "Products",
  loading: "Loading products…",
  /** Spec: 'Error loading products: {message}', default 'Failed to load products'. */
  loadError: (message: string) => `Error loading products: ${message}`,
  loadErrorDefault: "Failed to load products",
  tryAgain: "Try again",
  empty: "No products available at the moment.",
  /** A product card (spec part 2 §2 "Store"). The added toast and the unavailable label are the product view's (storeText.en). */
  card: {
    subtitleFallback: "Check out this amazing product!",
    addFailed: "Error adding to cart",
    chooseStyleOf: ": choose a style of {title}",
    addNamed: ": {title}",
    unavailableSuffix: ", currently unavailable",
  },
} as const;

export const productPageCopy = {
  /** Spec: '{product title} - Our Store'. */
  title: (productTitle: string) => `${productTitle} - Our Store`,
  loading: "Loading product…",
  /** Spec: 'Error loading product: {message}', default 'Failed to load product'. */
  loadError: (message: string) => `Error loading product: ${message}`,
  loadErrorDefault: "Failed to load product",
  errorTitle: "Error loading product - Our Store",
  errorBody: "The store did not answer as expected. This is usually brief: try again in a moment.",
  retry: "Retry",
  retrying: "Retrying…",
  goBack: "Go back",
  browseStore: "Browse the store",
  /** A product id the store does not know (removed, or a mistyped link): a dead end, not an error. */
  notFound: {
    title: "Product not available - Our Store",
    description: "This product is no longer in our store.",
    heading: "This product isn't available",
    body: "It may have been removed from the store, or the link is mistyped. Everything we offer today is in the store.",
    backToStore: "Back to the store",
  },
} as const;
