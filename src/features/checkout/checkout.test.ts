import { describe, expect, it } from "vitest";
import { KITS } from "~/content/kits";
import {
  PENDING_CHECKOUT_KEY,
  buildPaymentLinkUrl,
  checkPaymentLink,
  clearPendingCheckout,
  createClientReferenceId,
  isValidClientReferenceId,
  lookupCheckoutKit,
  orderSummary,
  readPendingCheckout,
  rememberPendingCheckout,
  startCheckout,
} from "./checkout";

const ORIGIN = "http://localhost:4204";
const complete = KITS.find((k) => k.id === "complete")!;

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
  };
}

describe("price-id lookup", () => {
  it("finds each kit by its Stripe price id", () => {
    for (const kit of KITS) expect(lookupCheckoutKit(kit.stripePriceId)?.id).toBe(kit.id);
    expect(lookupCheckoutKit("price_1RkCompleteBrandBoost799")?.name).toBe("Complete Setup + Brand Boost");
  });

  it("accepts a padded id, and nothing else", () => {
    expect(lookupCheckoutKit(" price_1RkProGuestOps999 ")?.id).toBe("pro");
    expect(lookupCheckoutKit("price_unknown")).toBeNull();
    expect(lookupCheckoutKit("PRICE_1RKPROGUESTOPS999")).toBeNull();
    expect(lookupCheckoutKit("basic")).toBeNull();
    expect(lookupCheckoutKit("%E0%A4%A")).toBeNull();
    expect(lookupCheckoutKit("")).toBeNull();
    expect(lookupCheckoutKit(undefined)).toBeNull();
  });
});

describe("client reference id", () => {
  it("is launchkit_ plus the timestamp in milliseconds", () => {
    expect(createClientReferenceId(1767225600123)).toBe("launchkit_1767225600123");
    expect(createClientReferenceId()).toMatch(/^launchkit_\d{13}$/);
  });

  it("follows Stripe's rule: letters, digits, '-' and '_', at most 200 characters", () => {
    expect(isValidClientReferenceId(createClientReferenceId())).toBe(true);
    expect(isValidClientReferenceId("a".repeat(200))).toBe(true);
    expect(isValidClientReferenceId("a".repeat(201))).toBe(false);
    expect(isValidClientReferenceId("launch kit")).toBe(false);
    expect(isValidClientReferenceId("kit.1")).toBe(false);
    expect(isValidClientReferenceId("")).toBe(false);
  });
});

describe("Payment Link check", () => {
  it("is missing when empty", () => {
    expect(checkPaymentLink("", ORIGIN).status).toBe("missing");
    expect(checkPaymentLink("   ", ORIGIN).status).toBe("missing");
    expect(checkPaymentLink(undefined, ORIGIN).status).toBe("missing");
  });

  it("accepts https links and same-origin paths", () => {
    const live = checkPaymentLink("https://buy.stripe.com/test_6oE5lG0aZ", ORIGIN);
    expect(live.status === "ok" && live.url.href).toBe("https://buy.stripe.com/test_6oE5lG0aZ");
    const local = checkPaymentLink("/local-stripe/pay/test_launchkit_basic", ORIGIN);
    expect(local.status === "ok" && local.url.href).toBe("http://localhost:4204/local-stripe/pay/test_launchkit_basic");
    expect(checkPaymentLink("http://127.0.0.1:4204/local-stripe/pay/x", ORIGIN).status).toBe("ok");
  });

  it("rejects malformed or unsafe links", () => {
    for (const bad of [
      "buy.stripe.com/test_abc",
      "not a url",
      "http://buy.stripe.com/test_abc",
      "javascript:alert(1)",
      "//evil.example/pay",
      "https://user:pass@buy.stripe.com/x",
      "ftp://buy.stripe.com/x",
    ]) {
      expect(checkPaymentLink(bad, ORIGIN).status, bad).toBe("invalid");
    }
  });
});

describe("Payment Link URL", () => {
  it("carries client_reference_id and keeps the link's own parameters", () => {
    const url = new URL(buildPaymentLinkUrl(new URL("https://buy.stripe.com/test_abc?locale=es&prefilled_promo_code=MX50"), "launchkit_1"));
    expect(url.origin + url.pathname).toBe("https://buy.stripe.com/test_abc");
    expect(url.searchParams.get("client_reference_id")).toBe("launchkit_1");
    expect(url.searchParams.get("locale")).toBe("es");
    expect(url.searchParams.get("prefilled_promo_code")).toBe("MX50");
  });

  it("replaces a client_reference_id already in the link and refuses an invalid one", () => {
    const url = new URL(buildPaymentLinkUrl(new URL("https://buy.stripe.com/x?client_reference_id=old"), "launchkit_2"));
    expect(url.searchParams.getAll("client_reference_id")).toEqual(["launchkit_2"]);
    expect(() => buildPaymentLinkUrl(new URL("https://buy.stripe.com/x"), "bad id")).toThrow(/client_reference_id/);
  });

  it("starts a checkout, or says why it can't", () => {
    const ok = startCheckout(complete, "/local-stripe/pay/test_launchkit_complete", ORIGIN, 1767225600000);
    expect(ok).toEqual({
      ok: true,
      clientReferenceId: "launchkit_1767225600000",
      url: "http://localhost:4204/local-stripe/pay/test_launchkit_complete?client_reference_id=launchkit_1767225600000",
    });
    expect(startCheckout(complete, "", ORIGIN)).toMatchObject({ ok: false, error: "missing" });
    expect(startCheckout(complete, "buy.stripe.com/x", ORIGIN)).toMatchObject({ ok: false, error: "invalid" });
  });
});

describe("order summary", () => {
  it("adds a $0 service fee to the kit price", () => {
    expect(orderSummary(complete)).toEqual({ subtotal: 799, serviceFee: 0, total: 799 });
  });
});

describe("pending checkout memory", () => {
  it("round-trips the kit and ignores what doesn't name a kit", () => {
    const s = memoryStorage();
    expect(readPendingCheckout(s)).toBeNull();
    rememberPendingCheckout(s, { kitId: "pro", priceId: "price_1RkProGuestOps999", clientReferenceId: "launchkit_5", startedAt: 5 });
    expect(readPendingCheckout(s)).toEqual({ kitId: "pro", priceId: "price_1RkProGuestOps999", clientReferenceId: "launchkit_5", startedAt: 5 });
    clearPendingCheckout(s);
    expect(readPendingCheckout(s)).toBeNull();
    s.setItem(PENDING_CHECKOUT_KEY, "{not json");
    expect(readPendingCheckout(s)).toBeNull();
    s.setItem(PENDING_CHECKOUT_KEY, JSON.stringify({ kitId: "gold", clientReferenceId: "x", startedAt: 1 }));
    expect(readPendingCheckout(s)).toBeNull();
    expect(readPendingCheckout(undefined)).toBeNull();
  });
});
