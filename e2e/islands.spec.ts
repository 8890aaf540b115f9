import { expect, test, type Page } from "@playwright/test";
import { VIEWPORTS, waitForHydration, watchPage } from "./helpers";
import { routeFiles } from "./route-files";

/**
 * Islands pages (docs/decisions/2026-11-28-islands.md): the home page and the founder story,
 * in both languages, hydrate their islands only, load no router and no page module, and their
 * links load the next page as a document.
 */

const hydrated = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));

test.use({ viewport: VIEWPORTS.mobile });

test("the home page hydrates its header and banner only, and fetches no router and no page module", async ({ page }) => {
  const watched = watchPage(page);
  const asked: string[] = [];
  page.on("request", (r) => asked.push(new URL(r.url()).pathname));
  await page.goto("/");
  await waitForHydration(page);
  expect(await page.locator("html").getAttribute("data-islands")).toBe("");
  expect(await hydrated(page, "header button")).toBe(true);
  expect(await hydrated(page, "[data-promo-banner] button")).toBe(true);
  expect(await hydrated(page, "main h1")).toBe(false);
  expect(await hydrated(page, "footer a")).toBe(false);
  for (const id of ["root", "en.home"]) expect(asked, `${id}'s module`).not.toContain(routeFiles(id)[0]);
  expect(asked.some((p) => /\/assets\/manifest-/.test(p)), "the route manifest").toBe(false);
  expect(asked.some((p) => /\/assets\/islands-boot-/.test(p))).toBe(true);
  expect(watched.consoleErrors).toEqual([]);
});

test("the header's menu and cart answer; the banner closes for the session", async ({ page }) => {
  await page.goto("/es/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Abrir el menú" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await page.getByTestId("cart-button").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.locator("[data-promo-banner] button").click();
  await expect(page.locator("[data-promo-banner]")).toHaveCount(0);
  await page.reload();
  await expect(page.locator("[data-promo-banner]")).toBeHidden();
});

test("a link loads its page as a document; back returns to the home page as it was left", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __here: boolean }).__here = true));
  await page.locator("#mobile-menu").evaluate((el) => el.removeAttribute("hidden"));
  await page.locator('#mobile-menu a[href="/why-choose-us"]').click();
  await expect(page).toHaveURL(/\/why-choose-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __here?: boolean }).__here)).toBeUndefined();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the language switch follows the page's hash after the islands are live, and goes to the twin", async ({ page }) => {
  await page.goto("/founder-story");
  await waitForHydration(page);
  await page.evaluate(() => (location.hash = "#the-problem"));
  const toSpanish = page.locator('header a[data-language-switch="page"]');
  await expect(toSpanish).toHaveAttribute("href", "/es/nuestra-historia#the-problem");
  await toSpanish.click();
  await expect(page).toHaveURL(/\/es\/nuestra-historia#the-problem$/);
  expect(await page.evaluate(() => localStorage.getItem("cx-mexico-lang"))).toBe("es");
});

test.describe("at 1280 px", () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test("the links on screen are prefetched as documents once the islands are live, and a tap is served from the prefetch", async ({ page }) => {
    const prefetched: string[] = [];
    page.on("request", (r) => {
      if (r.headers()["sec-purpose"]?.startsWith("prefetch")) prefetched.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    const link = page.locator('header a[href="/why-choose-us"]').first();
    await expect(link).toHaveAttribute("data-prefetch", "");
    await expect.poll(() => prefetched).toContain("/why-choose-us");
    // Nothing for a link to this page, or for a link that opens a new tab.
    expect(await page.locator('a[data-prefetch][target="_blank"], a[data-prefetch][href="/"]').count()).toBe(0);
    await link.click();
    await expect(page).toHaveURL(/\/why-choose-us$/);
    expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType)).toBe("navigational-prefetch");
  });
});
