import { CONTEXT_SCRIPT_MARKER } from "../local-services/react-router-contract.mjs";
import { pagePolicyOf } from "../pipeline/host-files";
import { readPageHead } from "../pipeline/page-head";

/**
 * `npm run check:deploy -- https://www.example.com`: a live deployment checked from outside, as a
 * visitor's browser and a crawler meet it (issue 29). Reads only; writes nothing anywhere.
 * Each check names the URL it failed on and what to fix.
 */

export type CheckResult = { name: string; ok: boolean | null; detail: string };

/** The publishable configuration the site was built with (service URLs may be same-origin paths). */
export type DeployConfig = {
  supabaseUrl: string;
  supabaseKey: string;
  storeApiUrl: string;
  storeId: string;
  paymentLinks: string[];
  /**
   * The stand-in values of the legal identity the privacy notices show, by variable
   * (VITE_LEGAL_NAME, VITE_POSTAL_ADDRESS, VITE_PRIVACY_EMAIL): the examples and the local ones.
   */
  legalPlaceholders?: Record<string, string[]>;
};

/** The privacy notice in each language (src/lib/twins.ts, TWIN_PAGES.privacy). */
export const PRIVACY_PAGES = ["/privacy", "/es/aviso-de-privacidad"] as const;

/** What a variable's placeholder means to whoever must replace it. */
const LEGAL_WHAT: Record<string, string> = {
  VITE_LEGAL_NAME: "legal name",
  VITE_POSTAL_ADDRESS: "postal address",
  VITE_PRIVACY_EMAIL: "privacy address",
};

/** The text of a page's HTML with the entities React writes decoded, so a value matches as typed. */
function pageText(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * What a privacy notice shows that no live site may: a known placeholder of the legal identity
 * (named with the variable to set), or any text marked "(placeholder)" / "(local placeholder)".
 */
export function legalPlaceholderProblems(path: string, html: string, placeholders: Record<string, string[]> = {}): string[] {
  const text = pageText(html);
  const problems: string[] = [];
  for (const [key, values] of Object.entries(placeholders)) {
    const shown = values.find((v) => v.trim() && text.includes(v));
    if (shown) problems.push(`${path} shows the placeholder ${LEGAL_WHAT[key] ?? key} "${shown}": set ${key} to the business's real one and rebuild`);
  }
  if (!problems.length && /\((?:local )?placeholder\)/i.test(text)) {
    problems.push(`${path} shows a "(placeholder)" value: set VITE_LEGAL_NAME, VITE_POSTAL_ADDRESS and VITE_PRIVACY_EMAIL to the business's real ones and rebuild`);
  }
  return problems;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

type Answer = { status: number; ok: boolean; headers: Headers; text: () => Promise<string>; json: () => Promise<unknown> };

/**
 * One request, its body read at once (an unread body left on a kept-alive socket can crash Node's
 * fetch when the server closes it), answered as the few fields the checks read.
 */
async function get(fetcher: Fetch, url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetcher(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(15_000) });
  const body = await res.text();
  return { status: res.status, ok: res.ok, headers: res.headers, text: async () => body, json: async () => JSON.parse(body) as unknown };
}

async function pages(fetcher: Fetch, origin: string): Promise<string[]> {
  const res = await get(fetcher, `${origin}/sitemap.xml`);
  if (res.status !== 200) throw new Error(`${origin}/sitemap.xml answered ${res.status}: publish build/client whole (the build writes sitemap.xml)`);
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

/**
 * Runs every check against `origin`; `canonicalOrigin` is the origin the pages name (the configured
 * VITE_SITE_ORIGIN). `localSite`: a build on this machine, where the legal placeholders are expected
 * (that check then says what it found, not applicable).
 */
export async function checkDeployment(
  origin: string,
  config: DeployConfig,
  { canonicalOrigin = origin, fetcher = fetch as Fetch, localSite = false } = {},
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const add = (name: string, problems: string[], okDetail: string) => results.push({ name, ok: problems.length === 0, detail: problems.length ? problems.slice(0, 5).join("; ") + (problems.length > 5 ? ` (+${problems.length - 5} more)` : "") : okDetail });
  const here = (url: string) => url.replace(canonicalOrigin, origin);

  // Every sitemap URL: a 200 without a redirect, canonical equal to itself, hreflang pairs reciprocal.
  const urls = await pages(fetcher, origin);
  const heads = new Map<string, ReturnType<typeof readPageHead>>();
  const redirects: string[] = [];
  const canonicals: string[] = [];
  for (const url of urls) {
    const res = await get(fetcher, here(url));
    if (res.status !== 200) {
      redirects.push(`${url} answered ${res.status}${res.headers.get("location") ? ` -> ${res.headers.get("location")}` : ""}: publish each page at its URL (build/client as built)`);
      continue;
    }
    const head = readPageHead(await res.text());
    heads.set(url, head);
    const canonical = head.path === null ? null : `${canonicalOrigin}${head.path}`;
    if (canonical !== url) canonicals.push(`${url} names ${canonical ?? "no canonical"}: build with VITE_SITE_ORIGIN=${new URL(url).origin}`);
  }
  add("Sitemap URLs answer 200 without a redirect", redirects, `${urls.length} URLs`);
  add("Each page's canonical URL is itself", canonicals, `${heads.size} pages`);
  const unpaired: string[] = [];
  for (const [url, head] of heads) {
    for (const [lang, alternate] of head.alternates) {
      if (lang === "x-default" || alternate === url) continue;
      const other = heads.get(alternate);
      if (!other) unpaired.push(`${url} names ${alternate} (${lang}), which is not in the sitemap`);
      else if (![...other.alternates.values()].includes(url)) unpaired.push(`${alternate} does not name ${url} back`);
    }
  }
  add("hreflang pairs are reciprocal", unpaired, `${[...heads.values()].filter((h) => h.alternates.size).length} pages with alternates`);

  // An unknown path is a real 404; a dynamic route is the app under its own URL.
  const unknown = await get(fetcher, `${origin}/check-deploy-no-such-page-${Date.now()}`);
  add("An unknown path answers 404", unknown.status === 404 ? [] : [`answered ${unknown.status}: publish _redirects (its last rules are the 404 pages)`], "404");
  const dynamic = await get(fetcher, `${origin}/email-list`);
  const app = dynamic.status === 200 && (await dynamic.text()).includes(CONTEXT_SCRIPT_MARKER);
  add("A dynamic route serves the app under its URL", app ? [] : [`${origin}/email-list answered ${dynamic.status}${dynamic.headers.get("location") ? ` -> ${dynamic.headers.get("location")}` : ""}: publish _redirects (the SPA fallback rules)`], "/email-list");

  // Security headers on a page; its content security policy in a header or in the page itself
  // (the build writes it there: docs/decisions/2026-11-26-policy-in-the-page.md).
  const page = await get(fetcher, `${origin}/pricing`);
  const h = page.headers;
  const policy = `${h.get("content-security-policy") ?? ""} ${pagePolicyOf(await page.text()) ?? ""}`;
  const missing = [
    !policy.includes("default-src") && "Content-Security-Policy (a header or the page's <meta>)",
    !(h.get("x-frame-options") || /frame-ancestors/.test(h.get("content-security-policy") ?? "")) && "X-Frame-Options or frame-ancestors",
    h.get("x-content-type-options") !== "nosniff" && "X-Content-Type-Options: nosniff",
    !h.get("referrer-policy") && "Referrer-Policy",
  ].filter((x): x is string => Boolean(x));
  add("Security headers on /pricing", missing.map((m) => `${m} missing: publish the build as it is (its _headers, and its pages, which carry their policy)`), "CSP, frame-ancestors, nosniff, Referrer-Policy");
  const https = origin.startsWith("https:");
  results.push({
    name: "HSTS",
    ok: https ? /max-age=\d+/.test(h.get("strict-transport-security") ?? "") : null,
    detail: https ? (h.get("strict-transport-security") ?? "Strict-Transport-Security missing: turn on HTTPS-only with HSTS at the host") : "not applicable over http",
  });

  // The privacy notices name the business that answers for visitors' data, not a stand-in.
  const unpublished: string[] = [];
  const placeholders: string[] = [];
  for (const path of PRIVACY_PAGES) {
    const res = await get(fetcher, `${origin}${path}`);
    if (res.status !== 200) unpublished.push(`${origin}${path} answered ${res.status}: publish each page at its URL (build/client as built)`);
    else placeholders.push(...legalPlaceholderProblems(path, await res.text(), config.legalPlaceholders));
  }
  const legalName = "The privacy notices name the real business";
  if (localSite && !unpublished.length && placeholders.length) {
    results.push({ name: legalName, ok: null, detail: `not applicable to a local build (a live site fails: ${placeholders[0]})` });
  } else add(legalName, [...unpublished, ...placeholders], PRIVACY_PAGES.join(", "));

  // Assets immutable.
  const home = await (await get(fetcher, `${origin}/`)).text();
  // A stylesheet link, or a module the boot script names (in its data-boot attribute, quoted as &quot;).
  const asset = /(?:["']|&quot;)(\/assets\/[^"'&#]+\.(?:js|css))(?:["'#]|&quot;)/.exec(home)?.[1];
  const cache = asset ? ((await get(fetcher, `${origin}${asset}`)).headers.get("cache-control") ?? "") : "";
  add("Assets are cached as immutable", asset && /immutable/.test(cache) ? [] : [`${asset ? `${origin}${asset}` : "no /assets/ file named by /"}: Cache-Control "${cache}": publish _headers`], asset ?? "");

  // The hosted services, as the site's pages reach them.
  const abs = (u: string) => new URL(u, origin).href;
  const cors = async (url: string, init: RequestInit = {}) => {
    const res = await get(fetcher, url, { ...init, headers: { Origin: canonicalOrigin, ...(init.headers ?? {}) } });
    const allowed = res.headers.get("access-control-allow-origin");
    const sameOrigin = new URL(url).origin === new URL(origin).origin;
    return { res, reachable: res.status < 500, corsOk: sameOrigin || allowed === "*" || allowed === canonicalOrigin };
  };
  const store = await cors(abs(`${config.storeApiUrl}/store/${config.storeId}/products?limit=1`));
  add("The store API answers the site", store.reachable && store.res.ok && store.corsOk ? [] : [`${abs(config.storeApiUrl)} answered ${store.res.status}${store.corsOk ? "" : " without CORS for the site"}: check VITE_STORE_API_URL and VITE_STORE_ID`], abs(config.storeApiUrl));
  const keyHeaders = { apikey: config.supabaseKey, Authorization: `Bearer ${config.supabaseKey}` };
  // Supabase is there: its auth health answers the publishable key, with CORS for the site.
  const health = await cors(abs(`${config.supabaseUrl}/auth/v1/health`), { headers: keyHeaders });
  add("Supabase answers the site", health.reachable && health.res.ok && health.corsOk ? [] : [`${abs(config.supabaseUrl)} answered ${health.res.status}${health.corsOk ? "" : " without CORS for the site"}: check VITE_SUPABASE_URL and the publishable key`], abs(config.supabaseUrl));
  // The one read the public key may try: a select of subscribers, which must be refused: 401
  // (no grant, Supabase with supabase/migrations), 403, or 404 (no such table exposed, as the
  // local stand-in answers). An answer with rows, or even an empty 200 (the grant is there and
  // only row-level security hides the rows), fails.
  const read = await get(fetcher, abs(`${config.supabaseUrl}/rest/v1/subscribers?select=email&limit=1`), { headers: keyHeaders });
  const body = await read.text().catch(() => "");
  const rows = (() => {
    try {
      const json: unknown = JSON.parse(body);
      return Array.isArray(json) ? json.length : 0;
    } catch {
      return 0;
    }
  })();
  const refused = [401, 403, 404].includes(read.status) && rows === 0;
  add(
    "The public key reads no subscriber",
    refused ? [] : [rows ? `the public key read ${rows} row(s) of subscribers: apply supabase/migrations (grants and row-level security)` : `the public key's select of subscribers answered ${read.status}, not a refusal: apply supabase/migrations (the public key has no grant on the table)`],
    refused ? `refused (${read.status})` : `answered ${read.status}`,
  );
  const links: string[] = [];
  for (const link of config.paymentLinks) {
    const res = await get(fetcher, abs(link));
    if (res.status >= 400) links.push(`${link} answered ${res.status}: run npm run stripe:payment-links and rebuild`);
  }
  add("Each configured Payment Link answers", links, config.paymentLinks.length ? `${config.paymentLinks.length} links` : "none configured");
  return results;
}

/** The table and the verdict. */
export function report(origin: string, results: CheckResult[]): { text: string; ok: boolean } {
  const width = Math.max(...results.map((r) => r.name.length));
  const mark = (r: CheckResult) => (r.ok === null ? "n/a " : r.ok ? "ok  " : "FAIL");
  const failed = results.filter((r) => r.ok === false);
  const lines = [`Deployment check of ${origin}`, "", ...results.map((r) => `  ${mark(r)}  ${r.name.padEnd(width)}  ${r.detail}`), ""];
  lines.push(failed.length ? `Verdict: ${failed.length} of ${results.length} checks failed.` : `Verdict: all ${results.filter((r) => r.ok).length} checks passed.`);
  return { text: lines.join("\n"), ok: failed.length === 0 };
}
