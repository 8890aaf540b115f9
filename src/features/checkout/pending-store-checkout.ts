import { cartTotalCents, isVariantTitled, removeBought, unitPriceCents, type BoughtUnits, type CartLine } from "~/features/cart/cart-core";
import type { Lang } from "~/lib/i18n";
import { browserStorage, readJson, writeJson, type MaybeStorage } from "~/lib/storage";
import type { PendingLine, PendingStoreCheckout } from "./pending-checkout";

/**
 * The `store` kind of pending checkout (see `pending-checkout.ts`), remembered in this browser
 * until it is confirmed (decision 2026-11-23-purchase-journeys). The drawer's checkout
 * (`store-checkout.ts`) writes one before leaving for the hosted checkout page and leaves the
 * cart as it is; the success URL carries its id. When the visitor arrives at the success page
 * with that id, the lines bought leave the cart and the record becomes the receipt the page
 * shows. Cancel, a failed payment or a closed tab lose nothing. Plain functions over plain data.
 */

/** localStorage, one list under one key: checkouts started in several tabs, and the return may open in any tab. */
export const STORE_CHECKOUTS_STORAGE = { area: "local", key: "e-commerce-pending-checkouts" } as const;

/** A record older than this is dropped, paid or not. */
export const PENDING_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** At most this many are kept (checkouts started in several tabs). */
export const MAX_PENDING_CHECKOUTS = 5;

/** The query parameter of the success URL that names the pending checkout. */
export const CHECKOUT_PARAM = "checkout";

/** 16 random letters and digits: not guessable, safe in a URL. */
export function newPendingId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(random(16), (b) => alphabet[b % alphabet.length]).join("");
}

export function createPendingStoreCheckout(lines: CartLine[], opts: { lang: Lang; now?: number; id?: string; checkoutId?: string | null }): PendingStoreCheckout {
  return {
    kind: "store",
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
export function pendingSuccessUrl(origin: string, successPath: string, pending: Pick<PendingStoreCheckout, "id">): string {
  return `${origin}${successPath}?${CHECKOUT_PARAM}=${encodeURIComponent(pending.id)}`;
}

export function isExpired(p: Pick<PendingStoreCheckout, "startedAt">, now: number): boolean {
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

/** A store record as stored; one written before records had a `kind` has none. */
function isStoreRecord(v: unknown): v is Omit<PendingStoreCheckout, "kind"> & { kind?: "store" } {
  return (
    isObj(v) &&
    (v.kind === undefined || v.kind === "store") &&
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

/** The stored records (the JSON value read) still within 24 hours, newest first; anything else gives []. */
export function parseStoreCheckouts(data: unknown, now: number): PendingStoreCheckout[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter(isStoreRecord)
    .filter((p) => !isExpired(p, now))
    .slice(0, MAX_PENDING_CHECKOUTS)
    .map((p) => ({ ...p, kind: "store" as const }));
}

function read(storage: MaybeStorage, now: number): PendingStoreCheckout[] {
  return parseStoreCheckouts(readJson(storage, STORE_CHECKOUTS_STORAGE.key), now);
}

/** Remembers a checkout (newest first, replacing one with the same id), dropping expired ones. Storage full or blocked: the success page then finds no record and says so. */
export function saveStoreCheckout(pending: PendingStoreCheckout, now = Date.now(), storage: MaybeStorage = browserStorage(STORE_CHECKOUTS_STORAGE.area)): void {
  const list = [pending, ...read(storage, now).filter((p) => p.id !== pending.id)].slice(0, MAX_PENDING_CHECKOUTS);
  writeJson(storage, STORE_CHECKOUTS_STORAGE.key, list);
}

export function findStoreCheckout(id: string | null | undefined, now = Date.now(), storage: MaybeStorage = browserStorage(STORE_CHECKOUTS_STORAGE.area)): PendingStoreCheckout | null {
  if (!id) return null;
  return read(storage, now).find((p) => p.id === id) ?? null;
}

// ---- Settling the cart when the purchase is confirmed ----

/** The units a pending checkout buys, for the cart's "settle". */
export function boughtUnits(pending: Pick<PendingStoreCheckout, "lines">): BoughtUnits[] {
  return pending.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));
}

/** The cart once the checkout is confirmed (see `removeBought`). */
export function settleCart(cart: CartLine[], pending: Pick<PendingStoreCheckout, "lines">): CartLine[] {
  return removeBought(cart, boughtUnits(pending));
}

/** The record as a receipt: confirmed now, once (a second arrival keeps the first time). */
export function confirmStoreCheckout(pending: PendingStoreCheckout, now = Date.now()): PendingStoreCheckout {
  return pending.confirmedAt === null ? { ...pending, confirmedAt: now } : pending;
}

/** What the receipt lists: each line's total, and the order total. */
export function receiptLines(pending: Pick<PendingStoreCheckout, "lines">) {
  return pending.lines.map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity }));
}
