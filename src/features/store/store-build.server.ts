/**
 * Build time only (a `.server` module never reaches the browser): the catalogue for the
 * prerendered /store and product pages, read through the store client from the store API that
 * pipeline/build-catalogue.ts made reachable for this build, with store HTML sanitized here on
 * jsdom by the same DOMPurify policy the browser uses.
 */
import createDOMPurify from "dompurify";
// @ts-expect-error -- jsdom ships no types; only `new JSDOM("").window` is used (build time, Node)
import { JSDOM } from "jsdom";
import { createStoreClient } from "~/features/store-api/store-client";
import type { Product } from "~/features/store-api/types";
import { config } from "~/lib/config";
import { toCardProduct, type StoreCardProduct } from "./live-fields";
import { isNotFound, type ProductPageData } from "./product-page-data";
import { sanitizeWith } from "./sanitize-policy";

/** The store API the build reads (pipeline/build-catalogue.ts sets it); unset: no catalogue at build time. */
function buildApiUrl(): string | null {
  // eslint-disable-next-line no-restricted-syntax -- build-time only, never bundled for the browser
  return process.env.STORE_BUILD_API_URL || null;
}

let purifier: ReturnType<typeof createDOMPurify> | null = null;
function sanitize(html: string): string {
  purifier ??= createDOMPurify((new JSDOM("") as { window: Window & typeof globalThis }).window);
  return sanitizeWith(purifier, html);
}

const client = () => {
  const apiUrl = buildApiUrl();
  return apiUrl ? createStoreClient({ apiUrl, storeId: config.store.storeId }) : null;
};

/** Every product as a card, in the store's order; null without a catalogue at build time. */
export async function storeCardsForBuild(): Promise<StoreCardProduct[] | null> {
  const store = client();
  if (!store) return null;
  const cards: StoreCardProduct[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await store.listProducts({ limit: 100, offset });
    cards.push(...page.products.map(toCardProduct));
    if (page.products.length < 100 || cards.length >= page.count) return cards;
  }
}

/** A product's page data, its store HTML sanitized; "pending" without a catalogue at build time. */
export async function productPageForBuild(id: string): Promise<ProductPageData> {
  const store = client();
  if (!store) return { kind: "pending" };
  let product: Product;
  try {
    product = await store.getProduct(id);
  } catch (error) {
    // The prerender list came from the same catalogue a moment ago: a product gone since is a
    // dead end, anything else stops the build.
    if (isNotFound(error)) return { kind: "not-found", id };
    throw error;
  }
  return {
    kind: "prerendered",
    product: {
      ...product,
      description: sanitize(product.description),
      additional_info: product.additional_info.map((a) => ({ ...a, description: sanitize(a.description) })),
    },
  };
}

/** What a product route's build-time `loader` returns (/product/:id and /es/producto/:id: the same data). */
export async function productBuildData(id: string): Promise<{ page: ProductPageData }> {
  return { page: await productPageForBuild(id) };
}

/** What the store route's build-time `loader` returns (/store and /es/tienda: the same grid). */
export async function storeBuildData(): Promise<{ products: StoreCardProduct[] | null }> {
  return { products: await storeCardsForBuild() };
}
