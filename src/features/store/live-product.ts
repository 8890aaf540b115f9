import { getProduct } from "~/features/store-api/store-client";
import type { Product } from "~/features/store-api/types";
import { LANGS } from "~/lib/i18n";
import { registerDataPrefetch, seedShared, shared } from "~/lib/route-data";
import { productRouteId } from "./store-routes";

/**
 * A product's live prices and stock, asked for once however many parts of the site want them
 * within a minute (issue 22): the store's listing (every product it shows), a prefetch of a
 * product link (hovered, touched, tapped), the product page's refresh after it renders.
 * A tap on a product from /store therefore makes no request to the store API.
 */
export const LIVE_TTL_MS = 60_000;

const key = (id: string) => `live:${id}`;

/** The product as the store has it now, stock asked for beside it. */
export const liveProduct = (id: string): Promise<Product> => shared(key(id), LIVE_TTL_MS, () => getProduct(id, { stockInParallel: true }));

/** What the store's listing just said of each product. */
export function rememberLiveProducts(products: readonly Product[]): void {
  for (const p of products) seedShared(key(p.id), LIVE_TTL_MS, p);
}

// A product link hovered, touched or tapped: its live fields start with its code. Not for links
// merely on screen: a grid of them would ask the store for every product. Either language's page.
for (const lang of LANGS) {
  registerDataPrefetch(productRouteId(lang), ({ id }, trigger) => {
    if (id && trigger !== "viewport") liveProduct(id).catch(() => {});
  });
}
