import { kitById, type Kit } from "~/content/kits";
import type { AnalyticsProps } from "~/lib/analytics";
import type { PendingCheckout } from "./checkout";

/** The Order Confirmation ID: the first 12 characters of Stripe's session id (spec section 9). */
export const CONFIRMATION_ID_LENGTH = 12;

export function orderConfirmationId(sessionId: string | null | undefined): string | null {
  const id = (sessionId ?? "").trim();
  return id ? id.slice(0, CONFIRMATION_ID_LENGTH) : null;
}

/** The kit bought in this tab, when the checkout page remembered one before leaving for Stripe. */
export function purchasedKit(pending: PendingCheckout | null): Kit | null {
  return pending ? kitById(pending.kitId) : null;
}

/**
 * The purchase event's properties (`track` adds currency USD). The value comes from the kit
 * table, never from storage, and only when the kit is known.
 */
export function purchaseEventProps(sessionId: string | null, pending: PendingCheckout | null): AnalyticsProps {
  const kit = purchasedKit(pending);
  return {
    transaction_id: sessionId?.trim() || pending?.clientReferenceId || undefined,
    value: kit?.price,
    item_id: kit?.stripePriceId,
    item_name: kit?.name,
    client_reference_id: pending?.clientReferenceId,
  };
}

export const PURCHASE_TRACKED_PREFIX = "launchkit-purchase-tracked:";

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/**
 * True once per purchase: a reload of the success page does not count the sale twice.
 * A purchase is known by its session id, else by the client reference id; with neither,
 * nothing identifies it and it is counted.
 */
export function claimPurchaseTracking(storage: StorageLike | undefined, sessionId: string | null, pending: PendingCheckout | null): boolean {
  const key = sessionId?.trim() || pending?.clientReferenceId;
  if (!key || !storage) return true;
  try {
    if (storage.getItem(PURCHASE_TRACKED_PREFIX + key)) return false;
    storage.setItem(PURCHASE_TRACKED_PREFIX + key, "1");
  } catch {
    /* storage blocked: count it */
  }
  return true;
}
