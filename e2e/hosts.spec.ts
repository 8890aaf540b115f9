import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { kitsIn } from "../src/content/kits";
import { en as kitCopy } from "../src/content/kit-copy/en";
import { FRAME_POLICY, pagePolicyOf } from "../pipeline/host-files";
import { config } from "../src/lib/config";
import { langForPath } from "../src/lib/i18n";
import { productPath, ROUTES } from "../src/route-table";
import { FIRST_LOAD, signInTeamPage, waitForHydration } from "./helpers";
import { card, cartButton, gotoStore } from "./store-fixtures";

/** The kits with their English words (the English pages' cards). */
const KITS = kitsIn(kitCopy);

/**
 * The published build on the hosts' own runtimes (issue 29): projects `cloudflare` (wrangler's
 * workerd) and `netlify` (netlify dev --offline) serve `build/client` (local-services/host-preview.mjs),
 * the local stand-ins on the same origin. Every canonical URL is a 200 without a redirect and names itself; the
 * dynamic routes are the app under their own URL; unknown paths are the 404 page of their
 * language; every page's policy lets its own scripts run; the journeys work; and our own server
 * (the one every other test uses) answers every route as the host does.
 */
test.describe.configure({ timeout: 120_000 });

/** Our `npm start` server of the same build (the chromium project's). */
const LOCAL = `http://localhost:${Number(process.env.E2E_PORT ?? 4180)}`;
const path = (url: string) => new URL(url).pathname;

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => path(m[1]!));
}

/** Loads a page and collects what the browser refused under its policy, and page errors. */
async function visit(page: Page, url: string) {
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  const response = await page.goto(url);
  await expect(page.locator("h1").first()).toBeVisible(FIRST_LOAD);
  await waitForHydration(page);
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  return { status: response?.status(), url: page.url(), problems: [...problems, ...violations] };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`CSP ${e.violatedDirective}: ${e.blockedURI || "inline"}`));
  });
});

/**
 * The sitemap pages the browser opens on each host: one of each template (the shell in each
 * language, a marketing page, the prices, a post, the blog, the legal pages, the store, a product
 * page in each language, the Mexico pages, the sign-up page). The rest are the same templates
 * with other words or another product: the host's part in them (status, headers, the page's
 * policy and its inline scripts' hashes, its files) is checked over HTTP below; that they hydrate
 * without an error is e2e/smoke.spec.ts's, on our server, which serves the same files (every
 * route's status, redirect and body length compared with the host's in the last sweep here).
 */
const OPENED = ["/", "/es/", "/pricing", "/cxfana-blog-intro", "/blog", "/terms", "/store", "/subscribe", "/airbnb-mexico", "/airbnb-mexico-offer"];
const isProduct = (p: string) => p.startsWith(productPath("", "en")) || p.startsWith(productPath("", "es"));

/**
 * What would stop a page's scripts on the host, read without running them: each inline script the
 * browser would run (found by the browser's own HTML parser, as it reads a script's attributes)
 * whose sha256 the page's policy lacks, a policy that comes after a script, and each script,
 * module or style sheet of the page the host does not answer with a 200.
 */
async function scriptProblems(page: Page, request: APIRequestContext, html: string, answered: Map<string, number>) {
  const found = await page.evaluate((doc) => {
    const d = new DOMParser().parseFromString(doc, "text/html");
    const policyMeta = d.querySelector('meta[http-equiv="Content-Security-Policy"]');
    // A script the browser runs: no type, a JavaScript MIME type or "module" (JSON-LD is data);
    // and speculation rules, which the policy's script-src governs too.
    const runs = (t: string | null) => !t || /^(module|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/jscript)$/i.test(t.trim());
    const scripts = [...d.scripts];
    return {
      policy: policyMeta?.getAttribute("content") ?? "",
      inline: scripts.filter((sc) => !sc.hasAttribute("src") && sc.text && runs(sc.getAttribute("type"))).map((sc) => sc.text),
      policyFirst: Boolean(policyMeta) && scripts.every((sc) => policyMeta!.compareDocumentPosition(sc) & Node.DOCUMENT_POSITION_FOLLOWING),
      files: [
        ...scripts.filter((sc) => sc.hasAttribute("src")).map((sc) => sc.getAttribute("src")!),
        ...[...d.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]')].map((l) => l.getAttribute("href")!),
      ].filter((u) => u.startsWith("/") && !u.startsWith("//")),
    };
  }, html);
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(found.policy)?.[1]?.split(/\s+/) ?? [];
  const problems = found.inline.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`).filter((h) => !scriptSrc.includes(h)).map((h) => `an inline script the policy lacks: ${h}`);
  if (!found.policyFirst) problems.push("the policy is not before every script");
  for (const file of found.files) {
    if (!answered.has(file)) answered.set(file, (await request.get(file, { maxRedirects: 0 })).status());
    if (answered.get(file) !== 200) problems.push(`${file}: ${answered.get(file)}`);
  }
  return problems;
}

test("every sitemap URL is a 200 without a redirect, names itself canonical, and runs its scripts under its policy @host", async ({ page, request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(30);
  const opened = [...OPENED, paths.find((p) => isProduct(p) && langForPath(p) === "en")!, paths.find((p) => isProduct(p) && langForPath(p) === "es")!];
  expect(opened.filter((p) => !paths.includes(p)), "opened pages not in the sitemap").toEqual([]);
  await page.goto("/robots.txt");
  const answered = new Map<string, number>();
  for (const p of paths) {
    const res = await request.get(p, { maxRedirects: 0 });
    expect(res.status(), p).toBe(200);
    const html = await res.text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], p).toBe(`${config.siteOrigin}${p}`);
    expect(pagePolicyOf(html), `${p} has no policy`).toContain("default-src 'self'");
    expect(res.headers()["content-security-policy"], p).toBe(FRAME_POLICY);
    expect(await scriptProblems(page, request, html, answered), p).toEqual([]);
  }
  for (const p of opened) {
    const { problems } = await visit(page, p);
    expect(problems, p).toEqual([]);
  }
});

test("dynamic routes are the app under their own URL; unknown paths the 404 page of their language @host", async ({ page, request }) => {
  for (const route of ROUTES.filter((r) => r.kind === "dynamic")) {
    const url = route.sample!;
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(200);
    expect(pagePolicyOf(await res.text()), url).toContain("default-src 'self'");
    const seen = await visit(page, url);
    expect(path(seen.url)).toBe(url);
    expect(seen.problems, url).toEqual([]);
  }
  const later = await request.get("/product/prod_ADDED_AFTER_THE_BUILD", { maxRedirects: 0 });
  expect(later.status()).toBe(200);
  const en = await page.goto("/no-such-page");
  expect(en?.status()).toBe(404);
  // The 404 page carries a policy too, and runs under it.
  expect(pagePolicyOf((await en?.text()) ?? "")).toContain("default-src 'self'");
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])).toEqual([]);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
  const es = await page.goto("/es/no-existe");
  expect(es?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
  const asset = await request.get("/assets/", { maxRedirects: 0 });
  expect(asset.status()).toBe(404);
});

test("our server answers every route as the host does: status, redirect, policy and body @host", async ({ request }, testInfo) => {
  // Our server imitates Cloudflare, the stricter host; Netlify also answers a page's other
  // spellings (/pricing/, /pricing.html) with the page instead of a redirect to its URL.
  const otherSpellings = testInfo.project.name === "netlify" ? [] : ["/pricing/", "/pricing.html"];
  const paths = [
    ...(await sitemapPaths(request)),
    ...ROUTES.filter((r) => r.kind !== "static").map((r) => r.sample ?? r.path),
    "/product/prod_ADDED_AFTER_THE_BUILD",
    ...otherSpellings,
    "/no-such-page",
    "/es/no-existe",
    "/robots.txt",
    "/cards/home.png",
  ];
  const differences: string[] = [];
  for (const p of paths) {
    const [host, ours] = await Promise.all([request.get(p, { maxRedirects: 0 }), request.get(LOCAL + p, { maxRedirects: 0 })]);
    const view = async (r: typeof host) => ({
      status: r.status(),
      location: r.headers().location?.replace(/^https?:\/\/[^/]+/, "") ?? null,
      csp: r.headers()["content-security-policy"] ?? null,
      body: r.status() === 200 ? (await r.body()).toString("base64").length : null,
    });
    const [h, o] = await Promise.all([view(host), view(ours)]);
    if (testInfo.project.name === "netlify") {
      // Netlify picks headers by the file it serves (the fallback's, the 404 page's): a URL with
      // the frame policy here has it there too. The page's own policy rides in its body (its length
      // compared below); that it lets the page's scripts run, the sweeps above show.
      if (o.csp && !h.csp) differences.push(`${p}: no policy on the host`);
      h.csp = o.csp = null;
    }
    if (JSON.stringify(h) !== JSON.stringify(o)) differences.push(`${p}: host ${JSON.stringify({ ...h, csp: h.csp?.slice(0, 40) })} ours ${JSON.stringify({ ...o, csp: o.csp?.slice(0, 40) })}`);
  }
  expect(differences).toEqual([]);
});

test("the journeys on the host: store to receipt, a kit to its Payment Link, the team's list, a Spanish page @host", async ({ page }) => {
  await gotoStore(page);
  await card(page, "Guest Feedback Card Set").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guest Feedback Card Set");
  await page.getByRole("button", { name: /Add to Cart/ }).first().click();
  await cartButton(page).click();
  await page.getByRole("dialog", { name: /Your Cart/ }).getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/store-api\/hosted-checkout\/cs_local_/, FIRST_LOAD);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\?checkout=/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible(FIRST_LOAD);

  const kit = KITS.find((k) => k.id === "complete")!;
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.locator(`#kit-${kit.id}`).getByRole("link", { name: kit.buttonText }).click();
  await expect(page).toHaveURL(`/checkout/${kit.stripePriceId}`);
  await page.getByRole("button", { name: "Proceed to Secure Payment" }).click();
  await expect(page).toHaveURL(/\/local-stripe\/pay\//, FIRST_LOAD);

  await page.goto("/email-list");
  await signInTeamPage(page);
  await expect(page.getByTestId("result-count")).toHaveText(/^Showing 1–\d+ of (about )?[\d,]+ subscribers$/, { timeout: 30_000 });

  const es = await visit(page, "/es/oferta-airbnb-mexico");
  expect(es.status).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
  expect(es.problems).toEqual([]);
});

test("npm run check:deploy passes the host and our server, and prints its verdict @host", async ({ baseURL }, testInfo) => {
  const { spawnSync } = await import("node:child_process");
  const check = (target: string) => spawnSync(process.execPath, ["ops/check-deploy.mjs", target], { encoding: "utf8", timeout: 90_000 });
  const ours = check(LOCAL);
  expect(ours.stdout).toMatch(/Verdict: all \d+ checks passed\./);
  expect(ours.status).toBe(0);
  const host = check(baseURL!);
  expect(host.stdout).toContain("ok    Sitemap URLs answer 200 without a redirect");
  if (testInfo.project.name === "netlify") {
    // netlify-cli's server answers every file with "Cache-Control: public, max-age=0" (a development
    // server's choice; Netlify itself sends _headers' value): the one check it fails, by name.
    expect(host.stdout).toMatch(/FAIL {2}Assets are cached as immutable +http:\/\/localhost:\d+\/assets\/\S+: Cache-Control "public, max-age=0"/);
    expect(host.stdout).toMatch(/Verdict: 1 of \d+ checks failed\./);
    expect(host.status).toBe(1);
  } else {
    expect(host.stdout).toMatch(/Verdict: all \d+ checks passed\./);
    expect(host.status).toBe(0);
  }
});
