// @ts-check
/**
 * The Turnstile stand-in: siteverify in Cloudflare's wire format (single use, expiry, the test
 * secrets, LOCAL_TURNSTILE=fail), and the widget script run in a DOM (jsdom), loaded from the
 * server like a page loads it.
 */
// @ts-expect-error -- jsdom ships no types here; the test uses a few of its calls
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "../server.mjs";
import { TOKEN_LIFETIME_MS, TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET_FAIL, TURNSTILE_TEST_SECRET_PASS, createService, makeToken } from "./service.mjs";

/** @param {NodeJS.ProcessEnv} env */
async function serve(env = {}) {
  const service = await createService({ log: () => {}, env });
  const site = createSiteServer({ root: "/nonexistent", services: [service] });
  const origin = `http://127.0.0.1:${await site.listen(0)}`;
  return { origin, close: () => site.close() };
}

/** @type {{ origin: string, close: () => Promise<void> }} */
let server;
beforeAll(async () => {
  server = await serve();
});
afterAll(() => server.close());

/**
 * POST siteverify, form-encoded (as Cloudflare's examples) or JSON.
 * @param {Record<string, string>} fields @param {"form" | "json"} [as] @param {string} [origin]
 */
async function verify(fields, as = "form", origin = server.origin) {
  const res = await fetch(`${origin}/local-turnstile/turnstile/v0/siteverify`, {
    method: "POST",
    headers: { "Content-Type": as === "json" ? "application/json" : "application/x-www-form-urlencoded" },
    body: as === "json" ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe("siteverify", () => {
  it("accepts a widget's token once, in Cloudflare's answer; the second time it is timeout-or-duplicate", async () => {
    const token = makeToken({ action: "signup", cdata: "form-1", hostname: "localhost" });
    const first = await verify({ secret: TURNSTILE_TEST_SECRET_PASS, response: token, remoteip: "203.0.113.9" });
    expect(first).toMatchObject({ success: true, "error-codes": [], hostname: "localhost", action: "signup", cdata: "form-1" });
    expect(Date.parse(first.challenge_ts)).toBeGreaterThan(Date.now() - 60_000);
    expect(await verify({ secret: TURNSTILE_TEST_SECRET_PASS, response: token }, "json")).toMatchObject({ success: false, "error-codes": ["timeout-or-duplicate"] });
  });

  it("answers the same for a repeated idempotency_key", async () => {
    const token = makeToken();
    const fields = { secret: TURNSTILE_TEST_SECRET_PASS, response: token, idempotency_key: crypto.randomUUID() };
    expect((await verify(fields)).success).toBe(true);
    expect((await verify(fields)).success).toBe(true);
    expect((await verify({ ...fields, idempotency_key: crypto.randomUUID() }))["error-codes"]).toEqual(["timeout-or-duplicate"]);
  });

  it("refuses a token marked to fail, an expired one, a made-up one, and missing fields", async () => {
    const secret = TURNSTILE_TEST_SECRET_PASS;
    expect(await verify({ secret, response: makeToken({ outcome: "fail" }) })).toMatchObject({ success: false, "error-codes": ["invalid-input-response"] });
    expect(await verify({ secret, response: makeToken({ issuedAt: Date.now() - TOKEN_LIFETIME_MS - 1000 }) })).toMatchObject({ success: false, "error-codes": ["timeout-or-duplicate"] });
    expect(await verify({ secret, response: "local1.bm90LWpzb24.x" })).toMatchObject({ success: false, "error-codes": ["invalid-input-response"] });
    expect(await verify({ secret, response: "anything" })).toMatchObject({ success: false, "error-codes": ["invalid-input-response"] });
    expect(await verify({ secret })).toMatchObject({ success: false, "error-codes": ["missing-input-response"] });
    expect(await verify({ response: makeToken() })).toMatchObject({ success: false, "error-codes": ["missing-input-secret"] });
  });

  it("fails everything with Cloudflare's always-fail secret, and passes its dummy token repeatedly", async () => {
    expect(await verify({ secret: TURNSTILE_TEST_SECRET_FAIL, response: makeToken() })).toMatchObject({ success: false, "error-codes": ["invalid-input-response"] });
    for (let i = 0; i < 2; i++) expect((await verify({ secret: TURNSTILE_TEST_SECRET_PASS, response: TURNSTILE_DUMMY_TOKEN })).success).toBe(true);
  });

  it("fails every token while the server runs with LOCAL_TURNSTILE=fail", async () => {
    const failing = await serve({ LOCAL_TURNSTILE: "fail" });
    try {
      expect(await verify({ secret: TURNSTILE_TEST_SECRET_PASS, response: makeToken() }, "form", failing.origin)).toMatchObject({ success: false, "error-codes": ["invalid-input-response"] });
    } finally {
      await failing.close();
    }
  });

  it("takes only POST", async () => {
    expect((await fetch(`${server.origin}/local-turnstile/turnstile/v0/siteverify`)).status).toBe(405);
  });
});

describe("the widget script", () => {
  /**
   * A page that loads api.js from the server, as the site does.
   * @param {string} body @param {string} [query] @param {string} [storage]
   */
  async function pageWith(body, query = "", storage) {
    const dom = new JSDOM(`<!doctype html><html><body>${body}</body></html>`, { url: `${server.origin}/subscribe`, runScripts: "dangerously", resources: "usable" });
    const { window } = dom;
    if (storage) window.localStorage.setItem("local-turnstile", storage);
    /** @type {any} */ (window).loaded = () => ((/** @type {any} */ (window)).onloadCalled = true);
    const script = window.document.createElement("script");
    script.src = `${server.origin}/local-turnstile/turnstile/v0/api.js${query}`;
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
    window.document.body.appendChild(script);
    await loaded;
    return /** @type {any} */ (window);
  }

  it("renders a box, calls back with a token ~100 ms later that siteverify accepts once; reset gives a new one", async () => {
    const window = await pageWith('<form><div id="slot"></div></form>', "?render=explicit&onload=loaded");
    await expect.poll(() => window.onloadCalled).toBe(true);
    /** @type {string[]} */
    const tokens = [];
    const id = window.turnstile.render("#slot", { sitekey: "1x00000000000000000000AA", action: "signup", callback: (/** @type {string} */ t) => tokens.push(t) });
    expect(window.document.querySelector("#slot").textContent).toContain("verifying");
    expect(window.turnstile.getResponse(id)).toBeUndefined();
    await expect.poll(() => tokens.length).toBe(1);
    expect(window.document.querySelector("#slot").textContent).toBe("Local Turnstile stand-in: verified");
    expect(window.turnstile.getResponse(id)).toBe(tokens[0]);
    expect(window.document.querySelector('input[name="cf-turnstile-response"]').value).toBe(tokens[0]);
    expect(window.turnstile.isExpired(id)).toBe(false);
    expect(await verify({ secret: TURNSTILE_TEST_SECRET_PASS, response: tokens[0] ?? "" })).toMatchObject({ success: true, action: "signup", hostname: "127.0.0.1" });

    window.turnstile.reset(id);
    expect(window.turnstile.getResponse(id)).toBeUndefined();
    await expect.poll(() => tokens.length).toBe(2);
    expect(tokens[1]).not.toBe(tokens[0]);
    window.turnstile.remove(id);
    expect(window.document.querySelector("#slot").children).toHaveLength(0);
    expect(window.turnstile.getResponse(id)).toBeUndefined();
  });

  it("shows nothing with appearance interaction-only, and waits for execute() with execution execute", async () => {
    const window = await pageWith('<div id="a"></div><div id="b"></div>', "?render=explicit");
    /** @type {string[]} */
    const tokens = [];
    window.turnstile.render(window.document.getElementById("a"), { sitekey: "k", appearance: "interaction-only", callback: (/** @type {string} */ t) => tokens.push(t) });
    expect(window.document.querySelector('#a [role="status"]')).toBeNull();
    await expect.poll(() => tokens.length).toBe(1);
    const b = window.turnstile.render("#b", { sitekey: "k", execution: "execute", callback: (/** @type {string} */ t) => tokens.push(t) });
    await new Promise((r) => setTimeout(r, 250));
    expect(tokens).toHaveLength(1);
    window.turnstile.execute(b);
    await expect.poll(() => tokens.length).toBe(2);
  });

  it("renders .cf-turnstile elements by itself, and marks tokens to fail when localStorage says so", async () => {
    const window = await pageWith('<div class="cf-turnstile" data-sitekey="1x00000000000000000000AA" data-callback="got"></div>', "", "fail");
    /** @type {string[]} */
    const tokens = [];
    window.got = (/** @type {string} */ t) => tokens.push(t);
    await expect.poll(() => tokens.length).toBe(1);
    expect(window.document.querySelector(".cf-turnstile").textContent).toContain("will fail");
    expect(await verify({ secret: TURNSTILE_TEST_SECRET_PASS, response: tokens[0] ?? "" })).toMatchObject({ success: false, "error-codes": ["invalid-input-response"] });
  });

  it("calls the error-callback for Cloudflare's always-block test site key", async () => {
    const window = await pageWith('<div id="slot"></div>', "?render=explicit");
    /** @type {string[]} */
    const errors = [];
    window.turnstile.render("#slot", { sitekey: "2x00000000000000000000AB", callback: () => errors.push("token"), "error-callback": (/** @type {string} */ code) => errors.push(code) });
    await expect.poll(() => errors).toEqual(["600010"]);
  });
});
