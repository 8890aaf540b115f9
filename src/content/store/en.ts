/**
 * The store list's and the product page's own words, the store's chrome around what the store
 * API gives (spec part 2 §2 "Store", §2 "Product page" and §8: English strings exact). Product
 * titles, prices and descriptions come from the store API, never here. The product view's own
 * words (add to cart, stock, gallery) are ../product-view; the Spanish twin is ./es.ts. `{name}`
 * placeholders are filled with `fill`.
 */
export const en = {
  meta: {
    title: "Store",
    description:
      "Welcome book templates, guest message scripts, setup sessions and launch kits for short-term-rental hosts, ready to use today.",
    path: "/store",
  },
  eyebrow: "Host toolkit store",
  heading: "Welcome to Our Store",
  intro:
    "Templates, scripts and hands-on sessions we use with our own hosts, so your guests feel looked after from the first message to the five-star review.",
  productsLabel: "Products",
  loading: "Loading products…",
  /** Spec: 'Error loading products: {message}', default 'Failed to load products'. */
  loadError: "Error loading products: {message}",
  loadErrorDefault: "Failed to load products",
  tryAgain: "Try again",
  empty: "No products available at the moment.",
  /** A product card (spec part 2 §2 "Store"). The added toast and the unavailable label are the product view's (product-view/en.ts). */
  card: {
    subtitleFallback: "Check out this amazing product!",
    addFailed: "Error adding to cart",
    chooseStyleOf: ": choose a style of {title}",
    addNamed: ": {title}",
    unavailableSuffix: ", currently unavailable",
  },
  /** /product/:id's own states. */
  product: {
    /** Spec: '{product title} - Our Store'. */
    title: "{title} - Our Store",
    loading: "Loading product…",
    /** Spec: 'Error loading product: {message}', default 'Failed to load product'. */
    loadError: "Error loading product: {message}",
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
  },
};

export type StoreWords = typeof en;
