import type { Product, ProductList } from "~/features/commerce/types";

/** The Mexico pages sell the store product with exactly this title (spec part 1, section 5). */
export const LAUNCH_PRODUCT_TITLE = "CX Launch Kit - Pro Setup + Guest Ops";

/** Both Mexico pages look among this many store products. */
export const LAUNCH_PRODUCT_LIMIT = 100;

/** The first product whose title is exactly `title` (case, spacing and punctuation included), or null. */
export function findProductByExactTitle<T extends { title: string }>(products: readonly T[], title: string): T | null {
  return products.find((p) => p.title === title) ?? null;
}

export type LaunchLookup =
  | { status: "loading" }
  | { status: "found"; product: Product }
  | { status: "missing" }
  | { status: "error"; message: string };

export type ListProducts = (opts: { limit: number; signal?: AbortSignal }) => Promise<Pick<ProductList, "products">>;

/** Asks the store for up to 100 products and looks for the launch product among them. */
export async function lookupLaunchProduct(listProducts: ListProducts, signal?: AbortSignal): Promise<Exclude<LaunchLookup, { status: "loading" }>> {
  try {
    const { products } = await listProducts({ limit: LAUNCH_PRODUCT_LIMIT, signal });
    const product = findProductByExactTitle(products, LAUNCH_PRODUCT_TITLE);
    return product ? { status: "found", product } : { status: "missing" };
  } catch (error) {
    return { status: "error", message: error instanceof Error ? error.message : "" };
  }
}

/** What Buy Now does in each state: go to the offer page, or explain why not. */
export type BuyNowAction = { kind: "navigate"; to: string } | { kind: "unavailable" } | { kind: "wait" };

export const MEXICO_OFFER_PATH = "/airbnb-mexico-offer";

export function buyNowAction(lookup: LaunchLookup): BuyNowAction {
  if (lookup.status === "found") return { kind: "navigate", to: MEXICO_OFFER_PATH };
  if (lookup.status === "loading") return { kind: "wait" };
  return { kind: "unavailable" };
}

/** The offer page's messages (spec part 2: Mexico offer page, error catalogue). */
export const OFFER_MESSAGES = {
  errorTitle: "Error Loading Offer",
  errorDefault: "Failed to load product offer.",
  missingTitle: "Offer Not Available",
  missingBody: "The special offer for Mexico is not configured correctly. Please check back later.",
  missingDetail: `Product "${LAUNCH_PRODUCT_TITLE}" not found.`,
} as const;
