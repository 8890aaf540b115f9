// @vitest-environment node
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { KITS } from "../src/content/kits";
import { readSettings, STRIPE_KITS } from "./stripe-payment-links.mjs";

const SCRIPT = fileURLToPath(new URL("./stripe-payment-links.mjs", import.meta.url));
const KEY = "sk_test_51LocalFakeKeyForTests";
const ORIGIN = "https://www.cxhost.example";
const success = (kitId, origin = ORIGIN) => `${origin}/checkout-success?kit=${kitId}&session_id={CHECKOUT_SESSION_ID}`;

/**
 * A stand-in for api.stripe.com: the three endpoints the script uses, in Stripe's wire format
 * (form-encoded bodies with bracketed keys, JSON responses, list objects), recording each request.
 */
function fakeStripe() {
  const state = {
    /** @type {{ method: string, path: string, query: Record<string, string>, body: Record<string, string>, auth: string }[]} */
    requests: [],
    /** @type {Record<string, any>} */
    prices: {},
    /** @type {any[]} */
    links: [],
  };
  const reset = () => {
    state.requests.length = 0;
    state.links.length = 0;
    state.prices = Object.fromEntries(
      STRIPE_KITS.map((k) => [k.stripePriceId, { id: k.stripePriceId, object: "price", active: true, type: "one_time", currency: "usd", unit_amount: k.unitAmount }]),
    );
  };
  reset();
  const json = (res, status, body) => {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": "req_test" });
    res.end(JSON.stringify(body));
  };
  const nested = (body, prefix) => {
    const out = {};
    for (const [k, v] of Object.entries(body)) if (k.startsWith(`${prefix}[`)) out[k.slice(prefix.length + 1, -1)] = v;
    return out;
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stripe.test");
      const body = Object.fromEntries(new URLSearchParams(raw));
      state.requests.push({ method: req.method ?? "", path: url.pathname, query: Object.fromEntries(url.searchParams), body, auth: String(req.headers.authorization) });
      const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && priceMatch) {
        const price = state.prices[decodeURIComponent(priceMatch[1])];
        return price ? json(res, 200, price) : json(res, 404, { error: { type: "invalid_request_error", message: `No such price: '${priceMatch[1]}'` } });
      }
      if (req.method === "GET" && url.pathname === "/v1/payment_links") {
        const data = state.links.filter((l) => url.searchParams.get("active") !== "true" || l.active);
        return json(res, 200, { object: "list", url: "/v1/payment_links", has_more: false, data });
      }
      if (req.method === "POST" && url.pathname === "/v1/payment_links") {
        const n = state.links.length + 1;
        const link = {
          id: `plink_test_${n}`,
          object: "payment_link",
          active: true,
          url: `https://buy.stripe.com/test_link${n}`,
          metadata: nested(body, "metadata"),
          after_completion: { type: body["after_completion[type]"], redirect: { url: body["after_completion[redirect][url]"] } },
        };
        state.links.push(link);
        return json(res, 200, link);
      }
      const updateMatch = /^\/v1\/payment_links\/([^/]+)$/.exec(url.pathname);
      if (req.method === "POST" && updateMatch) {
        const link = state.links.find((l) => l.id === updateMatch[1]);
        if (!link) return json(res, 404, { error: { type: "invalid_request_error", message: "No such payment link" } });
        link.after_completion = { type: body["after_completion[type]"], redirect: { url: body["after_completion[redirect][url]"] } };
        return json(res, 200, link);
      }
      json(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  return { server, state, reset };
}

const fake = fakeStripe();
let apiBase = "";
let cwd = "";

beforeAll(async () => {
  await new Promise((r) => fake.server.listen(0, "127.0.0.1", () => r(undefined)));
  const addr = fake.server.address();
  apiBase = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
  cwd = mkdtempSync(path.join(tmpdir(), "payment-links-"));
});
afterAll(async () => {
  await new Promise((r) => fake.server.close(() => r(undefined)));
  rmSync(cwd, { recursive: true, force: true });
});
beforeEach(() => fake.reset());

/** Runs the script as `npm run stripe:payment-links` would, with only the given variables. */
function run(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT], { cwd, env: { PATH: process.env.PATH, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const baseEnv = () => ({ STRIPE_SECRET_KEY: KEY, VITE_SITE_ORIGIN: ORIGIN, STRIPE_API_BASE: apiBase });

describe("npm run stripe:payment-links", () => {
  it("creates one Payment Link per kit price and prints the .env lines", async () => {
    const { code, stdout, stderr } = await run(baseEnv());
    expect(stderr).not.toMatch(/failed/);
    expect(code).toBe(0);
    expect(stdout.trim().split("\n").slice(1)).toEqual([
      "VITE_STRIPE_LINK_BASIC=https://buy.stripe.com/test_link1",
      "VITE_STRIPE_LINK_COMPLETE=https://buy.stripe.com/test_link2",
      "VITE_STRIPE_LINK_PRO=https://buy.stripe.com/test_link3",
    ]);

    const reqs = fake.state.requests;
    expect(reqs.every((r) => r.auth === `Bearer ${KEY}`)).toBe(true);
    expect(reqs.filter((r) => r.method === "GET" && r.path.startsWith("/v1/prices/")).map((r) => r.path)).toEqual(
      STRIPE_KITS.map((k) => `/v1/prices/${k.stripePriceId}`),
    );
    const list = reqs.find((r) => r.path === "/v1/payment_links" && r.method === "GET");
    expect(list?.query).toMatchObject({ active: "true", limit: "100" });
    const creates = reqs.filter((r) => r.method === "POST" && r.path === "/v1/payment_links");
    expect(creates).toHaveLength(3);
    creates.forEach((r, i) => {
      const kit = STRIPE_KITS[i];
      expect(r.body).toEqual({
        "line_items[0][price]": kit.stripePriceId,
        "line_items[0][quantity]": "1",
        "after_completion[type]": "redirect",
        "after_completion[redirect][url]": success(kit.id),
        "metadata[launchkit_price_id]": kit.stripePriceId,
        "metadata[launchkit_kit_id]": kit.id,
      });
    });
  });

  it("finds its links by metadata and reuses them: nothing new on a second run", async () => {
    await run(baseEnv());
    fake.state.requests.length = 0;
    const { code, stdout } = await run(baseEnv());
    expect(code).toBe(0);
    expect(stdout).toContain("VITE_STRIPE_LINK_COMPLETE=https://buy.stripe.com/test_link2");
    expect(fake.state.requests.filter((r) => r.method === "POST")).toEqual([]);
    expect(fake.state.links).toHaveLength(3);
  });

  it("updates a reused link whose success URL is out of date, and ignores links it didn't make", async () => {
    fake.state.links.push(
      { id: "plink_other", object: "payment_link", active: true, url: "https://buy.stripe.com/test_other", metadata: {}, after_completion: { type: "hosted_confirmation" } },
      {
        id: "plink_old",
        object: "payment_link",
        active: true,
        url: "https://buy.stripe.com/test_old",
        metadata: { launchkit_price_id: STRIPE_KITS[0].stripePriceId, launchkit_kit_id: "basic" },
        after_completion: { type: "redirect", redirect: { url: "https://old.example/thanks" } },
      },
    );
    const { code, stdout } = await run(baseEnv());
    expect(code).toBe(0);
    expect(stdout).toContain("VITE_STRIPE_LINK_BASIC=https://buy.stripe.com/test_old");
    const update = fake.state.requests.find((r) => r.method === "POST" && r.path === "/v1/payment_links/plink_old");
    expect(update?.body).toEqual({ "after_completion[type]": "redirect", "after_completion[redirect][url]": success("basic") });
    expect(fake.state.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_links")).toHaveLength(2);
  });

  it("refuses to run without STRIPE_SECRET_KEY, and sends nothing", async () => {
    const { code, stderr, stdout } = await run({ VITE_SITE_ORIGIN: ORIGIN, STRIPE_API_BASE: apiBase });
    expect(code).toBe(1);
    expect(stderr).toMatch(/STRIPE_SECRET_KEY is not set/);
    expect(stdout).toBe("");
    expect(fake.state.requests).toEqual([]);
  });

  it("refuses a secret key in a VITE_ variable", async () => {
    const { code, stderr } = await run({ VITE_STRIPE_SECRET_KEY: KEY, VITE_SITE_ORIGIN: ORIGIN, STRIPE_API_BASE: apiBase });
    expect(code).toBe(1);
    expect(stderr).toMatch(/VITE_STRIPE_SECRET_KEY holds a Stripe secret key/);
    expect(fake.state.requests).toEqual([]);
  });

  it("reads VITE_SITE_ORIGIN from .env when the environment lacks it", async () => {
    writeFileSync(path.join(cwd, ".env"), "VITE_BRAND=X\nVITE_SITE_ORIGIN=https://from-dotenv.example/\n");
    try {
      const { code } = await run({ STRIPE_SECRET_KEY: KEY, STRIPE_API_BASE: apiBase });
      expect(code).toBe(0);
      const create = fake.state.requests.find((r) => r.method === "POST");
      expect(create?.body["after_completion[redirect][url]"]).toBe(success("basic", "https://from-dotenv.example"));
    } finally {
      rmSync(path.join(cwd, ".env"));
    }
  });

  it("creates nothing when a kit's price in Stripe disagrees with the site", async () => {
    fake.state.prices[STRIPE_KITS[2].stripePriceId].unit_amount = 89900;
    const { code, stderr } = await run(baseEnv());
    expect(code).toBe(1);
    expect(stderr).toMatch(/costs 89900 cents in Stripe but 99900 cents/);
    expect(fake.state.requests.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("reports a price missing from the Stripe account", async () => {
    delete fake.state.prices[STRIPE_KITS[1].stripePriceId];
    const { code, stderr } = await run(baseEnv());
    expect(code).toBe(1);
    expect(stderr).toMatch(/No such price/);
  });
});

describe("kits", () => {
  it("are the site's kits (src/content/kits.ts), read from the shared kit facts", () => {
    expect(STRIPE_KITS.map((k) => [k.id, k.name, k.stripePriceId, k.unitAmount, k.envKey])).toEqual(
      KITS.map((k) => [k.id, k.name, k.stripePriceId, k.price * 100, `VITE_STRIPE_LINK_${k.id.toUpperCase()}`]),
    );
  });
});

describe("settings", () => {
  it("rejects publishable keys and insecure origins", () => {
    expect(() => readSettings({ STRIPE_SECRET_KEY: "pk_test_abc", VITE_SITE_ORIGIN: ORIGIN }, cwd)).toThrow(/publishable/);
    expect(() => readSettings({ STRIPE_SECRET_KEY: KEY, VITE_SITE_ORIGIN: "http://www.cxhost.example" }, cwd)).toThrow(/https/);
    expect(readSettings({ STRIPE_SECRET_KEY: KEY, VITE_SITE_ORIGIN: "http://localhost:4173/" }, cwd).origin).toBe("http://localhost:4173");
    expect(readSettings({ STRIPE_SECRET_KEY: KEY, VITE_SITE_ORIGIN: ORIGIN, STRIPE_API_BASE: "http://127.0.0.1:12111" }, cwd).api).toEqual({
      host: "127.0.0.1",
      port: 12111,
      protocol: "http",
    });
  });
});
