import { kitById, type KitOffer } from "~/content/kits";
import type { Plan } from "~/lib/analytics";
import type { PlanEntry } from "~/lib/measurement-plan";
import { langForPath } from "~/lib/i18n";
import { twinPath } from "~/lib/twins";
import { browserStorage, readText, writeText, type MaybeStorage } from "~/lib/storage";
import type { PendingKitCheckout, PendingStoreCheckout } from "./pending-checkout";
import { CHECKOUT_PARAM, isExpired } from "./pending-store-checkout";

/** The Order Confirmation ID: the first 12 characters of Stripe's session id (spec part 1 §9). */
export const CONFIRMATION_ID_LENGTH = 12;

export function orderConfirmationId(sessionId: string | null | undefined): string | null {
  const id = (sessionId ?? "").trim();
  return id ? id.slice(0, CONFIRMATION_ID_LENGTH) : null;
}

/** The kit bought in this tab, when the checkout page remembered one before leaving for Stripe. */
export function purchasedKit(pending: PendingKitCheckout | null): KitOffer | null {
  return pending ? kitById(pending.kitId) : null;
}

/** Stripe's Checkout Session id: `cs_live_` or `cs_test_`, then letters and digits only. */
export const STRIPE_SESSION_ID = /^cs_(live|test)_[A-Za-z0-9]{1,200}$/;

export function isStripeSessionId(value: string | null | undefined): value is string {
  return typeof value === "string" && STRIPE_SESSION_ID.test(value);
}

/**
 * What a success page can honestly say (decisions 2026-11-23-purchase-journeys and
 * 2026-11-25-nothing-to-fake): only what this browser knows.
 * - store: the visitor came back from a store checkout this browser started (?checkout=id names
 *   a record kept here, under 24 hours old): the receipt of what was bought;
 * - kit: this tab left for a kit's Payment Link (a pending kit checkout under 24 hours old, the
 *   same kit as the address names, if it names one) and Stripe sent it back with a session id of
 *   Stripe's shape: the kit and its Order Confirmation ID. The first such return confirms the
 *   checkout with that session id (`first`); a reload of the same address shows it again, any
 *   other session id is no proof;
 * - none: nothing proves a purchase, so the page says that no recent purchase was found.
 * `first` is true on the visit that confirms the checkout: the only one that sends `purchase`.
 */
export type SuccessState =
  | { kind: "store"; receipt: PendingStoreCheckout; first: boolean }
  | { kind: "kit"; sessionId: string; kit: KitOffer; first: boolean }
  | { kind: "none" };

export function resolveSuccess(
  params: URLSearchParams,
  find: { storeCheckout: (id: string) => PendingStoreCheckout | null; kitCheckout: () => PendingKitCheckout | null },
  now: number = Date.now(),
): SuccessState {
  const checkoutId = params.get(CHECKOUT_PARAM)?.trim();
  if (checkoutId) {
    const receipt = find.storeCheckout(checkoutId);
    if (receipt) return { kind: "store", receipt, first: receipt.confirmedAt === null };
    return { kind: "none" };
  }
  const sessionId = params.get("session_id")?.trim();
  if (!isStripeSessionId(sessionId)) return { kind: "none" };
  const pending = find.kitCheckout();
  const kit = purchasedKit(pending);
  if (!pending || !kit) return { kind: "none" };
  const named = params.get("kit");
  if (named !== null && named !== pending.kitId) return { kind: "none" };
  if (pending.sessionId) return pending.sessionId === sessionId ? { kind: "kit", sessionId, kit, first: false } : { kind: "none" };
  if (isExpired(pending, now)) return { kind: "none" };
  return { kind: "kit", sessionId, kit, first: true };
}

/**
 * Where a kit buyer's return belongs. A Payment Link has one success URL, the English
 * /checkout-success (content/kit-facts.mjs): a checkout started on a Spanish page (the pending kit
 * checkout remembers its language) is taken on to the success page's Spanish twin,
 * /es/pago-exitoso, with the same query, before anything is confirmed or counted. null: this page
 * is the right one (no kit return, or one in this page's language). A store checkout's success
 * URL is already in its language (?checkout=…): never moved.
 */
export function kitReturnPath(pathname: string, search: string, pending: PendingKitCheckout | null): string | null {
  const params = new URLSearchParams(search);
  if (!pending?.lang || pending.lang === langForPath(pathname) || params.has(CHECKOUT_PARAM) || !params.has("session_id")) return null;
  const twin = twinPath(pathname, pending.lang);
  const query = params.toString();
  return twin ? `${twin}${query ? `?${query}` : ""}` : null;
}

/**
 * The purchase, as the measurement plan sends it: a store order's lines from its receipt (the
 * store checkout's id its transaction id), a kit from the kit table (Stripe's session id);
 * never from the address.
 */
export function purchaseEntry(plan: Plan, state: Exclude<SuccessState, { kind: "none" }>, pendingKit: PendingKitCheckout | null = null): PlanEntry {
  if (state.kind === "store") {
    const r = state.receipt;
    return plan.purchase(r.checkoutId ?? r.id, r.lines.map(plan.receiptLine));
  }
  return plan.purchase(state.sessionId, [plan.kitLine(state.kit)], pendingKit?.clientReferenceId);
}

/** The key a purchase is counted under: Stripe's session id, or our store checkout's id. */
export function purchaseKey(state: Exclude<SuccessState, { kind: "none" }>): string {
  return state.kind === "store" ? `store:${state.receipt.id}` : state.sessionId;
}

export const PURCHASE_TRACKED_PREFIX = "launchkit-purchase-tracked:";

/** True once per purchase (this tab's sessionStorage remembers it): a reload of the success page does not count the sale twice. Storage blocked: count it. */
export function claimPurchaseTracking(key: string, storage: MaybeStorage = browserStorage("session")): boolean {
  if (readText(storage, PURCHASE_TRACKED_PREFIX + key)) return false;
  writeText(storage, PURCHASE_TRACKED_PREFIX + key, "1");
  return true;
}
