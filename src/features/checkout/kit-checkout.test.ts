import { describe, expect, it } from "vitest";
import { en as kitCopy } from "~/content/kit-copy/en";
import { en as checkoutEn } from "~/content/checkout/en";
import { es as checkoutEs } from "~/content/checkout/es";
import { es as kitCopyEs } from "~/content/kit-copy/es";
import { KITS } from "~/content/kits";
import {
  buildPaymentLinkUrl,
  checkPaymentLink,
  createClientReferenceId,
  isValidClientReferenceId,
  kitCheckoutMeta,
  lookupCheckoutKit,
  orderSummary,
  startKitCheckout,
} from "./kit-checkout";
import { clearKitCheckout, confirmKitCheckout, KIT_CHECKOUT_STORAGE, readKitCheckout, saveKitCheckout } from "./pending-kit-checkout";

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
    for (const kit of KITS) expect(lookupCheckoutKit(kit.stripePriceId, kitCopy)?.id).toBe(kit.id);
    expect(lookupCheckoutKit("price_1RkCompleteBrandBoost799", kitCopy)?.name).toBe("Complete Setup + Brand Boost");
  });

  it("accepts a padded id, and nothing else", () => {
    expect(lookupCheckoutKit(" price_1RkProGuestOps999 ", kitCopy)?.id).toBe("pro");
    expect(lookupCheckoutKit("price_unknown", kitCopy)).toBeNull();
    expect(lookupCheckoutKit("PRICE_1RKPROGUESTOPS999", kitCopy)).toBeNull();
    expect(lookupCheckoutKit("basic", kitCopy)).toBeNull();
    expect(lookupCheckoutKit("%E0%A4%A", kitCopy)).toBeNull();
    expect(lookupCheckoutKit("", kitCopy)).toBeNull();
    expect(lookupCheckoutKit(undefined, kitCopy)).toBeNull();
  });
});

describe("the checkout page in each language", () => {
  it("finds the kit with the words of the page's language, the facts the same", () => {
    const en = lookupCheckoutKit("price_1RkProGuestOps999", kitCopy)!;
    const es = lookupCheckoutKit("price_1RkProGuestOps999", kitCopyEs)!;
    // Stripe's product name in both languages: the name on its payment page and the receipt.
    expect([es.name, es.price, es.stripePriceId, es.image.src]).toEqual([en.name, en.price, en.stripePriceId, en.image.src]);
    expect(es.name).toBe("Pro Setup + 30-Day Guest Ops");
    expect(es.features).toEqual(kitCopyEs.kits.pro.features);
    expect(es.image.alt).toBe(kitCopyEs.kits.pro.imageAlt);
  });

  it("names the kit in the head, at the page's own address in its language", () => {
    const tags = (lang: "en" | "es") => kitCheckoutMeta("price_1RkBasicLaunchSetup499", lang === "en" ? checkoutEn : checkoutEs, lang);
    const get = (meta: ReturnType<typeof tags>, pick: (m: Record<string, unknown>) => boolean) => meta.find((m) => pick(m as Record<string, unknown>)) as Record<string, string>;
    expect(get(tags("en"), (m) => "title" in m).title).toMatch(/^Checkout: Basic Launch Setup \|/);
    expect(get(tags("es"), (m) => "title" in m).title).toMatch(/^Pago: Basic Launch Setup \|/);
    expect(get(tags("es"), (m) => m.rel === "canonical").href).toMatch(/\/es\/pago\/price_1RkBasicLaunchSetup499$/);
    expect(get(tags("en"), (m) => m.rel === "canonical").href).toMatch(/[^s]\/checkout\/price_1RkBasicLaunchSetup499$/);
    expect(get(tags("es"), (m) => m.property === "og:locale").content).toBe("es_MX");
    expect(get(tags("es"), (m) => m.name === "robots").content).toBe("noindex, nofollow");
    expect(get(kitCheckoutMeta("price_unknown", checkoutEs, "es"), (m) => "title" in m).title).toMatch(/^Pago \|/);
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
    const ok = startKitCheckout(complete, "/local-stripe/pay/test_launchkit_complete", ORIGIN, 1767225600000);
    expect(ok).toEqual({
      ok: true,
      clientReferenceId: "launchkit_1767225600000",
      url: "http://localhost:4204/local-stripe/pay/test_launchkit_complete?client_reference_id=launchkit_1767225600000",
    });
    expect(startKitCheckout(complete, "", ORIGIN)).toMatchObject({ ok: false, error: "missing" });
    expect(startKitCheckout(complete, "buy.stripe.com/x", ORIGIN)).toMatchObject({ ok: false, error: "invalid" });
  });
});

describe("order summary", () => {
  it("adds a $0 service fee to the kit price", () => {
    expect(orderSummary(complete)).toEqual({ subtotal: 799, serviceFee: 0, total: 799 });
  });
});

describe("the kit's pending checkout", () => {
  const KEY = KIT_CHECKOUT_STORAGE.key;

  it("round-trips the kit and ignores what doesn't name a kit", () => {
    const s = memoryStorage();
    expect(readKitCheckout(s)).toBeNull();
    saveKitCheckout({ kind: "kit", kitId: "pro", priceId: "price_1RkProGuestOps999", clientReferenceId: "launchkit_5", startedAt: 5 }, s);
    expect(readKitCheckout(s)).toEqual({ kind: "kit", kitId: "pro", priceId: "price_1RkProGuestOps999", clientReferenceId: "launchkit_5", startedAt: 5 });
    clearKitCheckout(s);
    expect(readKitCheckout(s)).toBeNull();
    s.setItem(KEY, "{not json");
    expect(readKitCheckout(s)).toBeNull();
    s.setItem(KEY, "null");
    expect(readKitCheckout(s)).toBeNull();
    s.setItem(KEY, JSON.stringify({ kitId: "gold", clientReferenceId: "x", startedAt: 1 }));
    expect(readKitCheckout(s)).toBeNull();
    s.setItem(KEY, JSON.stringify({ kind: "store", kitId: "pro", clientReferenceId: "x", startedAt: 1 }));
    expect(readKitCheckout(s)).toBeNull();
    expect(readKitCheckout(null)).toBeNull();
  });

  it("reads a record the site wrote before pending checkouts had a kind, under the same key", () => {
    const s = memoryStorage();
    // Exactly what the previous release's checkout page left in a visitor's sessionStorage.
    s.setItem("launchkit-pending-checkout", '{"kitId":"complete","priceId":"price_1RkCompleteBrandBoost799","clientReferenceId":"launchkit_1767225600123","startedAt":1767225600123}');
    expect(readKitCheckout(s)).toEqual({ kind: "kit", kitId: "complete", priceId: complete.stripePriceId, clientReferenceId: "launchkit_1767225600123", startedAt: 1767225600123 });
  });

  it("keeps the Stripe session it was confirmed with, and only the first one", () => {
    const s = memoryStorage();
    const pending = { kind: "kit", kitId: "pro", priceId: "price_1RkProGuestOps999", clientReferenceId: "launchkit_5", startedAt: 5 } as const;
    const confirmed = confirmKitCheckout(pending, "cs_test_first0001");
    expect(confirmKitCheckout(confirmed, "cs_test_second0002").sessionId).toBe("cs_test_first0001");
    saveKitCheckout(confirmed, s);
    expect(readKitCheckout(s)).toEqual({ ...pending, sessionId: "cs_test_first0001" });
  });

  it("is kept in this tab's sessionStorage by default", () => {
    sessionStorage.clear();
    saveKitCheckout({ kind: "kit", kitId: "basic", priceId: "p", clientReferenceId: "launchkit_7", startedAt: 7 });
    expect(JSON.parse(sessionStorage.getItem("launchkit-pending-checkout")!)).toMatchObject({ kind: "kit", kitId: "basic" });
    expect(localStorage.getItem("launchkit-pending-checkout")).toBeNull();
    expect(readKitCheckout()).toMatchObject({ kitId: "basic" });
    clearKitCheckout();
    expect(sessionStorage.getItem("launchkit-pending-checkout")).toBeNull();
  });
});
