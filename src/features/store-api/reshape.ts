import { formatCents } from "../../lib/money";
import type { AdditionalInfo, Product, ProductImage, Variant } from "./types";
import type { RawAdditionalInfo, RawInventoryResponse, RawMedia, RawProduct, RawVariant } from "./wire";

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

function cents(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? Math.round(value) : null;
}

export function reshapeVariant(raw: RawVariant): Variant {
  const price = raw.prices?.[0];
  const amount = cents(price?.amount) ?? 0;
  const sale = cents(price?.sale_amount);
  return {
    id: raw.id,
    title: raw.title?.trim() || "Default",
    image_url: raw.image_url || null,
    price_in_cents: amount,
    sale_price_in_cents: sale,
    price_in_cents_formatted: formatCents(amount),
    sale_price_in_cents_formatted: sale === null ? null : formatCents(sale),
    currency: price?.currency_code ?? price?.currency?.code ?? "USD",
    manage_inventory: raw.manage_inventory === true,
    inventory_quantity: cents(raw.inventory_quantity),
  };
}

/** What a buyer pays for one unit: the sale price, or the list price when there is none. */
export function effectivePrice(variant: Pick<Variant, "price_in_cents" | "sale_price_in_cents">): number {
  return variant.sale_price_in_cents ?? variant.price_in_cents;
}

/**
 * The derived product price: the lowest sale-or-regular price when the selection rule is
 * lowest_price_first or null (absent), otherwise the first variant's.
 */
export function derivePrice(variants: Variant[], selection: string | null | undefined): number {
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
    price_formatted: formatCents(price),
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
      return q === undefined ? v : { ...v, inventory_quantity: typeof q === "number" ? q : null };
    }),
  }));
}
