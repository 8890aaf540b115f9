// Relative, not "~/": the build reads the catalogue through this client from Node (pipeline/build-catalogue.ts).
import { config, currentOrigin, resolveServiceUrl } from "../../lib/config";
import { kindOfStatus, ServiceFailure, type FailureKind } from "../../lib/failure";
import { mergeInventory, reshapeProduct } from "./reshape";
import type { CheckoutItem, CheckoutLocale, Product, ProductList } from "./types";
import type {
  RawCheckoutRequest,
  RawCheckoutResponse,
  RawInventoryResponse,
  RawProductList,
  RawProductResponse,
} from "./wire";

/**
 * The one client of the hosted store API (docs/architecture.md, decision 4). It speaks the Hostinger
 * e-commerce storefront wire format and returns our own `Product` / `Variant` types.
 *
 *   GET  {store-api}/store/{storeId}/products?ids[]&offset&limit&order&sort_by&is_hidden&to_date
 *   GET  {store-api}/store/{storeId}/products/{id}
 *   GET  {store-api}/store/{storeId}/variants?fields=inventory_quantity&product_ids[]=…
 *   POST {store-api}/store/{storeId}/checkout
 */

/** A request that hangs is aborted after this long. */
export const STORE_TIMEOUT_MS = 10_000;

/**
 * The store's failures, each of a kind (lib/failure.ts) the page words for the visitor; the
 * message is for the console and the build's log only.
 */
export class StoreApiError extends ServiceFailure {
  constructor(message: string, status?: number, kind: FailureKind = status ? kindOfStatus(status) : "service") {
    super(kind, message, status);
    this.name = "StoreApiError";
  }
}

export type ListProductsOptions = {
  limit?: number;
  offset?: number;
  ids?: string[];
  order?: "asc" | "desc" | "ASC" | "DESC";
  sort_by?: string;
  is_hidden?: boolean;
  to_date?: string;
  signal?: AbortSignal;
};

export type CheckoutOptions = {
  /** 'en', or 'es' from the Spanish pages. */
  locale: CheckoutLocale;
  /** Defaults to origin + /success. */
  successUrl?: string;
  /** Defaults to the current page address. */
  cancelUrl?: string;
  signal?: AbortSignal;
};

export type GetProductOptions = { fields?: string; signal?: AbortSignal; stockInParallel?: boolean };

export type StoreClientOptions = {
  /** `{store-api}`; a same-origin path ("/store-api") resolves against the page's origin. */
  apiUrl?: string;
  storeId?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** The browser's time zone, sent with a checkout. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export function createStoreClient(options: StoreClientOptions = {}) {
  const timeoutMs = options.timeoutMs ?? STORE_TIMEOUT_MS;
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);

  function base(): string {
    const api = resolveServiceUrl(options.apiUrl ?? config.store.apiUrl).replace(/\/$/, "");
    const storeId = options.storeId ?? config.store.storeId;
    return `${api}/store/${encodeURIComponent(storeId)}`;
  }

  async function request<T>(path: string, init: RequestInit & { signal?: AbortSignal } = {}): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const outer = init.signal;
    const onOuterAbort = () => controller.abort();
    outer?.addEventListener("abort", onOuterAbort);
    try {
      const res = await doFetch(`${base()}${path}`, {
        ...init,
        credentials: "omit",
        headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}), ...init.headers },
        signal: controller.signal,
      });
      if (!res.ok) {
        // An unread body keeps the request open in the browser (the network never goes quiet).
        await res.body?.cancel().catch(() => {});
        throw new StoreApiError(`HTTP ${res.status}: ${res.statusText}`, res.status);
      }
      return (await res.json()) as T;
    } catch (error) {
      if (timedOut) {
        throw new StoreApiError(`The store did not answer within ${Math.round(timeoutMs / 1000)} seconds.`, undefined, "timeout");
      }
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuterAbort);
    }
  }

  async function inventoryFor(productIds: string[], signal?: AbortSignal): Promise<RawInventoryResponse | null> {
    if (productIds.length === 0) return null;
    const q = new URLSearchParams({ fields: "inventory_quantity" });
    for (const id of productIds) q.append("product_ids[]", id);
    return request<RawInventoryResponse>(`/variants?${q}`, { signal });
  }

  /** Products (with stock merged in), as `{ products, count, offset, limit }`. */
  async function listProducts(opts: ListProductsOptions = {}): Promise<ProductList> {
    const q = new URLSearchParams();
    for (const id of opts.ids ?? []) q.append("ids[]", id);
    if (opts.offset !== undefined) q.set("offset", String(opts.offset));
    if (opts.limit !== undefined) q.set("limit", String(opts.limit));
    if (opts.order) q.set("order", opts.order);
    if (opts.sort_by) q.set("sort_by", opts.sort_by);
    if (opts.is_hidden !== undefined) q.set("is_hidden", String(opts.is_hidden));
    if (opts.to_date) q.set("to_date", opts.to_date);
    const qs = q.toString();
    const raw = await request<RawProductList>(`/products${qs ? `?${qs}` : ""}`, { signal: opts.signal });
    let products = (raw.products ?? []).map(reshapeProduct);
    const managed = products.filter((p) => p.variants.some((v) => v.manage_inventory)).map((p) => p.id);
    products = mergeInventory(products, await inventoryFor(managed, opts.signal));
    return {
      products,
      count: raw.count ?? products.length,
      offset: raw.offset ?? opts.offset ?? 0,
      limit: raw.limit ?? opts.limit ?? products.length,
    };
  }

  /**
   * One product by id (stock merged in). `stockInParallel`: ask for the stock with the product,
   * not after it (one round instead of two; the answer is unused when the product manages none).
   */
  async function getProduct(id: string, opts: GetProductOptions = {}): Promise<Product> {
    const q = opts.fields ? `?${new URLSearchParams({ fields: opts.fields })}` : "";
    const stock = opts.stockInParallel ? inventoryFor([id], opts.signal) : null;
    stock?.catch(() => {});
    const raw = await request<RawProductResponse>(`/products/${encodeURIComponent(id)}${q}`, { signal: opts.signal });
    if (!raw?.product) throw new StoreApiError("Failed to load product");
    const product = reshapeProduct(raw.product);
    if (!product.variants.some((v) => v.manage_inventory)) return product;
    return mergeInventory([product], await (stock ?? inventoryFor([product.id], opts.signal)))[0]!;
  }

  /** Creates a hosted checkout for the items and answers its URL (and its id, when the API gives one). */
  async function createCheckout(items: CheckoutItem[], opts: CheckoutOptions): Promise<{ url: string; id: string | null }> {
    const body: RawCheckoutRequest = {
      items: items.map((i) => ({ variant_id: i.variant_id, quantity: i.quantity })),
      successUrl: opts.successUrl ?? `${currentOrigin()}/success`,
      cancelUrl: opts.cancelUrl ?? (typeof window !== "undefined" ? window.location.href : `${currentOrigin()}/store`),
      locale: opts.locale,
      timeZone: browserTimeZone(),
    };
    const res = await request<RawCheckoutResponse>("/checkout", { method: "POST", body: JSON.stringify(body), signal: opts.signal });
    if (!res?.url) throw new StoreApiError("The store did not return a checkout address.");
    return { url: res.url, id: typeof res.id === "string" && res.id ? res.id : null };
  }

  return { listProducts, getProduct, createCheckout };
}

const defaultClient = createStoreClient();

export const listProducts = (opts?: ListProductsOptions) => defaultClient.listProducts(opts);
export const getProduct = (id: string, opts?: GetProductOptions) => defaultClient.getProduct(id, opts);
export const createCheckout = (items: CheckoutItem[], opts: CheckoutOptions) => defaultClient.createCheckout(items, opts);

export type { CheckoutItem, CheckoutLocale, Product, ProductList, Variant } from "./types";
