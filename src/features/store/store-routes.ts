import type { Lang } from "~/lib/i18n";
import { prerenderedData } from "~/lib/route-data";
import { localizeHref } from "~/lib/twins";

/*
 * The store's two pages in each language: /store and /es/tienda, /product/{id} and
 * /es/producto/{id} (lib/twins), and React Router's id of the route that renders each (its route
 * module in src/route-table.ts: src/route-table.test.ts holds these to the table). Both
 * languages' routes are thin and call the functions here and in product-page-data.ts,
 * product-meta.ts and store-build.server.ts.
 */

export const productHref = (id: string, lang: Lang): string => localizeHref(`/product/${encodeURIComponent(id)}`, lang);

export const productRouteId = (lang: Lang): string => (lang === "es" ? "routes/es/producto" : "routes/product");

export const storeRouteId = (lang: Lang): string => (lang === "es" ? "routes/es/tienda" : "routes/store");

/**
 * What the store route's `clientLoader` returns on a client navigation: the same prerendered data
 * as the page's HTML, from the `.data` file the build wrote (maybe prefetched already:
 * lib/route-data.ts), or React Router's own request (`serverLoader`) should that fail.
 */
export function storeClientData<T>(pathname: string, lang: Lang, serverLoader: () => Promise<T>): Promise<T> {
  return prerenderedData<T>(pathname, storeRouteId(lang)).catch(() => serverLoader());
}
