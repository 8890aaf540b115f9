import { expect, test, type Page } from "@playwright/test";
import { LANG_SUGGEST_DISMISSED_KEY } from "../src/content/language-choice";
import { LANG_COOKIE, langForPath } from "../src/lib/i18n";
import { ENGLISH_ONLY_PATHS, twinPath } from "../src/lib/twins";
import { ROUTES, smokeUrl } from "../src/route-table";
import { expectToast, FIRST_LOAD, pageCookie, waitForHydration, watchPage } from "./helpers";
import { englishFunctionWords, expectAllSpanish } from "./spanish-text";
import { P, STORE_API } from "./store-fixtures";

/*
 * Issue 23: every page in Mexican Spanish. Every Spanish page of the route table renders as
 * es-MX with no English sentence, its internal links stay Spanish, the language switch
 * round-trips on every page, and a Spanish visitor buys from the store and a launch kit without
 * meeting English. The pages come from the route table, so a page added there is tested here.
 */
test.describe.configure({ timeout: 120_000 });

const isPublic = (path: string) => !(ENGLISH_ONLY_PATHS as readonly string[]).includes(path);
const SPANISH_PAGES = ROUTES.map(smokeUrl).filter((url) => langForPath(url) === "es");
const ENGLISH_PAGES = ROUTES.map(smokeUrl).filter((url) => langForPath(url) === "en" && isPublic(url));

/** Internal hrefs on the page that lead out of Spanish: anything but a Spanish page, a file or the switch. */
async function englishLinks(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter((a) => !a.matches("[data-language-switch]"))
      .map((a) => a.getAttribute("href")!)
      .filter((href) => href.startsWith("/") && !href.startsWith("//")),
  );
  return hrefs.filter((href) => {
    const path = href.split(/[?#]/)[0]!;
    return !/\.(png|svg|ico|xml|webmanifest|pdf|txt)$/.test(path) && langForPath(path) !== "es";
  });
}

test("every public English page is the twin of a Spanish page swept below, and the reverse", () => {
  expect(ENGLISH_PAGES.map((url) => twinPath(url, "es")).sort()).toEqual([...SPANISH_PAGES].sort());
  expect(SPANISH_PAGES.map((url) => twinPath(url, "en")).sort()).toEqual([...ENGLISH_PAGES].sort());
});

// Each Spanish page also carries the language switch's round trip (it was a test of its own that
// loaded every English page again: one cold load and hydration more a page, in one test of 45-150 s).
for (const url of SPANISH_PAGES) {
  test(`${url} is in Mexican Spanish, its links stay Spanish, and the language switch round-trips, keeping the query and the hash`, async ({ page }) => {
    const watched = watchPage(page);
    const english = twinPath(url, "en")!;
    const response = await page.goto(`${url}?ref=twin#main`);
    expect(response?.status()).toBeLessThan(400);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible(FIRST_LOAD);
    await waitForHydration(page);
    await expectAllSpanish(page, url);
    expect(await englishLinks(page), `${url}: links to English pages`).toEqual([]);
    const switchLink = page.locator("[data-language-switch]").first();
    await expect(switchLink).toHaveAttribute("hreflang", "en");
    await expect(switchLink).toHaveAttribute("href", `${english}?ref=twin#main`);
    // What search engines read of the business is in the page's language too.
    const listings = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    const business = listings.find((d) => d["@type"] === "ProfessionalService");
    expect(business?.description, `${url}: the business listing`).toMatch(/anfitriones/);
    expect(englishFunctionWords(String(business?.description))).toEqual([]);
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page, url).toHaveURL(`${english}?ref=twin#main`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: "Home" }).first()).toBeAttached();
    await page.getByRole("banner").getByRole("link", { name: "Español" }).click();
    await expect(page, english).toHaveURL(`${url}?ref=twin#main`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
    await expect(page.getByRole("banner").getByRole("link", { name: "Inicio" }).first()).toBeAttached();
    // The choice is remembered: the Mexico landing page opens in the language chosen last.
    expect(await pageCookie(page, LANG_COOKIE)).toBe("es");
    expect(watched.consoleErrors).toEqual([]);
  });
}

test("on a phone the switch is in the header too, and the Spanish menu's links are Spanish", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pricing");
  await waitForHydration(page);
  const toSpanish = page.getByRole("banner").getByRole("link", { name: "Español" });
  await expect(toSpanish).toBeVisible();
  await expect(toSpanish).toHaveText(/ES/);
  await toSpanish.click();
  await expect(page).toHaveURL(twinPath("/pricing", "es")!);
  await page.getByRole("button", { name: "Abrir el menú" }).click();
  const menu = page.getByRole("navigation", { name: "Menú" });
  await menu.getByRole("link", { name: "Contrátenos" }).click();
  await expect(page).toHaveURL(twinPath("/hire-us", "es")!);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
});

test("a Spanish visitor buys from the store in Spanish: tienda -> producto -> carrito -> pago -> compra exitosa", async ({ page }) => {
  const watched = watchPage(page);
  await page.goto(twinPath("/store", "es")!);
  await expect(page.getByTestId("product-card").first()).toBeVisible(FIRST_LOAD);
  await waitForHydration(page);
  await expectAllSpanish(page, "store");
  await page.goto(twinPath(`/product/${P.welcomeBook}`, "es")!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(FIRST_LOAD);
  await waitForHydration(page);
  await expectAllSpanish(page, "product");
  await page.getByRole("button", { name: "Agregar al carrito" }).click();
  await expectToast(page, "¡Agregado al carrito! 🛒");
  await page.getByRole("button", { name: /^Abrir el carrito, \d+ artículos?$/ }).click();
  const drawer = page.getByRole("dialog", { name: /Su carrito/ });
  await expect(drawer).toBeVisible();
  await expectAllSpanish(page, "drawer");
  const request = page.waitForRequest((r) => r.url().endsWith(`${STORE_API}/checkout`) && r.method() === "POST");
  await drawer.getByRole("button", { name: "Ir a pagar" }).click();
  const body = (await request).postDataJSON() as { locale: string; successUrl: string };
  expect(body.locale).toBe("es");
  expect(body.successUrl).toMatch(/\/es\/compra-exitosa\?checkout=[a-z0-9]{16}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Complete su pedido" })).toBeVisible();
  await page.getByRole("button", { name: /^Pagar USD/ }).click();
  await expect(page).toHaveURL(body.successUrl);
  await expect(page.getByRole("heading", { level: 1, name: "¡Pago realizado con éxito!" })).toBeVisible();
  await expectAllSpanish(page, "success");
  expect(await englishLinks(page)).toEqual([]);
  expect(watched.consoleErrors).toEqual([]);
});

test("a Spanish visitor buys a launch kit in Spanish: precios -> pago -> Stripe -> pago exitoso", async ({ page }) => {
  const watched = watchPage(page);
  await page.goto(twinPath("/pricing", "es")!);
  await waitForHydration(page);
  await expectAllSpanish(page, "pricing");
  await page.locator(`a[href^="${twinPath("/checkout/x", "es")!.slice(0, -1)}"]`).first().click();
  await expect(page).toHaveURL(/\/es\/pago\/price_/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(FIRST_LOAD);
  await expectAllSpanish(page, "kit checkout");
  expect(await englishLinks(page)).toEqual([]);
  // Stripe's hosted page (the local stand-in) is Stripe's, in its words; its one success URL is
  // English, and the English success page sends a Spanish buyer on to the Spanish one.
  await page.getByRole("button", { name: "Ir al pago seguro" }).click();
  await page.waitForURL(/\/local-stripe\/pay\//);
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(/\/es\/pago-exitoso\?kit=\w+&session_id=cs_test_/);
  await expect(page.getByRole("heading", { level: 1, name: "¡Pago realizado con éxito!" })).toBeVisible(FIRST_LOAD);
  await expectAllSpanish(page, "kit success");
  expect(await englishLinks(page)).toEqual([]);
  expect(watched.consoleErrors).toEqual([]);
});

test.describe("the Spanish suggestion", () => {
  for (const [locale, shown] of [
    ["es-MX", true],
    ["en-US", false],
  ] as const) {
    test(`${locale}: ${shown ? "shown from the first paint, with no layout shift" : "never shown"}`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/pricing");
      await waitForHydration(page);
      const band = page.getByRole("complementary", { name: "Sugerencia de idioma" });
      if (!shown) {
        await expect(band).toBeHidden();
        await context.close();
        return;
      }
      await expect(band).toBeVisible();
      await expect(band.getByRole("link", { name: "Ver esta página en español" })).toHaveAttribute("href", twinPath("/pricing", "es")!);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
      expect(page.url()).toMatch(/\/pricing$/);
      // Closed, it stays closed, on this page and the next.
      await band.getByRole("button", { name: "Cerrar la sugerencia" }).click();
      await expect(band).toBeHidden();
      expect(await pageCookie(page, LANG_SUGGEST_DISMISSED_KEY)).toBe("1");
      await page.goto("/store");
      await waitForHydration(page);
      await expect(page.getByRole("complementary", { name: "Sugerencia de idioma" })).toBeHidden();
      await context.close();
    });
  }

  test("a visitor who chose English is not asked again", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    await page.goto(twinPath("/pricing", "es")!);
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(page.getByRole("complementary", { name: "Sugerencia de idioma" })).toBeHidden();
    await page.reload();
    await expect(page.getByRole("complementary", { name: "Sugerencia de idioma" })).toBeHidden();
    await context.close();
  });
});
