import { formatCents } from "../../lib/money";
import type { AdditionalInfo, Product, ProductImage, Variant } from "./types";
import type { RawAdditionalInfo, RawInventoryResponse, RawMedia, RawProduct, RawVariant } from "./wire";

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/**
 * The most one unit may cost, in cents ($100,000.00): a price at or above it is a data error, not
 * a price (decision 2026-11-25-nothing-to-fake). Raise it here if the store ever sells more.
 */
export const MAX_PRICE_CENTS = 10_000_000;

const isWhole = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

/**
 * Why the store's numbers for a variant cannot be sold from, or null when they can: prices are
 * whole, non-negative cents under MAX_PRICE_CENTS, a sale price is below its price, stock is a
 * non-negative whole number (or absent).
 */
export function variantDataProblem(amount: unknown, sale: unknown, stock: unknown): string | null {
  if (!isWhole(amount) || amount >= MAX_PRICE_CENTS) return `price ${String(amount)} is not whole cents from 0 to ${MAX_PRICE_CENTS - 1}`;
  if (sale !== null && sale !== undefined) {
    if (!isWhole(sale)) return `sale price ${String(sale)} is not whole non-negative cents`;
    if (sale >= amount) return `sale price ${sale} is not below the price ${amount}`;
  }
  if (stock !== null && stock !== undefined && !isWhole(stock)) return `stock ${String(stock)} is not a non-negative whole number`;
  return null;
}

/**
 * A variant the store's data for failed validation: shown as unavailable, the reason logged, and
 * never sold: it counts as managed stock of 0, so the cart's add rule (in every page's first
 * load, left as it was) refuses it like any sold-out variant.
 */
function unavailableVariant(variant: Variant, reason: string): Variant {
  console.warn(`Store variant ${variant.id} is shown as unavailable: ${reason}`);
  return {
    ...variant,
    price_in_cents: 0,
    sale_price_in_cents: null,
    price_in_cents_formatted: "",
    sale_price_in_cents_formatted: null,
    manage_inventory: true,
    inventory_quantity: 0,
    unavailable: reason,
  };
}

export function reshapeVariant(raw: RawVariant): Variant {
  const price = raw.prices?.[0];
  const amount = price?.amount;
  const sale = price?.sale_amount ?? null;
  const stock = raw.inventory_quantity ?? null;
  const variant: Variant = {
    id: raw.id,
    title: raw.title?.trim() || "Default",
    image_url: raw.image_url || null,
    price_in_cents: isWhole(amount) ? amount : 0,
    sale_price_in_cents: isWhole(sale) ? sale : null,
    price_in_cents_formatted: isWhole(amount) ? formatCents(amount) : "",
    sale_price_in_cents_formatted: isWhole(sale) ? formatCents(sale) : null,
    currency: price?.currency_code ?? price?.currency?.code ?? "USD",
    manage_inventory: raw.manage_inventory === true,
    inventory_quantity: isWhole(stock) ? stock : null,
  };
  const problem = variantDataProblem(amount, sale, stock);
  return problem ? unavailableVariant(variant, problem) : variant;
}

/** What a buyer pays for one unit: the sale price, or the list price when there is none. */
export function effectivePrice(variant: Pick<Variant, "price_in_cents" | "sale_price_in_cents">): number {
  return variant.sale_price_in_cents ?? variant.price_in_cents;
}

/**
 * The derived product price: the lowest sale-or-regular price when the selection rule is
 * lowest_price_first or null (absent), otherwise the first variant's.
 */
export function derivePrice(all: Variant[], selection: string | null | undefined): number {
  // A variant whose data failed validation has no price to show.
  const variants = all.filter((v) => !v.unavailable);
  if (variants.length === 0) return 0;
  if (selection === "lowest_price_first" || selection == null) return Math.min(...variants.map(effectivePrice));
  return effectivePrice(variants[0]!);
}

function reshapeMedia(list: RawMedia[] | null | undefined): ProductImage[] {
  return (list ?? [])
    .filter((m) => typeof m?.url === "string" && m.url !== "" && (m.type === undefined || m.type === "image"))
    .map((m, i) => ({ url: m.url, order: m.order ?? i, type: m.type ?? "image" }))
    .sort(byOrder);
}

function reshapeInfo(list: RawAdditionalInfo[] | null | undefined): AdditionalInfo[] {
  return (list ?? [])
    .map((a, i) => ({ id: a.id, title: a.title ?? "", description: a.description ?? "", order: a.order ?? i }))
    .sort(byOrder);
}

export function reshapeProduct(raw: RawProduct): Product {
  const variants = (raw.variants ?? []).map(reshapeVariant);
  // A list item carries its gallery in `images`, the single-product response in `media`.
  const images = reshapeMedia(raw.media && raw.media.length > 0 ? raw.media : raw.images);
  const price = derivePrice(variants, raw.site_product_selection);
  return {
    id: raw.id,
    title: raw.title,
    subtitle: raw.subtitle?.trim() || null,
    description: raw.description ?? "",
    image: raw.thumbnail || raw.image || images[0]?.url || null,
    images,
    ribbon_text: raw.ribbon_text?.trim() || null,
    purchasable: raw.purchasable !== false,
    variants,
    additional_info: reshapeInfo(raw.additional_info),
    order: raw.order ?? 0,
    site_product_selection: raw.site_product_selection ?? null,
    price_in_cents: price,
    price_formatted: variants.some((v) => !v.unavailable) ? formatCents(price) : "",
    currency: variants[0]?.currency ?? "USD",
  };
}

/** Merges the inventory lookup into the products' variants (by variant id). */
export function mergeInventory(products: Product[], inventory: RawInventoryResponse | null | undefined): Product[] {
  const stock = new Map((inventory?.variants ?? []).map((v) => [v.id, v.inventory_quantity]));
  if (stock.size === 0) return products;
  return products.map((p) => ({
    ...p,
    variants: p.variants.map((v) => {
      const q = stock.get(v.id);
      if (q === undefined || v.unavailable) return v;
      if (q !== null && !isWhole(q)) return unavailableVariant(v, `stock ${String(q)} is not a non-negative whole number`);
      return { ...v, inventory_quantity: q };
    }),
  }));
}
