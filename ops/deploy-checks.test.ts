// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LOCAL_LEGAL } from "../local-services/local-env.mjs";
import { ENV_EXAMPLES, type EnvKey } from "../src/lib/config-examples";
import { checkDeployment, report } from "./deploy-checks";

const ORIGIN = "https://www.x.example";
const page = (path: string, extra = "", body = "") => `<html lang="en"><head><link rel="canonical" href="${ORIGIN}${path}"/>${extra}</head><body>${body}</body></html>`;
const REAL_IDENTITY = '<p>Hospitalidad Real, S.A. de C.V. runs the site.</p><ul><li>Postal address: Av. Reforma 1, 06600 CDMX</li><li><a href="mailto:privacidad@hospitalidad.mx">privacidad@hospitalidad.mx</a></li></ul>';
/** The placeholders check-deploy.mjs passes: the local ones and the examples'. */
const LEGAL_PLACEHOLDERS = Object.fromEntries(Object.entries(LOCAL_LEGAL).map(([key, local]) => [key, [local, ENV_EXAMPLES[key as EnvKey]]]));
const SECURE = { "content-security-policy": "default-src 'self'; frame-ancestors 'none'", "x-content-type-options": "nosniff", "referrer-policy": "strict-origin", "strict-transport-security": "max-age=31536000" };

/** A deployment as a map of URL -> response; `broken` changes some answers. */
function site(broken: Record<string, { status: number; headers?: Record<string, string>; body?: string }> = {}) {
  const answers: Record<string, { status: number; headers?: Record<string, string>; body?: string }> = {
    [`${ORIGIN}/sitemap.xml`]: { status: 200, body: `<urlset><url><loc>${ORIGIN}/</loc></url><url><loc>${ORIGIN}/pricing</loc></url></urlset>` },
    [`${ORIGIN}/`]: { status: 200, headers: SECURE, body: page("/", '<script type="module" src="/assets/app-1.js"></script>') },
    [`${ORIGIN}/pricing`]: { status: 200, headers: SECURE, body: page("/pricing") },
    [`${ORIGIN}/email-list`]: { status: 200, body: "<script>window.__reactRouterContext = {}</script>" },
    [`${ORIGIN}/privacy`]: { status: 200, body: page("/privacy", "", REAL_IDENTITY) },
    [`${ORIGIN}/es/aviso-de-privacidad`]: { status: 200, body: page("/es/aviso-de-privacidad", "", REAL_IDENTITY) },
    [`${ORIGIN}/assets/app-1.js`]: { status: 200, headers: { "cache-control": "public, max-age=31536000, immutable" } },
    [`https://api.example/store/s1/products?limit=1`]: { status: 200, headers: { "access-control-allow-origin": "*" }, body: "{}" },
    [`https://db.example/auth/v1/health`]: { status: 200, headers: { "access-control-allow-origin": "*" }, body: '{"name":"GoTrue"}' },
    [`https://db.example/rest/v1/subscribers?select=email&limit=1`]: { status: 401, body: '{"code":"42501","message":"permission denied for table subscribers"}' },
    ...broken,
  };
  return async (url: string) => {
    const a = answers[url] ?? (url.includes("no-such-page") ? { status: 404 } : { status: 404 });
    return new Response(a.body ?? "", { status: a.status, headers: a.headers });
  };
}
const config = { supabaseUrl: "https://db.example", supabaseKey: "sb_publishable_x", storeApiUrl: "https://api.example", storeId: "s1", paymentLinks: [], legalPlaceholders: LEGAL_PLACEHOLDERS };

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
    expect(text).toContain("FAIL  The public key reads no subscriber");
    expect(text).toMatch(/Verdict: \d+ of \d+ checks failed\./);
  });

  it("takes 401, 403 and 404 without rows as the public key's refusal; an empty 200 (a grant that only row-level security hides) fails", async () => {
    const read = `https://db.example/rest/v1/subscribers?select=email&limit=1`;
    const line = async (answer: { status: number; body?: string }) =>
      report(ORIGIN, await checkDeployment(ORIGIN, config, { fetcher: site({ [read]: answer }) })).text.split("\n").find((l) => l.includes("The public key reads no subscriber"));
    expect(await line({ status: 401, body: '{"code":"42501"}' })).toMatch(/ok +The public key reads no subscriber +refused \(401\)/);
    expect(await line({ status: 403, body: '{"code":"42501"}' })).toMatch(/ok .*refused \(403\)/);
    expect(await line({ status: 404, body: '{"code":"PGRST205"}' })).toMatch(/ok .*refused \(404\)/);
    expect(await line({ status: 200, body: "[]" })).toMatch(/FAIL .*answered 200/);
    expect(await line({ status: 500, body: "" })).toMatch(/FAIL .*answered 500/);
    const down = report(ORIGIN, await checkDeployment(ORIGIN, config, { fetcher: site({ [`https://db.example/auth/v1/health`]: { status: 404 } }) })).text;
    expect(down).toContain("FAIL  Supabase answers the site");
  });

  it("fails a live site whose privacy notices still show a placeholder legal identity, naming what to set", async () => {
    // As the local build renders it: React escapes the apostrophe-free values as they are.
    const local = `<p>CX Fusion Hospitality, S. de R.L. de C.V. (local placeholder) runs the site.</p><li>Domicilio: Calle Ejemplo 123, Col. Centro, 06000 Ciudad de México, CDMX, México (local placeholder)</li><a href="mailto:privacy@cxfusion.example">privacy@cxfusion.example</a>`;
    const results = await checkDeployment(ORIGIN, config, { fetcher: site({ [`${ORIGIN}/es/aviso-de-privacidad`]: { status: 200, body: page("/es/aviso-de-privacidad", "", local) } }) });
    const { text, ok } = report(ORIGIN, results);
    expect(ok).toBe(false);
    expect(text).toContain("FAIL  The privacy notices name the real business");
    expect(text).toContain('/es/aviso-de-privacidad shows the placeholder legal name "CX Fusion Hospitality, S. de R.L. de C.V. (local placeholder)": set VITE_LEGAL_NAME');
    const detail = results.find((r) => r.name === "The privacy notices name the real business")!.detail;
    expect(detail).toContain("set VITE_POSTAL_ADDRESS");
    expect(detail).toContain('privacy address "privacy@cxfusion.example": set VITE_PRIVACY_EMAIL');
  });

  it("fails any value marked as a placeholder, and a privacy notice that is not published", async () => {
    const marked = await checkDeployment(ORIGIN, config, {
      fetcher: site({ [`${ORIGIN}/privacy`]: { status: 200, body: page("/privacy", "", "<p>Postal address: Somewhere 1 (placeholder)</p>") } }),
    });
    expect(marked.find((r) => r.name === "The privacy notices name the real business")).toMatchObject({ ok: false, detail: expect.stringContaining('/privacy shows a "(placeholder)" value') });
    const missing = await checkDeployment(ORIGIN, config, { fetcher: site({ [`${ORIGIN}/privacy`]: { status: 404 } }), localSite: true });
    expect(missing.find((r) => r.name === "The privacy notices name the real business")).toMatchObject({ ok: false, detail: expect.stringContaining(`${ORIGIN}/privacy answered 404`) });
  });

  it("expects the placeholders on a local build: not applicable, saying what a live site would fail on", async () => {
    const body = page("/privacy", "", "<p>CX Fusion Hospitality, S. de R.L. de C.V. (local placeholder)</p>");
    const results = await checkDeployment(ORIGIN, config, { fetcher: site({ [`${ORIGIN}/privacy`]: { status: 200, body } }), localSite: true });
    const legal = results.find((r) => r.name === "The privacy notices name the real business")!;
    expect(legal.ok).toBeNull();
    expect(legal.detail).toMatch(/^not applicable to a local build \(a live site fails: \/privacy shows the placeholder legal name/);
    expect(report(ORIGIN, results).ok).toBe(true);
  });
});
