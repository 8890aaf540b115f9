import { describe, expect, it } from "vitest";
import { book, digital } from "~/test/cart-fixtures";
import type { PendingKitCheckout, PendingStoreCheckout } from "./pending-checkout";
import { createPendingStoreCheckout } from "./pending-store-checkout";
import { validatePlanEntry } from "~/lib/measurement-plan-validate";
import * as plan from "~/lib/measurement-plan";
import { claimPurchaseTracking, isStripeSessionId, kitReturnPath, orderConfirmationId, purchaseEntry, purchaseKey, purchasedKit, resolveSuccess } from "./success";

const pending: PendingKitCheckout = {
  kind: "kit",
  kitId: "complete",
  priceId: "price_1RkCompleteBrandBoost799",
  clientReferenceId: "launchkit_1767225600000",
  startedAt: 1767225600000,
};

const storeCheckout: PendingStoreCheckout = createPendingStoreCheckout([{ product: book, variant: digital, quantity: 2 }], { lang: "en", now: 1, id: "pc_test_00000001" });

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

const finds = (store: PendingStoreCheckout | null = null, kit: PendingKitCheckout | null = null) => ({
  storeCheckout: (id: string) => (store && store.id === id ? store : null),
  kitCheckout: () => kit,
});

describe("order confirmation id", () => {
  it("is the first 12 characters of the session id", () => {
    expect(orderConfirmationId("cs_test_a1B2c3D4e5F6g7H8i9J0")).toBe("cs_test_a1B2");
    expect(orderConfirmationId("short")).toBe("short");
  });

  it("is absent without a session id", () => {
    expect(orderConfirmationId(null)).toBeNull();
    expect(orderConfirmationId("")).toBeNull();
    expect(orderConfirmationId("   ")).toBeNull();
  });
});

const NOW = pending.startedAt + 60_000;
const SID = "cs_test_a1B2c3D4e5F6g7H8i9J0";

describe("what a success page may say", () => {
  it("shows the receipt of the store checkout this browser started, and only that one", () => {
    expect(resolveSuccess(new URLSearchParams("checkout=pc_test_00000001"), finds(storeCheckout), NOW)).toEqual({ kind: "store", receipt: storeCheckout, first: true });
    expect(resolveSuccess(new URLSearchParams("checkout=pc_test_00000001"), finds({ ...storeCheckout, confirmedAt: 2 }), NOW)).toMatchObject({ kind: "store", first: false });
    expect(resolveSuccess(new URLSearchParams("checkout=pc_test_99999999"), finds(storeCheckout), NOW)).toEqual({ kind: "none" });
  });

  it("claims a kit only when this tab left for that kit's Payment Link within 24 hours and Stripe sent back a session id", () => {
    expect(resolveSuccess(new URLSearchParams(`kit=complete&session_id=${SID}`), finds(null, pending), NOW)).toMatchObject({ kind: "kit", sessionId: SID, kit: { id: "complete" }, first: true });
    expect(resolveSuccess(new URLSearchParams(`session_id=${SID}`), finds(null, pending), NOW)).toMatchObject({ kind: "kit", kit: { id: "complete" } });
    // Another kit in the address than the one this tab paid for, no pending checkout, or an old one: no proof.
    expect(resolveSuccess(new URLSearchParams(`kit=pro&session_id=${SID}`), finds(null, pending), NOW)).toEqual({ kind: "none" });
    expect(resolveSuccess(new URLSearchParams(`kit=pro&session_id=${SID}`), finds(), NOW)).toEqual({ kind: "none" });
    expect(resolveSuccess(new URLSearchParams(`session_id=${SID}`), finds(null, pending), pending.startedAt + 25 * 3600_000)).toEqual({ kind: "none" });
  });

  it("once confirmed, shows the kit again only for the same session id, never as a first visit", () => {
    const confirmed = { ...pending, sessionId: SID };
    expect(resolveSuccess(new URLSearchParams(`kit=complete&session_id=${SID}`), finds(null, confirmed), NOW)).toMatchObject({ kind: "kit", first: false });
    expect(resolveSuccess(new URLSearchParams("kit=complete&session_id=cs_test_another0000000001"), finds(null, confirmed), NOW)).toEqual({ kind: "none" });
  });

  it("takes a session id only in Stripe's shape", () => {
    expect(isStripeSessionId(SID)).toBe(true);
    expect(isStripeSessionId("cs_live_a1B2c3")).toBe(true);
    for (const bad of ["anything", "cs_test_", "cs_test_a1\u202eB2", "cs_test_with_underscore", "cs_demo_a1B2", " cs_test_a1B2", null]) {
      expect(isStripeSessionId(bad)).toBe(false);
    }
    for (const q of ["session_id=anything", "session_id=cs_test_%E2%80%AEab12"]) {
      expect(resolveSuccess(new URLSearchParams(q), finds(null, pending), NOW)).toEqual({ kind: "none" });
    }
  });

  it("claims nothing without a session id or a known checkout (a kit in the address is no proof)", () => {
    for (const q of ["", "session_id=", "session_id=%20", "kit=complete", "checkout=", "checkout=unknown0000001&session_id=" + SID]) {
      expect(resolveSuccess(new URLSearchParams(q), finds(storeCheckout, pending), NOW)).toEqual({ kind: "none" });
    }
  });
});

describe("purchase event", () => {
  it("carries the kit's value when the kit is known", () => {
    expect(purchasedKit(pending)?.name).toBe("Complete Setup + Brand Boost");
    const kit = purchasedKit(pending);
    const entry = purchaseEntry(plan, { kind: "kit", sessionId: "cs_test_abc", kit: kit!, first: true }, pending);
    expect(validatePlanEntry(entry)).toEqual([]);
    expect(entry.ga4).toEqual({
      name: "purchase",
      params: {
        currency: "USD",
        value: 799,
        transaction_id: "cs_test_abc",
        client_reference_id: "launchkit_1767225600000",
        event_id: "cs_test_abc",
        items: [{ item_id: "price_1RkCompleteBrandBoost799", item_name: "Complete Setup + Brand Boost", price: 799, quantity: 1, item_category: "launch_kit" }],
      },
    });
    expect(entry.meta).toMatchObject({ name: "Purchase", method: "track", eventID: "cs_test_abc", params: { value: 799, currency: "USD", content_ids: ["price_1RkCompleteBrandBoost799"] } });
  });

  it("carries a store order's total from its receipt", () => {
    const entry = purchaseEntry(plan, { kind: "store", receipt: storeCheckout, first: true });
    expect(validatePlanEntry(entry)).toEqual([]);
    expect(entry.ga4.params).toMatchObject({ transaction_id: "pc_test_00000001", value: 58, currency: "USD" });
    expect(entry.ga4.params.items).toEqual([{ item_id: book.id, item_name: book.title, item_variant: digital.id, price: 29, quantity: 2, item_category: "store" }]);
    expect(entry.meta).toMatchObject({ name: "Purchase", eventID: "pc_test_00000001", params: { num_items: 2, value: 58 } });
    expect(purchaseKey({ kind: "store", receipt: storeCheckout, first: true })).toBe("store:pc_test_00000001");
  });

  it("is counted once per purchase", () => {
    const s = memoryStorage();
    expect(claimPurchaseTracking("cs_test_abc", s)).toBe(true);
    expect(claimPurchaseTracking("cs_test_abc", s)).toBe(false);
    expect(claimPurchaseTracking("cs_test_other", s)).toBe(true);
    // No storage (blocked): counted, every time.
    expect(claimPurchaseTracking("cs_test_other", null)).toBe(true);
    expect(claimPurchaseTracking("cs_test_other", null)).toBe(true);
    // By default, in this tab's sessionStorage.
    sessionStorage.clear();
    expect(claimPurchaseTracking("cs_test_tab")).toBe(true);
    expect(sessionStorage.getItem("launchkit-purchase-tracked:cs_test_tab")).toBe("1");
    expect(claimPurchaseTracking("cs_test_tab")).toBe(false);
  });
});

describe("a kit buyer's return (one success URL per Payment Link, the English one)", () => {
  const q = "kit=complete&session_id=cs_test_abc123";
  it("takes a checkout started on a Spanish page on to /es/pago-exitoso with the same query", () => {
    expect(kitReturnPath("/checkout-success", q, { ...pending, lang: "es" })).toBe(`/es/pago-exitoso?${q}`);
    expect(kitReturnPath("/checkout-success/", `?${q}`, { ...pending, lang: "es" })).toBe(`/es/pago-exitoso?${q}`);
  });

  it("leaves an English checkout, an old record without a language, a page already in the language, and store returns where they are", () => {
    expect(kitReturnPath("/checkout-success", q, { ...pending, lang: "en" })).toBeNull();
    expect(kitReturnPath("/checkout-success", q, pending)).toBeNull();
    expect(kitReturnPath("/checkout-success", q, null)).toBeNull();
    expect(kitReturnPath("/es/pago-exitoso", q, { ...pending, lang: "es" })).toBeNull();
    expect(kitReturnPath("/success", "checkout=pc_test_00000001", { ...pending, lang: "es" })).toBeNull();
    expect(kitReturnPath("/checkout-success", "", { ...pending, lang: "es" })).toBeNull();
  });
});
