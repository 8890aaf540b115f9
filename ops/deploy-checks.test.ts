// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkDeployment, report } from "./deploy-checks";

const ORIGIN = "https://www.x.example";
const page = (path: string, extra = "") => `<html lang="en"><head><link rel="canonical" href="${ORIGIN}${path}"/>${extra}</head><body></body></html>`;
const SECURE = { "content-security-policy": "default-src 'self'; frame-ancestors 'none'", "x-content-type-options": "nosniff", "referrer-policy": "strict-origin", "strict-transport-security": "max-age=31536000" };

/** A deployment as a map of URL -> response; `broken` changes some answers. */
function site(broken: Record<string, { status: number; headers?: Record<string, string>; body?: string }> = {}) {
  const answers: Record<string, { status: number; headers?: Record<string, string>; body?: string }> = {
    [`${ORIGIN}/sitemap.xml`]: { status: 200, body: `<urlset><url><loc>${ORIGIN}/</loc></url><url><loc>${ORIGIN}/pricing</loc></url></urlset>` },
    [`${ORIGIN}/`]: { status: 200, headers: SECURE, body: page("/", '<script type="module" src="/assets/app-1.js"></script>') },
    [`${ORIGIN}/pricing`]: { status: 200, headers: SECURE, body: page("/pricing") },
    [`${ORIGIN}/email-list`]: { status: 200, body: "<script>window.__reactRouterContext = {}</script>" },
    [`${ORIGIN}/assets/app-1.js`]: { status: 200, headers: { "cache-control": "public, max-age=31536000, immutable" } },
    [`https://api.example/store/s1/products?limit=1`]: { status: 200, headers: { "access-control-allow-origin": "*" }, body: "{}" },
    [`https://db.example/rest/v1/subscribers?select=email&limit=1`]: { status: 200, headers: { "access-control-allow-origin": "*" }, body: "[]" },
    ...broken,
  };
  return async (url: string) => {
    const a = answers[url] ?? (url.includes("no-such-page") ? { status: 404 } : { status: 404 });
    return new Response(a.body ?? "", { status: a.status, headers: a.headers });
  };
}
const config = { supabaseUrl: "https://db.example", supabaseKey: "sb_publishable_x", storeApiUrl: "https://api.example", storeId: "s1", paymentLinks: [] };

describe("the deployment check", () => {
  it("passes a deployment that serves every page at its URL with its headers, and says so", async () => {
    const results = await checkDeployment(ORIGIN, config, { fetcher: site() });
    const { text, ok } = report(ORIGIN, results);
    expect(ok).toBe(true);
    expect(text).toMatch(/Verdict: all \d+ checks passed\./);
  });

  it("takes the content security policy from the page when the header only forbids framing", async () => {
    const policy = '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>';
    const framing = { ...SECURE, "content-security-policy": "frame-ancestors 'none'" };
    const inPage = await checkDeployment(ORIGIN, config, { fetcher: site({ [`${ORIGIN}/pricing`]: { status: 200, headers: framing, body: page("/pricing", policy) } }) });
    expect(report(ORIGIN, inPage).ok).toBe(true);
    const nowhere = await checkDeployment(ORIGIN, config, { fetcher: site({ [`${ORIGIN}/pricing`]: { status: 200, headers: framing, body: page("/pricing") } }) });
    expect(report(ORIGIN, nowhere).text).toContain("Content-Security-Policy (a header or the page's <meta>) missing");
  });

  it("names the URL and the fix when a canonical URL redirects, a policy is missing or the public key reads rows", async () => {
    const results = await checkDeployment(ORIGIN, config, {
      fetcher: site({
        [`${ORIGIN}/pricing`]: { status: 308, headers: { location: "/pricing/" } },
        [`https://db.example/rest/v1/subscribers?select=email&limit=1`]: { status: 200, headers: { "access-control-allow-origin": "*" }, body: '[{"email":"a@x"}]' },
      }),
    });
    const { text, ok } = report(ORIGIN, results);
    expect(ok).toBe(false);
    expect(text).toContain(`FAIL  Sitemap URLs answer 200 without a redirect`);
    expect(text).toContain(`${ORIGIN}/pricing answered 308 -> /pricing/`);
    expect(text).toContain("Security headers on /pricing");
    expect(text).toContain("the public key read 1 row(s) of subscribers: apply supabase/migrations");
    expect(text).toMatch(/Verdict: \d+ of \d+ checks failed\./);
  });
});
