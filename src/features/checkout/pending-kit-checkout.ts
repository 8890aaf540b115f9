import { KITS } from "~/content/kits";
import { isLang } from "~/lib/i18n";
import { browserStorage, readJson, writeJson, type MaybeStorage } from "~/lib/storage";
import type { PendingKitCheckout } from "./pending-checkout";

/**
 * The `kit` kind of pending checkout (see `pending-checkout.ts`): the kit this tab left for
 * Stripe's Payment Link with, remembered for the purchase event on the way back. The trip to
 * Stripe is this tab's, so it is kept in sessionStorage, one record under one key.
 */
export const KIT_CHECKOUT_STORAGE = { area: "session", key: "launchkit-pending-checkout" } as const;

/** Remembers the kit (replacing any earlier one); storage full or blocked: the purchase event then goes without a value. */
export function saveKitCheckout(pending: PendingKitCheckout, storage: MaybeStorage = browserStorage(KIT_CHECKOUT_STORAGE.area)): void {
  writeJson(storage, KIT_CHECKOUT_STORAGE.key, pending);
}

/** The kit the visitor left for Stripe with, when this tab remembers one that still exists. */
export function readKitCheckout(storage: MaybeStorage = browserStorage(KIT_CHECKOUT_STORAGE.area)): PendingKitCheckout | null {
  const data = readJson(storage, KIT_CHECKOUT_STORAGE.key) as Partial<Record<keyof PendingKitCheckout, unknown>> | null | undefined;
  if (typeof data !== "object" || data === null || (data.kind !== undefined && data.kind !== "kit")) return null;
  const kit = KITS.find((k) => k.id === data.kitId);
  if (!kit || typeof data.clientReferenceId !== "string" || typeof data.startedAt !== "number") return null;
  const confirmed = typeof data.sessionId === "string" && data.sessionId !== "" ? { sessionId: data.sessionId } : {};
  const lang = isLang(data.lang) ? { lang: data.lang } : {};
  return { kind: "kit", kitId: kit.id, priceId: kit.stripePriceId, clientReferenceId: data.clientReferenceId, startedAt: data.startedAt, ...lang, ...confirmed };
}

/** The checkout, confirmed by the visitor's return with this Stripe session (kept as this tab's receipt of it). */
export function confirmKitCheckout(pending: PendingKitCheckout, sessionId: string): PendingKitCheckout {
  return pending.sessionId ? pending : { ...pending, sessionId };
}

export function clearKitCheckout(storage: MaybeStorage = browserStorage(KIT_CHECKOUT_STORAGE.area)): void {
  writeJson(storage, KIT_CHECKOUT_STORAGE.key, undefined);
}
