import type { Product, Variant } from "~/features/store-api/types";

/**
 * What a store card needs of a product: the prerendered /store page carries only this in its
 * hydration data (no descriptions, galleries or additional info).
 */
export type StoreCardProduct = Pick<
  Product,
  "id" | "title" | "subtitle" | "image" | "ribbon_text" | "purchasable" | "variants" | "price_in_cents" | "price_formatted" | "currency"
>;

export function toCardProduct(p: StoreCardProduct): StoreCardProduct {
  return {
    id: p.id,
    title: p.title,
    subtitle: p.subtitle,
    image: p.image,
    ribbon_text: p.ribbon_text,
    purchasable: p.purchasable,
    variants: p.variants,
    price_in_cents: p.price_in_cents,
    price_formatted: p.price_formatted,
    currency: p.currency,
  };
}

type LiveProduct = Pick<Product, "purchasable" | "variants" | "price_in_cents" | "price_formatted" | "currency">;

/** The fields of a variant that may change after the build: prices and stock. */
const LIVE_VARIANT_FIELDS = [
  "price_in_cents",
  "sale_price_in_cents",
  "price_in_cents_formatted",
  "sale_price_in_cents_formatted",
  "currency",
  "manage_inventory",
  "inventory_quantity",
] as const satisfies readonly (keyof Variant)[];

/**
 * A built variant with the store's prices and stock; the built variant itself when the store
 * says what the build said, so that a refresh that changes nothing renders nothing again.
 */
function liveVariant(built: Variant, live: Variant | undefined): Variant {
  // A style the store no longer sells: shown, but none left.
  if (!live) return built.manage_inventory === true && built.inventory_quantity === 0 ? built : { ...built, manage_inventory: true, inventory_quantity: 0 };
  if (LIVE_VARIANT_FIELDS.every((field) => built[field] === live[field])) return built;
  return {
    ...built,
    price_in_cents: live.price_in_cents,
    sale_price_in_cents: live.sale_price_in_cents,
    price_in_cents_formatted: live.price_in_cents_formatted,
    sale_price_in_cents_formatted: live.sale_price_in_cents_formatted,
    currency: live.currency,
    manage_inventory: live.manage_inventory,
    inventory_quantity: live.inventory_quantity,
  };
}

/**
 * A prerendered product brought up to date after load: prices, sale prices, stock and
 * purchasability come from the store API now; title, images, description and the order of
 * styles stay as built, so the page does not move. `live` null means the store no longer has
 * the product: it stays on the page, not purchasable.
 */
export function withLiveFields<P extends LiveProduct>(built: P, live: LiveProduct | null): P {
  if (!live) return built.purchasable === false ? built : { ...built, purchasable: false };
  const byId = new Map(live.variants.map((v) => [v.id, v]));
  const known = new Set(built.variants.map((v) => v.id));
  const variants = built.variants.map((v) => liveVariant(v, byId.get(v.id)));
  const added = live.variants.filter((v) => !known.has(v.id));
  const sameVariants = added.length === 0 && variants.every((v, i) => v === built.variants[i]);
  // What the build said, still true: the same object (nothing for the page to draw again).
  if (
    sameVariants &&
    built.purchasable === live.purchasable &&
    built.price_in_cents === live.price_in_cents &&
    built.price_formatted === live.price_formatted &&
    built.currency === live.currency
  ) {
    return built;
  }
  return {
    ...built,
    purchasable: live.purchasable,
    price_in_cents: live.price_in_cents,
    price_formatted: live.price_formatted,
    currency: live.currency,
    variants: sameVariants ? built.variants : [...variants, ...added],
  };
}

/**
 * The prerendered grid brought up to date: every built card with its live fields (a product
 * gone from the store stays, not purchasable, so no card moves), then the products added to
 * the store since the build, at the end.
 */
export function refreshCards(built: StoreCardProduct[], live: StoreCardProduct[]): StoreCardProduct[] {
  const byId = new Map(live.map((p) => [p.id, p]));
  const known = new Set(built.map((p) => p.id));
  const cards = built.map((p) => withLiveFields(p, byId.get(p.id) ?? null));
  const added = live.filter((p) => !known.has(p.id)).map(toCardProduct);
  // Nothing new: the built grid itself (each unchanged card is its built object in any case).
  if (added.length === 0 && cards.every((c, i) => c === built[i])) return built;
  return [...cards, ...added];
}
