import type { Product, ProductList } from "~/features/store-api/types";
import { failureKind, type FailureKind } from "~/lib/failure";
import { localizedPath, type Lang } from "~/lib/i18n";

/** The Mexico pages sell the store product with exactly this title (spec part 1 §5). */
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
  /** The store failed: the page tells the kind in its words (lib/failure.ts). */
  | { status: "error"; failure: FailureKind };

export type ListProducts = (opts: { limit: number; signal?: AbortSignal }) => Promise<Pick<ProductList, "products">>;

/** Asks the store for up to 100 products and looks for the launch product among them. */
export async function lookupLaunchProduct(listProducts: ListProducts, signal?: AbortSignal): Promise<Exclude<LaunchLookup, { status: "loading" }>> {
  try {
    const { products } = await listProducts({ limit: LAUNCH_PRODUCT_LIMIT, signal });
    const product = findProductByExactTitle(products, LAUNCH_PRODUCT_TITLE);
    return product ? { status: "found", product } : { status: "missing" };
  } catch (error) {
    return { status: "error", failure: failureKind(error) };
  }
}

/** What Buy Now does in each state: go to the offer page, or explain why not. */
export type BuyNowAction = { kind: "navigate"; to: string } | { kind: "unavailable" } | { kind: "wait" };

/** Buy Now leads to the offer page of the landing page's language. */
export function buyNowAction(lookup: LaunchLookup, lang: Lang = "en"): BuyNowAction {
  if (lookup.status === "found") return { kind: "navigate", to: localizedPath("mexicoOffer", lang) };
  if (lookup.status === "loading") return { kind: "wait" };
  return { kind: "unavailable" };
}
