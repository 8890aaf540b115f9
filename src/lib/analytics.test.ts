import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("./config", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./config")>();
  return { ...actual, config: { ...actual.config, analytics: { ga4Id: "G-TEST123", gtmId: "", metaPixelId: "42" } } };
});

type W = { dataLayer?: unknown[]; gtag?: unknown; fbq?: unknown };
const w = window as unknown as W;
const layer = () => (w.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

async function load() {
  const analytics = await import("./analytics");
  const sender = await import("./analytics-send");
  const loader = await import("./analytics-loader");
  const plan = await import("./measurement-plan");
  return { ...analytics, send: sender.send, ...loader, plan };
}

const kit = { stripePriceId: "price_1RkBasicLaunchSetup499", name: "Basic Launch Setup", price: 499 };

describe("analytics", () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    document.head.innerHTML = "";
    delete w.dataLayer;
    delete w.gtag;
    delete w.fbq;
  });

  it("counts as configured only when an id is set", async () => {
    const { analyticsConfigured } = await load();
    expect(analyticsConfigured({ ga4Id: "", gtmId: "", metaPixelId: "" })).toBe(false);
    expect(analyticsConfigured({ ga4Id: "G-1", gtmId: "", metaPixelId: "" })).toBe(true);
    expect(analyticsConfigured({ ga4Id: "", gtmId: "", metaPixelId: "123" })).toBe(true);
  });

  it("keeps events made before the loader until the Consent Mode defaults are in the data layer, and Meta's until consent", async () => {
    const { send, initAnalytics, setConsent, plan } = await load();
    send(plan.viewItem(plan.kitLine(kit)));
    // Nothing in the data layer ahead of "consent default denied", and no pixel.
    expect(w.dataLayer).toBeUndefined();
    expect(w.fbq).toBeUndefined();
    initAnalytics();
    const names = layer().map((a) => a.slice(0, 2).join(" "));
    expect(names).toEqual(["consent default", "event view_item"]);
    expect(w.fbq).toBeUndefined();
    setConsent("accepted");
    const queue = (w.fbq as { queue: unknown[][] }).queue;
    expect(queue.map((a) => a.slice(0, 2))).toEqual([
      ["init", "42"],
      ["track", "PageView"],
      ["track", "ViewContent"],
    ]);
    // Sent once: nothing left waiting for a second flush.
    initAnalytics();
    expect(layer().filter((a) => a[1] === "view_item")).toHaveLength(1);
    expect(queue.filter((a) => a[1] === "ViewContent")).toHaveLength(1);
  });

  it("sends a standard event with its eventID through fbq('track'), a custom one through 'trackCustom', after consent", async () => {
    localStorage.setItem("analytics-consent", "accepted");
    const { send, initAnalytics, plan } = await load();
    initAnalytics();
    send(plan.purchase("cs_test_abc", [plan.kitLine(kit)]));
    send(plan.bookCallClick("/pricing"));
    const queue = (w.fbq as { queue: unknown[][] }).queue;
    expect(queue.at(-2)).toEqual(["track", "Purchase", expect.objectContaining({ value: 499, currency: "USD" }), { eventID: "cs_test_abc" }]);
    expect(queue.at(-1)).toEqual(["trackCustom", "book_call_click", expect.objectContaining({ path: "/pricing" }), { eventID: expect.any(String) }]);
    const ga4 = layer().filter((a) => a[0] === "event");
    expect(ga4.map((a) => a[1])).toEqual(["purchase", "book_call_click"]);
    expect(ga4[0]![2]).toMatchObject({ transaction_id: "cs_test_abc", value: 499, currency: "USD", items: [{ item_id: kit.stripePriceId, quantity: 1 }] });
  });

  it("tracks in the order things happened, the plan loading with the first event", async () => {
    localStorage.setItem("analytics-consent", "accepted");
    const { track, initAnalytics } = await load();
    initAnalytics();
    track((p) => p.bookCallClick("/"));
    track(() => null);
    track((p) => p.selectLanguage("/", "es"));
    // Nothing synchronously: the sending half is a chunk of its own.
    expect(layer().filter((a) => a[0] === "event")).toEqual([]);
    await vi.waitFor(() => expect(layer().filter((a) => a[0] === "event").map((a) => a[1])).toEqual(["book_call_click", "select_language"]));
  });

  it("never lets Meta see a moment the plan gives it none for", async () => {
    localStorage.setItem("analytics-consent", "accepted");
    const { send, initAnalytics, plan } = await load();
    initAnalytics();
    send(plan.viewCart([plan.kitLine(kit)]));
    const queue = (w.fbq as { queue: unknown[][] }).queue;
    expect(queue.map((a) => a[1])).toEqual(["42", "PageView"]);
    expect(layer().filter((a) => a[0] === "event").map((a) => a[1])).toEqual(["view_cart"]);
  });

  it("on a page the browser prerendered, loads no tag and sends nothing until the visitor opens it", async () => {
    localStorage.setItem("analytics-consent", "accepted");
    const { send, initAnalytics, plan } = await load();
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    try {
      initAnalytics();
      send(plan.viewItem(plan.kitLine(kit)));
      expect(w.dataLayer).toBeUndefined();
      expect(w.fbq).toBeUndefined();
      expect(document.head.querySelectorAll("script")).toHaveLength(0);
      Object.defineProperty(document, "prerendering", { value: false, configurable: true });
      document.dispatchEvent(new Event("prerenderingchange"));
      expect(layer().filter((a) => a[0] === "event").map((a) => a[1])).toEqual(["view_item"]);
      expect((w.fbq as { queue: unknown[][] }).queue.map((a) => a[1])).toEqual(["42", "PageView", "ViewContent"]);
      expect(document.head.querySelectorAll("script").length).toBeGreaterThan(0);
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });
});
