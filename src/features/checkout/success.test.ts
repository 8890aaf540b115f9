import { describe, expect, it } from "vitest";
import { book, digital } from "~/test/cart-fixtures";
import type { PendingKitCheckout, PendingStoreCheckout } from "./pending-checkout";
import { createPendingStoreCheckout } from "./pending-store-checkout";
import { claimPurchaseTracking, kitFromParam, orderConfirmationId, purchaseEventProps, purchaseKey, purchasedKit, resolveSuccess } from "./success";

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

describe("what a success page may say", () => {
  it("shows the receipt of the store checkout this browser started, and only that one", () => {
    expect(resolveSuccess(new URLSearchParams("checkout=pc_test_00000001"), finds(storeCheckout))).toEqual({ kind: "store", receipt: storeCheckout });
    expect(resolveSuccess(new URLSearchParams("checkout=pc_test_99999999"), finds(storeCheckout))).toEqual({ kind: "none" });
  });

  it("names the kit the Payment Link's success URL carries, else the one this tab left for Stripe with", () => {
    expect(resolveSuccess(new URLSearchParams("kit=pro&session_id=cs_test_abc"), finds(null, pending))).toMatchObject({ kind: "kit", sessionId: "cs_test_abc", kit: { id: "pro" } });
    expect(resolveSuccess(new URLSearchParams("session_id=cs_test_abc"), finds(null, pending))).toMatchObject({ kind: "kit", kit: { id: "complete" } });
    expect(resolveSuccess(new URLSearchParams("kit=nope&session_id=cs_test_abc"), finds())).toEqual({ kind: "kit", sessionId: "cs_test_abc", kit: null });
  });

  it("claims nothing without a session id or a known checkout (a kit in the address is no proof)", () => {
    for (const q of ["", "session_id=", "session_id=%20", "kit=complete", "checkout="]) {
      expect(resolveSuccess(new URLSearchParams(q), finds(storeCheckout, pending))).toEqual({ kind: "none" });
    }
  });

  it("reads a kit id from the address only when it is one of ours", () => {
    expect(kitFromParam("basic")?.name).toBe("Basic Launch Setup");
    expect(kitFromParam("Basic")).toBeNull();
    expect(kitFromParam(null)).toBeNull();
  });
});

describe("purchase event", () => {
  it("carries the kit's value when the kit is known", () => {
    expect(purchasedKit(pending)?.name).toBe("Complete Setup + Brand Boost");
    const kit = purchasedKit(pending);
    expect(purchaseEventProps({ kind: "kit", sessionId: "cs_test_abc", kit }, pending)).toEqual({
      transaction_id: "cs_test_abc",
      value: 799,
      item_id: "price_1RkCompleteBrandBoost799",
      item_name: "Complete Setup + Brand Boost",
      client_reference_id: "launchkit_1767225600000",
    });
  });

  it("goes without a value when the kit is unknown", () => {
    const props = purchaseEventProps({ kind: "kit", sessionId: "cs_test_abc", kit: null });
    expect(props.transaction_id).toBe("cs_test_abc");
    expect(props.value).toBeUndefined();
  });

  it("carries a store order's total from its receipt", () => {
    expect(purchaseEventProps({ kind: "store", receipt: storeCheckout })).toEqual({ transaction_id: "pc_test_00000001", value: 58, items: 2 });
    expect(purchaseKey({ kind: "store", receipt: storeCheckout })).toBe("store:pc_test_00000001");
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
