import type { Product, Variant } from "~/features/commerce/types";

/**
 * The cart's pure core: the reducer, the stock rule, the total and reading a stored cart.
 * No React and no browser here; `cart-store.ts` is the thin shell around it.
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
  /** Another tab changed the stored cart. */
  | { type: "replace"; lines: CartLine[] };

export const MIN_QUANTITY = 1;

const wholeQuantity = (q: number) => (Number.isFinite(q) ? Math.max(MIN_QUANTITY, Math.floor(q)) : MIN_QUANTITY);

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
    case "replace":
      return action.lines;
  }
}

/** Units a managed variant has; Infinity when the store does not count its stock. */
export function availableStock(variant: Pick<Variant, "manage_inventory" | "inventory_quantity">): number {
  if (!variant.manage_inventory) return Infinity;
  return Math.max(0, variant.inventory_quantity ?? 0);
}

export function stockMessage(product: Pick<CartProduct, "title">, variant: Pick<Variant, "title" | "inventory_quantity">): string {
  return `Not enough stock for ${product.title} (${variant.title}). Only ${Math.max(0, variant.inventory_quantity ?? 0)} left.`;
}

/**
 * The add rule: a managed variant's stock must cover the units already in the cart plus the
 * new ones. Answers the message to show, or null when the add may go ahead.
 */
export function checkAdd(lines: CartLine[], product: CartProduct, variant: Variant, quantity: number): string | null {
  if (!product.purchasable) return `${product.title} is currently unavailable.`;
  const inCart = lines.find((l) => l.variant.id === variant.id)?.quantity ?? 0;
  if (inCart + wholeQuantity(quantity) > availableStock(variant)) return stockMessage(product, variant);
  return null;
}

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

/** Parses the stored value; null, unreadable JSON or any ill-shaped line gives []. */
export function parseStoredCart(raw: string | null | undefined): CartLine[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data) || !data.every(isLine)) return [];
  // One line per variant, whatever was stored.
  const seen = new Set<string>();
  if (data.some((l) => seen.size === seen.add(l.variant.id).size)) return [];
  return data.map((l) => ({ product: toCartProduct(l.product), variant: pickVariant(l.variant), quantity: l.quantity }));
}

export function serializeCart(lines: CartLine[]): string {
  return JSON.stringify(lines);
}
