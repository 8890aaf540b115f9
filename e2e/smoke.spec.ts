import { expect, test } from "@playwright/test";
import { FRAME_POLICY, pagePolicyOf } from "../pipeline/host-files";
import { config } from "../src/lib/config";
import { ROUTES, smokeUrl } from "../src/route-table";
import { FIRST_LOAD, seriousViolations, VIEWPORTS, waitForHydration, watchPage } from "./helpers";

// Driven by the route table: a page added there is smoke-tested without another edit.
// A load to network idle and a full axe pass: on a busy machine, more than the default 30 s.
test.describe.configure({ timeout: 60_000 });
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`smoke at ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      const url = smokeUrl(route);
      test(`${url} answers 200 with its h1 and title, cleanly`, async ({ page }) => {
        const watched = watchPage(page);
        const response = await page.goto(url, { waitUntil: "networkidle" });
        expect(response?.status()).toBe(200);
        await expect(page.locator("h1").first()).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`\\S.*(\\| ${config.brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|- Our Store|- Nuestra tienda)$`));
        expect(await seriousViolations(page)).toEqual([]);
        expect(watched.consoleErrors).toEqual([]);
        expect(watched.foreignRequests).toEqual([]);
      });
    }
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
