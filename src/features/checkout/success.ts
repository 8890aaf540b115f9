import { KITS, kitById, type Kit } from "~/content/kits";
import type { AnalyticsProps } from "~/lib/analytics";
import { browserStorage, readText, writeText, type MaybeStorage } from "~/lib/storage";
import type { PendingKitCheckout, PendingStoreCheckout } from "./pending-checkout";
import { CHECKOUT_PARAM } from "./pending-store-checkout";

/** The Order Confirmation ID: the first 12 characters of Stripe's session id (spec part 1 §9). */
export const CONFIRMATION_ID_LENGTH = 12;

export function orderConfirmationId(sessionId: string | null | undefined): string | null {
  const id = (sessionId ?? "").trim();
  return id ? id.slice(0, CONFIRMATION_ID_LENGTH) : null;
}

/** The kit bought in this tab, when the checkout page remembered one before leaving for Stripe. */
export function purchasedKit(pending: PendingKitCheckout | null): Kit | null {
  return pending ? kitById(pending.kitId) : null;
}

/** The kit a Payment Link's success URL names (?kit=complete), or null. */
export function kitFromParam(value: string | null | undefined): Kit | null {
  return KITS.find((k) => k.id === value) ?? null;
}

/**
 * What a success page can honestly say (decision 2026-11-23-purchase-journeys):
 * - store: the visitor came back from the store checkout this browser started (?checkout=id):
 *   the receipt of what was bought;
 * - kit: Stripe sent the visitor back with a session id (?kit=…&session_id=…): the kit and its
 *   Order Confirmation ID;
 * - none: nothing proves a purchase, so the page says that no recent purchase was found.
 */
export type SuccessState =
  | { kind: "store"; receipt: PendingStoreCheckout }
  | { kind: "kit"; sessionId: string; kit: Kit | null }
  | { kind: "none" };

export function resolveSuccess(
  params: URLSearchParams,
  find: { storeCheckout: (id: string) => PendingStoreCheckout | null; kitCheckout: () => PendingKitCheckout | null },
): SuccessState {
  const checkoutId = params.get(CHECKOUT_PARAM)?.trim();
  if (checkoutId) {
    const receipt = find.storeCheckout(checkoutId);
    if (receipt) return { kind: "store", receipt };
  }
  const sessionId = params.get("session_id")?.trim();
  if (sessionId) return { kind: "kit", sessionId, kit: kitFromParam(params.get("kit")) ?? purchasedKit(find.kitCheckout()) };
  return { kind: "none" };
}

/**
 * The purchase event's properties (`track` adds currency USD). A kit's value comes from the
 * kit table, a store order's from its receipt; never from the address.
 */
export function purchaseEventProps(state: Exclude<SuccessState, { kind: "none" }>, pendingKit: PendingKitCheckout | null = null): AnalyticsProps {
  if (state.kind === "store") {
    const r = state.receipt;
    return { transaction_id: r.checkoutId ?? r.id, value: r.totalCents / 100, items: r.lines.reduce((n, l) => n + l.quantity, 0) };
  }
  const kit = state.kit;
  return {
    transaction_id: state.sessionId,
    value: kit?.price,
    item_id: kit?.stripePriceId,
    item_name: kit?.name,
    client_reference_id: pendingKit?.clientReferenceId,
  };
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
