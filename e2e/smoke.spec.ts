import { expect, test, type Page } from "@playwright/test";
import { FRAME_POLICY, pagePolicyOf } from "../pipeline/host-files";
import { config } from "../src/lib/config";
import { ROUTES, smokeUrl } from "../src/route-table";
import { FIRST_LOAD, networkQuiet, seriousViolations, VIEWPORTS, waitForHydration, watchPage } from "./helpers";

// Driven by the route table: a page added there is smoke-tested without another edit.
//
// One cold load a page, then the same page at the other width (docs/decisions/2026-11-28-ci-time.md,
// session 7): a second cold load at the other width cost a context, a load, a hydration and a
// network-idle wait a page, half the spec's time. The layout is CSS alone (media and container
// queries; no script reads the width), so the resized page lays out as one loaded at that width;
// what does change with the screen (the bands that hydrate when near it, the links prefetched once
// on it, the images their `sizes` pick) follows the resize, and the test waits for the network to
// be quiet again before it reads the console and the requests.
//
// Most pages load cold at 390 px and are resized to 1280. One page of each template loads cold at
// 1280 px and is resized to 390, so each template's hydration is proven by a cold load at both
// widths; every Spanish page is also loaded cold at 1280 px, hydrated and watched for errors in
// e2e/spanish.spec.ts.
const COLD_AT_DESKTOP = [
  "/", // a marketing page (each has its own route module; the shell and the bands are shared)
  "/pricing", // the kits' prices and comparison table
  "/cxfana-blog-intro", // a post (MDX)
  "/blog", // the blog hub and its category pages
  "/terms", // the legal pages
  "/store",
  "/product/prod_01JCX0WELCOMEBOOK00000002",
  "/en/airbnb-mexico", // the Mexico landing page (English twin; the Spanish one is x-default)
  "/airbnb-mexico-offer",
  "/checkout/price_1RkCompleteBrandBoost799",
  "/email-list", // the internal tools
  "/subscription-audit",
];
const TITLE = new RegExp(`\\S.*(\\| ${config.brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|- Our Store|- Nuestra tienda)$`);

/** The checks each width gets: an h1, the title, and no serious or critical axe finding. */
async function pageChecks(page: Page, url: string, width: number) {
  await expect(page.locator("h1").first(), `${url} at ${width} px`).toBeVisible();
  await expect(page).toHaveTitle(TITLE);
  expect(await seriousViolations(page), `${url} at ${width} px`).toEqual([]);
}

// A load to network idle, a resize, a second quiet and two axe passes: on a busy machine, more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test("each template's page loaded cold at 1280 px is a smoke-tested page", () => {
  expect(COLD_AT_DESKTOP.filter((url) => !ROUTES.map(smokeUrl).includes(url))).toEqual([]);
});

for (const route of ROUTES) {
  const url = smokeUrl(route);
  const [first, second] = COLD_AT_DESKTOP.includes(url) ? [VIEWPORTS.desktop, VIEWPORTS.mobile] : [VIEWPORTS.mobile, VIEWPORTS.desktop];
  test(`${url} answers 200 with its h1 and title, cleanly, loaded at ${first.width} px and resized to ${second.width}`, async ({ page }) => {
    await page.setViewportSize(first);
    const watched = watchPage(page);
    const response = await page.goto(url, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await pageChecks(page, url, first.width);
    const quiet = networkQuiet(page);
    await page.setViewportSize(second);
    await pageChecks(page, url, second.width);
    // What the new width asked for (bands hydrated near the screen, links prefetched, images) has come back.
    await quiet.settled();
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
  });
}

test("an unknown path answers 404 with the not-found page, which hydrates without a mismatch", async ({ page }) => {
  // The page is prerendered at /404 and shown at the address that missed: anything drawn from the
  // address (the language switch was) breaks hydration (React #418) and loses an early tap.
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: /homepage/i }).click();
  // The home page's code is fetched on this tap (nothing prefetched it yet): give it a first load's time.
  await expect(page).toHaveURL(/\/$/, FIRST_LOAD);
  const again = await page.goto("/es/esta-pagina-no-existe");
  expect(again?.status()).toBe(404);
  await waitForHydration(page);
  expect(pageErrors).toEqual([]);
});

test("prerendered pages read without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page).toHaveTitle(`Terms of Service | ${config.brand}`);
  await context.close();
});

test("the host serves sitemap.xml and robots.txt from the route table, without internal pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const r of ROUTES.filter((r) => r.kind === "static")) expect(sitemap).toContain(`${config.siteOrigin}${r.path}<`);
  expect(sitemap).not.toContain("/email-list");
  expect(sitemap).not.toContain("/subscription-audit");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap:");
});

test("security headers on every page", async ({ request }) => {
  const res = await request.get("/terms");
  const h = res.headers();
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBeTruthy();
  expect(h["content-security-policy"]).toBe(FRAME_POLICY);
  // The rest of the policy rides in the page (docs/decisions/2026-11-26-policy-in-the-page.md).
  expect(pagePolicyOf(await res.text())).toContain("default-src 'self'");
});
