import { getProduct, StoreApiError } from "~/features/store-api/store-client";
import type { Product } from "~/features/store-api/types";
import { failureKind, type FailureKind } from "~/lib/failure";
import { sanitizeProductHtml } from "./sanitize-product";

/**
 * What the product page shows, wherever the product came from:
 * - prerendered: read by the build; prices and stock refresh after load;
 * - live: read in the browser just now (a client navigation, or a product added after the build);
 *   both carry their store HTML already sanitized;
 * - not-found: the store answered 404: a dead end with a way back, not an error;
 * - error: a real failure (network, 5xx, timeout), of a kind the page words (lib/failure.ts), and a Retry;
 * - pending: no catalogue at build time for this page (the dev server): read it in the browser.
 */
export type ProductPageData =
  | { kind: "prerendered"; product: Product }
  | { kind: "live"; product: Product }
  | { kind: "not-found"; id: string }
  | { kind: "error"; failure: FailureKind }
  | { kind: "pending" };

export const isNotFound = (error: unknown) => error instanceof StoreApiError && error.status === 404;

/** Reads a product in the browser, for the product page. */
export async function loadProductPage(id: string, signal?: AbortSignal): Promise<ProductPageData> {
  try {
    return { kind: "live", product: await sanitizeProductHtml(await getProduct(id, { signal })) };
  } catch (error) {
    if (isNotFound(error)) return { kind: "not-found", id };
    return { kind: "error", failure: failureKind(error) };
  }
}
