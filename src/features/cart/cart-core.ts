import type { Product, Variant } from "~/features/store-api/types";

/**
 * The cart's pure core: the reducer, the total and reading a stored cart. No React and no
 * browser here; `cart-store.ts` is the thin shell around it. The stock rule is cart-add.ts's:
 * only the pages that add to the cart load it.
 */

export const CART_STORAGE_KEY = "e-commerce-cart";

/** What a cart line keeps of its product: enough to draw the drawer, small enough to store. */
export type CartProduct = Pick<Product, "id" | "title" | "image" | "purchasable">;

export type CartLine = { product: CartProduct; variant: Variant; quantity: number };

export type CartAction =
  | { type: "add"; product: CartProduct; variant: Variant; quantity: number }
  | { type: "setQuantity"; variantId: string; quantity: number }
  | { type: "remove"; variantId: string }
  | { type: "clear" }
  /** A purchase was confirmed: these units were bought. */
  | { type: "settle"; bought: BoughtUnits[] }
  /** Another tab changed the stored cart. */
  | { type: "replace"; lines: CartLine[] };

/** Units of a variant a confirmed purchase took. */
export type BoughtUnits = { variantId: string; quantity: number };

export const MIN_QUANTITY = 1;
/**
 * The most units of one variant a checkout takes, whatever the stock (decision
 * 2026-11-25-nothing-to-fake): the quantity steppers stop there and the repair before checkout
 * lowers a line past it. The reducer does not clamp: it is in every page's first load.
 */
export const MAX_LINE_QUANTITY = 99;

export const wholeQuantity = (q: number) => (Number.isFinite(q) ? Math.max(MIN_QUANTITY, Math.floor(q)) : MIN_QUANTITY);

export function toCartProduct(p: CartProduct): CartProduct {
  return { id: p.id, title: p.title, image: p.image, purchasable: p.purchasable };
}

export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case "add": {
      const quantity = wholeQuantity(action.quantity);
      const existing = lines.find((l) => l.variant.id === action.variant.id);
      if (existing) {
        return lines.map((l) => (l === existing ? { ...l, variant: action.variant, quantity: l.quantity + quantity } : l));
      }
      return [...lines, { product: toCartProduct(action.product), variant: action.variant, quantity }];
    }
    case "setQuantity":
      return lines.map((l) => (l.variant.id === action.variantId ? { ...l, quantity: wholeQuantity(action.quantity) } : l));
    case "remove":
      return lines.filter((l) => l.variant.id !== action.variantId);
    case "clear":
      return [];
    case "settle":
      return removeBought(lines, action.bought);
    case "replace":
      return action.lines;
  }
}

/**
 * The cart after a purchase: each line bought loses the units bought; a line that reaches zero
 * goes. Lines added meanwhile (in another tab, say) stay, and so do units of a bought variant
 * added after checkout started.
 */
export function removeBought(lines: CartLine[], bought: BoughtUnits[]): CartLine[] {
  const minus = new Map<string, number>();
  for (const b of bought) minus.set(b.variantId, (minus.get(b.variantId) ?? 0) + b.quantity);
  if (!lines.some((l) => minus.has(l.variant.id))) return lines;
  return lines.flatMap((line) => {
    const taken = minus.get(line.variant.id) ?? 0;
    if (taken === 0) return [line];
    const left = line.quantity - taken;
    return left > 0 ? [{ ...line, quantity: left }] : [];
  });
}

/** Units a managed variant has; Infinity when the store does not count its stock. */
export function availableStock(variant: Pick<Variant, "manage_inventory" | "inventory_quantity">): number {
  if (!variant.manage_inventory) return Infinity;
  return Math.max(0, variant.inventory_quantity ?? 0);
}

/** Whether a variant has a title of its own; a product's only variant is "Default" (or untitled) and is not named. */
export const isVariantTitled = (title: string): boolean => title !== "" && title !== "Default";

/** A unit's price: the sale price, or the list price when there is none. */
export const unitPriceCents = (v: Pick<Variant, "price_in_cents" | "sale_price_in_cents">) => v.sale_price_in_cents ?? v.price_in_cents;

/** Sum of quantity times the sale price, or the list price when there is no sale price. */
export function cartTotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + unitPriceCents(l.variant) * l.quantity, 0);
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

// ---- Reading a stored cart: anything unreadable or ill-shaped gives an empty cart. ----

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === "string";
const isNullableStr = (v: unknown) => v === null || typeof v === "string";
const isCents = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

function isVariant(v: unknown): v is Variant {
  return (
    isObj(v) &&
    isStr(v.id) &&
    v.id !== "" &&
    isStr(v.title) &&
    isNullableStr(v.image_url) &&
    isCents(v.price_in_cents) &&
    (v.sale_price_in_cents === null || isCents(v.sale_price_in_cents)) &&
    isStr(v.price_in_cents_formatted) &&
    isNullableStr(v.sale_price_in_cents_formatted) &&
    isStr(v.currency) &&
    typeof v.manage_inventory === "boolean" &&
    (v.inventory_quantity === null || typeof v.inventory_quantity === "number")
  );
}

function pickVariant(v: Variant): Variant {
  return {
    id: v.id,
    title: v.title,
    image_url: v.image_url,
    price_in_cents: v.price_in_cents,
    sale_price_in_cents: v.sale_price_in_cents,
    price_in_cents_formatted: v.price_in_cents_formatted,
    sale_price_in_cents_formatted: v.sale_price_in_cents_formatted,
    currency: v.currency,
    manage_inventory: v.manage_inventory,
    inventory_quantity: v.inventory_quantity,
  };
}

function isLine(l: unknown): l is CartLine {
  return (
    isObj(l) &&
    isObj(l.product) &&
    isStr(l.product.id) &&
    isStr(l.product.title) &&
    isNullableStr(l.product.image) &&
    typeof l.product.purchasable === "boolean" &&
    isVariant(l.variant) &&
    typeof l.quantity === "number" &&
    Number.isInteger(l.quantity) &&
    l.quantity >= MIN_QUANTITY
  );
}

/** The cart in a stored value (the JSON read, see lib/storage.ts): nothing, or any ill-shaped line, gives []. */
export function parseStoredCart(data: unknown): CartLine[] {
  if (!Array.isArray(data) || !data.every(isLine)) return [];
  // One line per variant, whatever was stored.
  const seen = new Set<string>();
  if (data.some((l) => seen.size === seen.add(l.variant.id).size)) return [];
  return data.map((l) => ({ product: toCartProduct(l.product), variant: pickVariant(l.variant), quantity: l.quantity }));
}
