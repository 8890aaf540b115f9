import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "../server.mjs";
import { KIT_FACTS } from "../../src/content/kit-facts.mjs";
import { localPaymentLinkPath } from "./local-links.mjs";
import { createService, newSessionId } from "./service.mjs";

/** @type {{ listen: (port: number) => Promise<number>, close: () => Promise<void> }} */
let site;
let base = "";
const logs = [];

beforeAll(async () => {
  const service = await createService({ log: (m) => logs.push(m), env: {} });
  site = createSiteServer({ root: "/nonexistent", services: [service] });
  base = `http://127.0.0.1:${await site.listen(0)}`;
});
afterAll(() => site.close());

/** fetch without following redirects */
const get = (path, init = {}) => fetch(base + path, { redirect: "manual", ...init });
const complete = "complete";

describe("local Stripe Payment Link stand-in", () => {
  it("shows the kit, its amount, the test-mode banner and the client reference id received", async () => {
    const res = await get(`${localPaymentLinkPath(complete)}?client_reference_id=launchkit_1767225600000`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("TEST MODE");
    expect(html).toContain("Complete Setup + Brand Boost");
    expect(html).toContain("$799.00");
    expect(html).toContain('data-testid="client-reference-id">launchkit_1767225600000<');
    expect(html).toContain('<input type="hidden" name="client_reference_id" value="launchkit_1767225600000">');
    expect(html).toContain('href="/checkout/price_1RkCompleteBrandBoost799"');
    expect(html).toMatch(/<button type="submit">Pay<\/button>/);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\sstyle=/);
  });

  it("is served with the site's security headers and a CSP without inline script", async () => {
    const res = await get(localPaymentLinkPath(complete));
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    const css = await get("/local-stripe/checkout.css");
    expect(css.headers.get("content-type")).toContain("text/css");
  });

  it("drops an invalid client reference id the way Stripe does, and escapes what it echoes", async () => {
    const res = await get(`${localPaymentLinkPath(complete)}?client_reference_id=${encodeURIComponent('"><script>alert(1)</script>')}`);
    const html = await res.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('name="client_reference_id" value=""');
  });

  it("'Pay' redirects to the link's success URL, naming the kit, with a new cs_test_ session id", async () => {
    const ids = new Set();
    for (let i = 0; i < 3; i++) {
      const res = await get(localPaymentLinkPath(complete), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "client_reference_id=launchkit_1767225600000",
      });
      expect(res.status).toBe(303);
      const location = res.headers.get("location") ?? "";
      const m = /^\/checkout-success\?kit=complete&session_id=(cs_test_[A-Za-z0-9]+)$/.exec(location);
      expect(m).not.toBeNull();
      expect(m[1].length - "cs_test_".length).toBeGreaterThanOrEqual(24);
      ids.add(m[1]);
    }
    expect(ids.size).toBe(3);
    expect(logs.at(-1)).toContain("client_reference_id launchkit_1767225600000");
  });

  it("answers an unknown link with a 404 page and other methods with 405", async () => {
    expect((await get("/local-stripe/pay/test_nope")).status).toBe(404);
    expect((await get("/local-stripe/pay/test_launchkit_basic/extra")).status).toBe(404);
    expect((await get(localPaymentLinkPath(complete), { method: "DELETE" })).status).toBe(405);
    const index = await (await get("/local-stripe")).text();
    for (const k of KIT_FACTS) {
      expect(index).toContain(localPaymentLinkPath(k.id));
      expect(index).toContain(`/checkout-success?kit=${k.id}&amp;session_id={CHECKOUT_SESSION_ID}`);
    }
  });

  it("makes session ids of 56 random letters and digits", () => {
    expect(newSessionId()).toMatch(/^cs_test_[A-Za-z0-9]{56}$/);
  });
});
