// @ts-check
/**
 * The demo catalogue (catalogue.json) turned into the hosted store API's wire shapes, plus
 * the stock book and the checkout validation. Pure functions over an in-memory state, so the
 * HTTP layer (service.mjs) stays thin and the rules are unit-tested.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @typedef {{ id: string, title: string, sku?: string, amount: number, sale_amount: number | null,
 *   manage_inventory: boolean, stock?: number, image?: string }} SeedVariant
 * @typedef {{ id: string, title: string, description: string, order: number }} SeedInfo
 * @typedef {{ id: string, title: string, subtitle: string | null, description: string,
 *   ribbon_text: string | null, purchasable: boolean, order: number,
 *   site_product_selection: string | null, type: { value: string }, media: string[],
 *   variants: SeedVariant[], additional_info: SeedInfo[] }} SeedProduct
 * @typedef {{ products: SeedProduct[] }} Catalogue
 */

export const USD = Object.freeze({
  code: "USD",
  decimal_digits: 2,
  template: "$$1",
  name: "US Dollar",
  symbol: "$",
  symbol_native: "$",
  name_plural: "US dollars",
  rounding: 0,
  min_amount: 0,
});

/** Fixed timestamps, so answers are stable from run to run. */
const CREATED_AT = "2025-06-02T15:00:00.000Z";

/** @returns {Catalogue} */
export function loadCatalogue(file = path.join(here, "catalogue.json")) {
  const data = JSON.parse(readFileSync(file, "utf8"));
  return { products: data.products };
}

/** A fresh stock book: variant id to units, for managed variants only. */
export function initialStock(/** @type {Catalogue} */ catalogue) {
  /** @type {Map<string, number>} */
  const stock = new Map();
  for (const p of catalogue.products) for (const v of p.variants) if (v.manage_inventory) stock.set(v.id, v.stock ?? 0);
  return stock;
}

/** @param {string} origin @param {string} file */
export const mediaUrl = (origin, file) => `${origin}/store-api/media/${file}`;

/**
 * @param {SeedProduct} p @param {SeedVariant} v @param {string} origin
 */
function wireVariant(p, v, origin) {
  return {
    id: v.id,
    title: v.title,
    image_url: v.image ? mediaUrl(origin, v.image) : null,
    sku: v.sku ?? null,
    prices: [{ amount: v.amount, sale_amount: v.sale_amount ?? null, currency_code: "USD", currency: USD }],
    manage_inventory: v.manage_inventory,
    weight: null,
    options: [{ id: `optval_${v.id}`, option_id: `opt_${p.id}`, variant_id: v.id, value: v.title }],
  };
}

/**
 * A product as the hosted API answers it: a list item carries its card image in `thumbnail`
 * and its gallery in `images`; the single-product answer carries the gallery in `media`.
 * @param {SeedProduct} p @param {string} origin @param {"list" | "single"} form
 */
export function wireProduct(p, origin, form) {
  const gallery = p.media.map((file, i) => ({ url: mediaUrl(origin, file), order: i, type: "image" }));
  return {
    id: p.id,
    title: p.title,
    subtitle: p.subtitle,
    description: p.description,
    thumbnail: gallery[0]?.url ?? null,
    ...(form === "list" ? { images: gallery } : { media: gallery }),
    ribbon_text: p.ribbon_text,
    purchasable: p.purchasable,
    order: p.order,
    site_product_selection: p.site_product_selection,
    status: "published",
    type: p.type,
    variants: p.variants.map((v) => wireVariant(p, v, origin)),
    // Stored as the store keeps them: not necessarily in display order.
    additional_info: p.additional_info.map((a) => ({ id: a.id, title: a.title, description: a.description, order: a.order })),
    options:
      p.variants.length > 1
        ? [{ id: `opt_${p.id}`, title: "Style", values: p.variants.map((v) => ({ id: `optval_${v.id}`, option_id: `opt_${p.id}`, variant_id: v.id, value: v.title })) }]
        : [],
    product_collections: [],
    custom_fields: [],
    related_products: [],
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    deleted_at: null,
    metadata: null,
  };
}

export class RequestError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** @param {string | null} value @param {string} name @param {number} min @param {number} max */
function intParam(value, name, min, max) {
  if (value === null || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new RequestError(400, `${name} must be an integer between ${min} and ${max}`);
  return n;
}

/**
 * GET /store/{storeId}/products: ids[], offset, limit, order, sort_by, is_hidden, to_date.
 * @param {Catalogue} catalogue @param {URLSearchParams} q @param {string} origin
 */
export function listProducts(catalogue, q, origin) {
  const offset = intParam(q.get("offset"), "offset", 0, 100_000) ?? 0;
  const limit = intParam(q.get("limit"), "limit", 1, 100) ?? 20;
  const order = (q.get("order") ?? "asc").toLowerCase();
  if (order !== "asc" && order !== "desc") throw new RequestError(400, "order must be asc or desc");
  const sortBy = q.get("sort_by") ?? "order";
  if (!["order", "title", "created_at", "price"].includes(sortBy)) throw new RequestError(400, "sort_by must be one of order, title, created_at, price");
  const ids = q.getAll("ids[]");
  const toDate = q.get("to_date");
  if (toDate && Number.isNaN(Date.parse(toDate))) throw new RequestError(400, "to_date must be a date");

  let products = catalogue.products.slice();
  if (ids.length > 0) products = products.filter((p) => ids.includes(p.id));
  // The demo store has no hidden products.
  if (q.get("is_hidden") === "true") products = [];
  if (toDate) products = products.filter(() => Date.parse(CREATED_AT) <= Date.parse(toDate));
  /** @param {SeedProduct} p */
  const key = (p) => (sortBy === "title" ? p.title : sortBy === "price" ? (p.variants[0]?.amount ?? 0) : sortBy === "created_at" ? CREATED_AT : p.order);
  products.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const c = typeof ka === "number" && typeof kb === "number" ? ka - kb : String(ka).localeCompare(String(kb));
    return order === "desc" ? -c : c;
  });
  const page = products.slice(offset, offset + limit);
  return { count: products.length, offset, limit, products: page.map((p) => wireProduct(p, origin, "list")) };
}

/** @param {Catalogue} catalogue @param {string} id @param {string} origin */
export function getProduct(catalogue, id, origin) {
  const p = catalogue.products.find((x) => x.id === id);
  if (!p) throw new RequestError(404, `Product ${id} not found`);
  return { product: wireProduct(p, origin, "single") };
}

/**
 * GET /store/{storeId}/variants?fields=inventory_quantity&product_ids[]=…
 * @param {Catalogue} catalogue @param {Map<string, number>} stock @param {URLSearchParams} q
 */
export function listVariants(catalogue, stock, q) {
  const ids = q.getAll("product_ids[]");
  if (ids.length === 0) throw new RequestError(400, "product_ids[] is required");
  const variants = [];
  for (const p of catalogue.products) {
    if (!ids.includes(p.id)) continue;
    for (const v of p.variants) variants.push({ id: v.id, inventory_quantity: v.manage_inventory ? (stock.get(v.id) ?? 0) : null });
  }
  return { variants };
}

/** @param {Catalogue} catalogue @param {string} variantId */
export function findVariant(catalogue, variantId) {
  for (const product of catalogue.products) {
    const variant = product.variants.find((v) => v.id === variantId);
    if (variant) return { product, variant };
  }
  return null;
}

/** @param {unknown} value */
function absoluteHttpUrl(value) {
  if (typeof value !== "string") return null;
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * @typedef {{ product: SeedProduct, variant: SeedVariant, quantity: number }} OrderLine
 * @typedef {{ lines: OrderLine[], successUrl: string, cancelUrl: string, locale: string, timeZone: string }} CheckoutOrder
 */

/**
 * Checks a checkout body: known variants, whole quantities of at least 1, purchasable
 * products and enough managed stock. Throws RequestError(400) with a message otherwise.
 * @param {Catalogue} catalogue @param {Map<string, number>} stock @param {unknown} body
 * @returns {CheckoutOrder}
 */
export function validateCheckout(catalogue, stock, body) {
  if (!body || typeof body !== "object") throw new RequestError(400, "Body must be a JSON object");
  const b = /** @type {Record<string, unknown>} */ (body);
  if (!Array.isArray(b.items) || b.items.length === 0) throw new RequestError(400, "items must be a non-empty array");
  const successUrl = absoluteHttpUrl(b.successUrl);
  if (!successUrl) throw new RequestError(400, "successUrl must be an absolute http(s) URL");
  const cancelUrl = absoluteHttpUrl(b.cancelUrl);
  if (!cancelUrl) throw new RequestError(400, "cancelUrl must be an absolute http(s) URL");
  const locale = typeof b.locale === "string" && b.locale ? b.locale : "en";
  const timeZone = typeof b.timeZone === "string" && b.timeZone ? b.timeZone : "UTC";

  /** @type {Map<string, OrderLine>} */
  const lines = new Map();
  for (const item of b.items) {
    const it = /** @type {Record<string, unknown>} */ (item ?? {});
    const variantId = typeof it.variant_id === "string" ? it.variant_id : "";
    const found = findVariant(catalogue, variantId);
    if (!found) throw new RequestError(400, `Unknown variant_id: ${variantId || "(missing)"}`);
    const quantity = it.quantity;
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1 || quantity > 999) {
      throw new RequestError(400, `quantity for ${variantId} must be a whole number from 1 to 999`);
    }
    if (!found.product.purchasable) throw new RequestError(400, `${found.product.title} is not available for purchase`);
    const line = lines.get(variantId);
    if (line) line.quantity += quantity;
    else lines.set(variantId, { ...found, quantity });
  }
  for (const line of lines.values()) assertStock(stock, line);
  return { lines: [...lines.values()], successUrl, cancelUrl, locale, timeZone };
}

/** @param {Map<string, number>} stock @param {OrderLine} line */
function assertStock(stock, line) {
  if (!line.variant.manage_inventory) return;
  const left = stock.get(line.variant.id) ?? 0;
  if (line.quantity > left) {
    throw new RequestError(400, `Not enough stock for ${line.product.title} (${line.variant.title}). Only ${left} left.`);
  }
}

/**
 * Pays an order: checks the stock again (it may have moved since the checkout was created),
 * then takes the units out of it. All or nothing.
 * @param {Map<string, number>} stock @param {CheckoutOrder} order
 */
export function payOrder(stock, order) {
  for (const line of order.lines) assertStock(stock, line);
  for (const line of order.lines) {
    if (line.variant.manage_inventory) stock.set(line.variant.id, (stock.get(line.variant.id) ?? 0) - line.quantity);
  }
}

/**
 * The back office's stock edit (tests and demos): a managed variant's units.
 * @param {Catalogue} catalogue @param {Map<string, number>} stock @param {unknown} body
 */
export function setStock(catalogue, stock, body) {
  const b = /** @type {Record<string, unknown>} */ (body ?? {});
  const found = typeof b.variant_id === "string" ? findVariant(catalogue, b.variant_id) : null;
  if (!found) throw new RequestError(400, "variant_id must name a variant of the catalogue");
  if (!found.variant.manage_inventory) throw new RequestError(400, `${found.variant.id} does not manage inventory`);
  const q = b.inventory_quantity;
  if (typeof q !== "number" || !Number.isInteger(q) || q < 0) throw new RequestError(400, "inventory_quantity must be a whole number of at least 0");
  stock.set(found.variant.id, q);
}

/**
 * The back office's product edit (tests and demos): adds a product in catalogue.json's shape,
 * or replaces the one with the same id. Returns the stored product.
 * @param {Catalogue} catalogue @param {unknown} body @returns {SeedProduct}
 */
export function upsertProduct(catalogue, body) {
  const p = /** @type {SeedProduct} */ (body);
  const valid =
    p &&
    typeof p === "object" &&
    typeof p.id === "string" &&
    /^[\w-]{1,64}$/.test(p.id) &&
    typeof p.title === "string" &&
    Array.isArray(p.variants) &&
    p.variants.length > 0 &&
    p.variants.every((v) => v && typeof v.id === "string" && typeof v.title === "string" && Number.isInteger(v.amount));
  if (!valid) throw new RequestError(400, "Body must be a product: id, title and variants with id, title and amount");
  /** @type {SeedProduct} */
  const product = {
    ...p,
    subtitle: p.subtitle ?? null,
    description: p.description ?? "",
    ribbon_text: p.ribbon_text ?? null,
    purchasable: p.purchasable ?? true,
    order: p.order ?? catalogue.products.length + 1,
    site_product_selection: p.site_product_selection ?? null,
    type: p.type ?? { value: "digital" },
    media: p.media ?? [],
    additional_info: p.additional_info ?? [],
    variants: p.variants.map((v) => ({ ...v, sale_amount: v.sale_amount ?? null, manage_inventory: v.manage_inventory ?? false })),
  };
  const at = catalogue.products.findIndex((x) => x.id === product.id);
  if (at >= 0) catalogue.products[at] = product;
  else catalogue.products.push(product);
  return product;
}

/** @param {OrderLine} line */
export const unitPrice = (line) => line.variant.sale_amount ?? line.variant.amount;

/** @param {CheckoutOrder} order */
export const orderTotal = (order) => order.lines.reduce((sum, l) => sum + unitPrice(l) * l.quantity, 0);
