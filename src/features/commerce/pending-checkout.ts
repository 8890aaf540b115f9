import type { Lang } from "~/lib/i18n";
import { cartTotalCents, isVariantTitled, removeBought, unitPriceCents, type BoughtUnits, type CartLine } from "./cart-core";

/**
 * A store checkout the visitor left for, remembered in this browser until it is confirmed
 * (decision 2026-11-23-purchase-journeys). The drawer writes one before leaving for the hosted
 * checkout page and leaves the cart as it is; the success URL carries its id. When the visitor
 * arrives at the success page with that id, the lines bought leave the cart and the record
 * becomes the receipt the page shows. Cancel, a failed payment or a closed tab lose nothing.
 * Plain functions over plain data; the success page and the drawer call them.
 */

export const PENDING_CHECKOUTS_KEY = "e-commerce-pending-checkouts";

/** A record older than this is dropped, paid or not. */
export const PENDING_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** At most this many are kept (checkouts started in several tabs). */
export const MAX_PENDING_CHECKOUTS = 5;

/** The query parameter of the success URL that names the pending checkout. */
export const CHECKOUT_PARAM = "checkout";

export type PendingLine = {
  productId: string;
  title: string;
  variantId: string;
  /** null for a product's only, untitled ("Default") variant. */
  variantTitle: string | null;
  image: string | null;
  quantity: number;
  /** What one unit cost when the checkout started (sale price, or list price). */
  unitPriceCents: number;
};

export type PendingCheckout = {
  /** Ours: random, carried in the success URL. */
  id: string;
  /** The store's id of the hosted checkout, when its API returns one. */
  checkoutId: string | null;
  lines: PendingLine[];
  totalCents: number;
  currency: string;
  /** The page language checkout started in (the success page's language). */
  lang: Lang;
  startedAt: number;
  /** When the visitor came back to the success page: from then on, the receipt. */
  confirmedAt: number | null;
};

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** 16 random letters and digits: not guessable, safe in a URL. */
export function newPendingId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(random(16), (b) => alphabet[b % alphabet.length]).join("");
}

export function createPendingCheckout(lines: CartLine[], opts: { lang: Lang; now?: number; id?: string; checkoutId?: string | null }): PendingCheckout {
  return {
    id: opts.id ?? newPendingId(),
    checkoutId: opts.checkoutId ?? null,
    lines: lines.map((l) => ({
      productId: l.product.id,
      title: l.product.title,
      variantId: l.variant.id,
      variantTitle: isVariantTitled(l.variant.title) ? l.variant.title : null,
      image: l.variant.image_url ?? l.product.image,
      quantity: l.quantity,
      unitPriceCents: unitPriceCents(l.variant),
    })),
    totalCents: cartTotalCents(lines),
    currency: lines[0]?.variant.currency ?? "USD",
    lang: opts.lang,
    startedAt: opts.now ?? Date.now(),
    confirmedAt: null,
  };
}

/** The success URL a pending checkout returns to: the success page of its language, naming it. */
export function pendingSuccessUrl(origin: string, successPath: string, pending: Pick<PendingCheckout, "id">): string {
  return `${origin}${successPath}?${CHECKOUT_PARAM}=${encodeURIComponent(pending.id)}`;
}

export function isExpired(p: Pick<PendingCheckout, "startedAt">, now: number): boolean {
  return !(now - p.startedAt < PENDING_CHECKOUT_TTL_MS) || p.startedAt > now + 60_000;
}

// ---- Reading what was stored: anything ill-shaped is dropped, never trusted ----

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === "string";
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

function isLine(v: unknown): v is PendingLine {
  return (
    isObj(v) &&
    isStr(v.productId) &&
    isStr(v.title) &&
    isStr(v.variantId) &&
    v.variantId !== "" &&
    (v.variantTitle === null || isStr(v.variantTitle)) &&
    (v.image === null || isStr(v.image)) &&
    isCount(v.quantity) &&
    v.quantity >= 1 &&
    isCount(v.unitPriceCents)
  );
}

function isPending(v: unknown): v is PendingCheckout {
  return (
    isObj(v) &&
    isStr(v.id) &&
    /^[A-Za-z0-9_-]{8,64}$/.test(v.id) &&
    (v.checkoutId === null || isStr(v.checkoutId)) &&
    Array.isArray(v.lines) &&
    v.lines.length > 0 &&
    v.lines.every(isLine) &&
    isCount(v.totalCents) &&
    isStr(v.currency) &&
    (v.lang === "en" || v.lang === "es") &&
    isCount(v.startedAt) &&
    (v.confirmedAt === null || isCount(v.confirmedAt))
  );
}

/** The stored records still within 24 hours, newest first; unreadable values give []. */
export function parsePendingCheckouts(raw: string | null | undefined, now: number): PendingCheckout[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.filter(isPending).filter((p) => !isExpired(p, now)).slice(0, MAX_PENDING_CHECKOUTS);
}

function read(storage: StorageLike | undefined, now: number): PendingCheckout[] {
  try {
    return parsePendingCheckouts(storage?.getItem(PENDING_CHECKOUTS_KEY), now);
  } catch {
    return [];
  }
}

function write(storage: StorageLike | undefined, list: PendingCheckout[]): void {
  try {
    if (list.length === 0) storage?.removeItem(PENDING_CHECKOUTS_KEY);
    else storage?.setItem(PENDING_CHECKOUTS_KEY, JSON.stringify(list));
  } catch {
    /* storage full or blocked: the success page then finds no record and says so */
  }
}

/** Remembers a checkout (newest first, replacing one with the same id), dropping expired ones. */
export function savePendingCheckout(storage: StorageLike | undefined, pending: PendingCheckout, now = Date.now()): void {
  const rest = read(storage, now).filter((p) => p.id !== pending.id);
  write(storage, [pending, ...rest].slice(0, MAX_PENDING_CHECKOUTS));
}

export function findPendingCheckout(storage: StorageLike | undefined, id: string | null | undefined, now = Date.now()): PendingCheckout | null {
  if (!id) return null;
  return read(storage, now).find((p) => p.id === id) ?? null;
}

// ---- Settling the cart when the purchase is confirmed ----

/** The units a pending checkout buys, for the cart's "settle". */
export function boughtUnits(pending: Pick<PendingCheckout, "lines">): BoughtUnits[] {
  return pending.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));
}

/** The cart once the checkout is confirmed (see `removeBought`). */
export function settleCart(cart: CartLine[], pending: Pick<PendingCheckout, "lines">): CartLine[] {
  return removeBought(cart, boughtUnits(pending));
}

/** The record as a receipt: confirmed now, once (a second arrival keeps the first time). */
export function confirmPendingCheckout(pending: PendingCheckout, now = Date.now()): PendingCheckout {
  return pending.confirmedAt === null ? { ...pending, confirmedAt: now } : pending;
}

/** What the receipt lists: each line's total, and the order total. */
export function receiptLines(pending: Pick<PendingCheckout, "lines">) {
  return pending.lines.map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity }));
}
