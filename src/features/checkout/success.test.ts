import { describe, expect, it } from "vitest";
import type { PendingCheckout } from "./checkout";
import { claimPurchaseTracking, orderConfirmationId, purchaseEventProps, purchasedKit } from "./success";

const pending: PendingCheckout = {
  kitId: "complete",
  priceId: "price_1RkCompleteBrandBoost799",
  clientReferenceId: "launchkit_1767225600000",
  startedAt: 1767225600000,
};

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

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

describe("purchase event", () => {
  it("carries the kit's value when the kit is known", () => {
    expect(purchasedKit(pending)?.name).toBe("Complete Setup + Brand Boost");
    expect(purchaseEventProps("cs_test_abc", pending)).toEqual({
      transaction_id: "cs_test_abc",
      value: 799,
      item_id: "price_1RkCompleteBrandBoost799",
      item_name: "Complete Setup + Brand Boost",
      client_reference_id: "launchkit_1767225600000",
    });
  });

  it("goes without a value when the kit is unknown", () => {
    const props = purchaseEventProps("cs_test_abc", null);
    expect(props.transaction_id).toBe("cs_test_abc");
    expect(props.value).toBeUndefined();
    expect(purchaseEventProps(null, null).transaction_id).toBeUndefined();
  });

  it("is counted once per purchase", () => {
    const s = memoryStorage();
    expect(claimPurchaseTracking(s, "cs_test_abc", pending)).toBe(true);
    expect(claimPurchaseTracking(s, "cs_test_abc", null)).toBe(false);
    expect(claimPurchaseTracking(s, "cs_test_other", null)).toBe(true);
    expect(claimPurchaseTracking(s, null, pending)).toBe(true);
    expect(claimPurchaseTracking(s, null, pending)).toBe(false);
    expect(claimPurchaseTracking(s, null, null)).toBe(true);
  });
});
