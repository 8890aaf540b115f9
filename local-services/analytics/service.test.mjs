// @ts-check
/**
 * The analytics stand-in: its JSON API (runs kept apart, bad input refused, memory bounded) and
 * its gtag.js and fbevents.js run in a DOM (jsdom) as a page runs them: the dataLayer's commands in
 * order, Consent Mode's state at each hit, the fbq queue.
 */
// @ts-expect-error -- jsdom ships no types here; the test uses a few of its calls
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "../server.mjs";
import { GTAG_SCRIPT_PATH, META_PIXEL_SCRIPT_PATH, createService, toHit } from "./service.mjs";

/** @type {{ origin: string, close: () => Promise<void> }} */
let server;
beforeAll(async () => {
  const service = await createService();
  const site = createSiteServer({ root: "/nonexistent", services: [service] });
  server = { origin: `http://127.0.0.1:${await site.listen(0)}`, close: () => site.close() };
});
afterAll(() => server.close());

/** @param {string} run */
const hitsOf = async (run) => (await fetch(`${server.origin}/local-analytics/api/hits?run=${run}`)).json();

/** @param {unknown} body @param {string} run */
const post = (body, run) => fetch(`${server.origin}/local-analytics/collect`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: `local-analytics-run=${run}` }, body: JSON.stringify(body) });

/**
 * A page that runs `setup` (what the site's loader does), then the stand-in script at `src`.
 * @param {string} run @param {(w: any) => void} setup @param {string} src
 */
async function pageWith(run, setup, src) {
  const dom = new JSDOM(`<!doctype html><html><head><title>Store</title></head><body></body></html>`, { url: `${server.origin}/store?x=1`, runScripts: "outside-only" });
  const w = dom.window;
  // The page's requests carry the test's run, as a browser's carry its cookie.
  const realFetch = globalThis.fetch;
  w.fetch = (/** @type {string} */ url, /** @type {any} */ init) => realFetch(url, { ...init, headers: { ...init.headers, "X-Local-Analytics-Run": run } });
  setup(w);
  const code = await (await fetch(`${server.origin}${src}`)).text();
  const script = w.document.createElement("script");
  Object.defineProperty(w.document, "currentScript", { value: { src: `${server.origin}${src}` }, configurable: true });
  w.eval(code);
  script.remove();
  return w;
}

describe("the analytics stand-in's API", () => {
  it("keeps each run's hits apart, oldest first, and clears one run", async () => {
    await post({ tool: "ga4", event: "a", params: { x: 1 }, consent: { analytics_storage: "granted" }, page: "/p" }, "r1");
    await post([{ tool: "meta", event: "Purchase" }, { tool: "ga4", event: "b" }], "r1");
    await post({ tool: "ga4", event: "other" }, "r2");
    const hits = await hitsOf("r1");
    expect(hits.map((/** @type {any} */ h) => h.event)).toEqual(["a", "Purchase", "b"]);
    expect(hits[0]).toMatchObject({ tool: "ga4", params: { x: 1 }, page: "/p", run: "r1", consent: { analytics_storage: "granted", ad_storage: "denied" } });
    expect(hits[1].seq).toBeGreaterThan(hits[0].seq);
    await fetch(`${server.origin}/local-analytics/api/hits?run=r1`, { method: "DELETE" });
    expect(await hitsOf("r1")).toEqual([]);
    expect(await hitsOf("r2")).toHaveLength(1);
  });

  it("refuses what is not a hit, without keeping anything", async () => {
    expect((await fetch(`${server.origin}/local-analytics/collect`, { method: "POST", body: "{not json" })).status).toBe(400);
    expect((await post({ tool: "x", event: "a" }, "r3")).status).toBe(400);
    expect((await post({ tool: "ga4" }, "r3")).status).toBe(400);
    expect(await hitsOf("r3")).toEqual([]);
    expect(toHit({ tool: "ga4", event: "e", params: [1], consent: { ad_storage: "yes" } }, { seq: 1, now: new Date(0), run: null })).toMatchObject({ params: {}, consent: { ad_storage: "denied" } });
  });

  it("shows every hit, newest first, escaped", async () => {
    await post({ tool: "ga4", event: "<b>first</b>" }, "r4");
    await post({ tool: "meta", event: "second" }, "r4");
    const html = await (await fetch(`${server.origin}/local-analytics?run=r4`)).text();
    expect(html).toContain("&lt;b&gt;first&lt;/b&gt;");
    expect(html.indexOf("second")).toBeLessThan(html.indexOf("&lt;b&gt;first"));
  });
});

describe("the stand-in gtag.js and fbevents.js", () => {
  it("reads the dataLayer in order: events queued before consent carry the denied state, a plain array is ignored", async () => {
    const w = await pageWith(
      "g1",
      (w) => {
        w.dataLayer = [];
        w.gtag = function () {
          w.dataLayer.push(arguments);
        };
        w.gtag("consent", "default", { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
        w.gtag("event", "view_item_list", { items: [{ item_id: "p1" }] });
        w.dataLayer.push(["event", "lost", {}]);
        w.gtag("consent", "update", { ad_storage: "granted", analytics_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" });
        w.gtag("js", new Date());
        w.gtag("config", "G-TEST1");
      },
      `${GTAG_SCRIPT_PATH}?id=G-TEST1`,
    );
    w.gtag("event", "add_to_cart", { value: 10, send_to: "G-TEST1", event_callback: () => {} });
    await expect.poll(async () => (await hitsOf("g1")).map((/** @type {any} */ h) => h.event)).toEqual(["page_view", "view_item_list", "add_to_cart"]);
    const [pageView, list, add] = await hitsOf("g1");
    expect(pageView).toMatchObject({ tool: "ga4", id: "G-TEST1", method: "config", page: "/store?x=1", title: "Store", consent: { analytics_storage: "granted" } });
    expect(list.consent).toEqual({ ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
    expect(list.client).toBeNull();
    expect(add.params).toEqual({ value: 10 });
    expect(add.client).toMatch(/^\d+\.\d+$/);
  });

  it("takes over the fbq stub: its queue, then each call, with the eventID", async () => {
    const w = await pageWith(
      "m1",
      (w) => {
        const fbq = Object.assign((/** @type {unknown[]} */ ...args) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args)), { queue: /** @type {unknown[]} */ ([]), callMethod: /** @type {any} */ (undefined) });
        w.fbq = fbq;
        fbq("track", "Dropped");
        fbq("init", "42");
        fbq("track", "PageView");
      },
      META_PIXEL_SCRIPT_PATH,
    );
    w.fbq("track", "Purchase", { value: 5, currency: "USD" }, { eventID: "T-1" });
    w.fbq("consent", "revoke");
    w.fbq("trackCustom", "held");
    await expect.poll(async () => (await hitsOf("m1")).map((/** @type {any} */ h) => h.event)).toEqual(["PageView", "Purchase"]);
    expect((await hitsOf("m1"))[1]).toMatchObject({ tool: "meta", id: "42", method: "track", event_id: "T-1", params: { value: 5, currency: "USD" } });
    w.fbq("consent", "grant");
    await expect.poll(async () => (await hitsOf("m1")).map((/** @type {any} */ h) => h.event)).toEqual(["PageView", "Purchase", "held"]);
  });
});
