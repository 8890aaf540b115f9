import { StoreApiError } from "~/features/store-api/store-client";
import type { Product } from "~/features/store-api/types";
import { prerenderedData } from "~/lib/route-data";
import { failureKind, type FailureKind } from "~/lib/failure";
import type { Lang } from "~/lib/i18n";
import { liveProduct } from "./live-product";
import { productHref, productRouteId } from "./store-routes";
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

/**
 * Reads a product in the browser, for the product page (a client navigation, or a product added
 * after the build). Its prerendered data (the `.data` file the build wrote, maybe prefetched)
 * and the store's live product with its stock are asked for at once: a prerendered product shows
 * as soon as its data is in (its live fields follow from the same request, product-page.tsx);
 * any other is the store's answer, sanitized, DOMPurify's chunk asked for beside the request.
 * `lang`: the page's language, whose route's prerendered data is read (/es/producto/{id}.data).
 */
export async function loadProductPage(id: string, lang: Lang = "en"): Promise<ProductPageData> {
  const live = liveProduct(id);
  live.catch(() => {});
  try {
    const built = await prerenderedData<{ page: ProductPageData }>(productHref(id, lang), productRouteId(lang));
    if (built.page.kind === "prerendered") return built.page;
  } catch {
    // Not prerendered (or its file unreadable): the store's answer below.
  }
  void import("./sanitize").catch(() => {});
  try {
    return { kind: "live", product: await sanitizeProductHtml(await live) };
  } catch (error) {
    if (isNotFound(error)) return { kind: "not-found", id };
    return { kind: "error", failure: failureKind(error) };
  }
}

/** What a product route's `clientLoader` returns (/product/:id and /es/producto/:id): its page in the browser. */
export async function productClientData(id: string, lang: Lang): Promise<{ page: ProductPageData }> {
  return { page: await loadProductPage(id, lang) };
}
