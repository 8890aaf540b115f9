import { expect, test, type Page } from "@playwright/test";
import { LANG_COOKIE } from "../src/lib/i18n";
import { pageCookie, VIEWPORTS, waitForHydration, watchPage } from "./helpers";
import { routeFiles } from "./route-files";

/**
 * Islands pages (docs/decisions/2026-11-28-islands.md): the home page, the founder story, the
 * pricing, Mexico and store pages and the prerendered products, in both languages, hydrate their
 * islands only, load no router and no page module, and their links load the next page as a document.
 */

const hydrated = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));

test.use({ viewport: VIEWPORTS.mobile });

/** Opens an islands page and waits for its islands: what it asked the server for, and what it logged. */
async function openIslandsPage(page: Page, url: string) {
  const watched = watchPage(page);
  const asked: string[] = [];
  page.on("request", (r) => asked.push(new URL(r.url()).pathname));
  await page.goto(url);
  await waitForHydration(page);
  expect(await page.locator("html").getAttribute("data-islands")).toBe("");
  return { watched, asked };
}

test("the home page hydrates nothing as it loads, its header and banner at the visitor's first touch, and fetches no router and no page module", async ({ page }) => {
  const { watched, asked } = await openIslandsPage(page, "/");
  // An empty cart: the prerendered header is what React would draw (decision 2026-11-29-islands-on-intent).
  expect(await hydrated(page, "header button")).toBe(false);
  expect(await hydrated(page, "[data-promo-banner] button")).toBe(false);
  expect(await page.locator("[data-island-overlays]").count()).toBe(0);
  await page.getByRole("button", { name: "Open menu" }).hover();
  await expect.poll(() => hydrated(page, "header button")).toBe(true);
  expect(await hydrated(page, "[data-promo-banner] button")).toBe(false);
  await page.locator("[data-promo-banner] button").hover();
  await expect.poll(() => hydrated(page, "[data-promo-banner] button")).toBe(true);
  expect(await hydrated(page, "main h1")).toBe(false);
  expect(await hydrated(page, "footer a")).toBe(false);
  for (const id of ["root", "en.home"]) expect(asked, `${id}'s module`).not.toContain(routeFiles(id)[0]);
  expect(asked.some((p) => /\/assets\/manifest-/.test(p)), "the route manifest").toBe(false);
  expect(asked.some((p) => /\/assets\/islands-boot-/.test(p))).toBe(true);
  expect(watched.consoleErrors).toEqual([]);
});

test("a cart with lines: the header hydrates with the page and shows its count", async ({ page }) => {
  await page.goto("/store");
  await page.locator('[data-testid="product-card"]').filter({ hasText: "Pricing Strategy Call" }).getByRole("button").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect(await hydrated(page, "header button")).toBe(true);
  expect(await hydrated(page, "[data-promo-banner] button")).toBe(false);
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
  expect(await pageCookie(page, LANG_COOKIE)).toBe("es");
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

for (const [url, lang] of [["/pricing", "en"], ["/es/precios", "es"]] as const) {
  test(`the pricing page (${lang}) hydrates its header and kit buttons only, at the visitor's first touch, and fetches no router and no page module`, async ({ page }) => {
    const { watched, asked } = await openIslandsPage(page, url);
    // Analytics off (the site as it ships): a kit's button has nothing to send, its link is the prerender's.
    expect(await hydrated(page, "header button")).toBe(false);
    expect(await hydrated(page, '[id^="kit-"] a[href*="/"]')).toBe(false);
    await page.locator('[id^="kit-"] a[href*="/"]').first().hover();
    await expect.poll(() => hydrated(page, '[id^="kit-"] a[href*="/"]')).toBe(true);
    expect(await hydrated(page, "main h1")).toBe(false);
    expect(await hydrated(page, "#diy-card-title")).toBe(false);
    expect(await hydrated(page, "main details summary")).toBe(false);
    for (const id of ["root", `${lang}.pricing`]) expect(asked, `${id}'s module`).not.toContain(routeFiles(id)[0]);
    expect(asked.some((p) => /\/assets\/manifest-/.test(p)), "the route manifest").toBe(false);
    expect(watched.consoleErrors).toEqual([]);
  });
}

test("the pricing page's controls work before its islands hydrate and after: the FAQ, a kit's checkout, a message on the next page", async ({ page }) => {
  // Before: the islands' chunk never arrives. The FAQ is the browser's; a kit's button is a link.
  await page.route(/\/assets\/islands-boot-[\w-]+\.js$/, () => {});
  await page.goto("/pricing");
  const faq = page.locator("main details").first();
  await faq.locator("summary").click();
  await expect(faq).toHaveAttribute("open", "");
  await page.locator('[id^="kit-"] a').first().click();
  await expect(page).toHaveURL(/\/checkout\/price_/);
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // After: the same button loads the checkout as a document; the DIY card's link says its message on the next page.
  await page.goto("/es/precios");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __here: boolean }).__here = true));
  const diy = page.locator('main a[data-toast][href="/es/kits-para-anfitriones"]');
  const message = JSON.parse((await diy.getAttribute("data-toast"))!) as { title: string };
  await diy.click();
  await expect(page).toHaveURL(/\/es\/kits-para-anfitriones$/);
  expect(await page.evaluate(() => (window as unknown as { __here?: boolean }).__here)).toBeUndefined();
  await expect(page.getByText(message.title, { exact: true })).toBeVisible();
  await page.goBack();
  await waitForHydration(page);
  await page.locator('[id^="kit-"] a').nth(1).click();
  await expect(page).toHaveURL(/\/es\/pago\/price_/);
});

for (const [url, lang] of [["/airbnb-mexico", "es"], ["/en/airbnb-mexico", "en"]] as const) {
  test(`the Mexico page (${lang}) hydrates its header and toggle at the visitor's first touch, Buy Now and the FAQ as they near the screen, from a chunk of their own, and fetches no router and no page module`, async ({ page }) => {
    const { watched, asked } = await openIslandsPage(page, url);
    for (const island of ["header button", '[role="group"] button[aria-pressed]']) expect(await hydrated(page, island), island).toBe(false);
    // Screens below the first (islands/near-screen.ts): the prerender's until the visitor scrolls near.
    for (const island of ['[data-testid="buy-now"]', 'button[aria-controls^="mexico-faq-"]']) expect(await hydrated(page, island), island).toBe(false);
    await expect(page.getByTestId("buy-now-status")).toHaveAttribute("data-status", "loading");
    await page.getByTestId("buy-now").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("buy-now")).toHaveAttribute("aria-disabled", "false");
    expect(await hydrated(page, '[data-testid="buy-now"]')).toBe(true);
    await page.locator("#faq").scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page, 'button[aria-controls^="mexico-faq-"]')).toBe(true);
    expect(await hydrated(page, "main h1")).toBe(false);
    expect(await hydrated(page, "footer a")).toBe(false);
    for (const id of ["root", `${lang}.mexico`]) expect(asked, `${id}'s module`).not.toContain(routeFiles(id)[0]);
    // The toggle's chunk is fetched once the page is live, ahead of a first tap on it.
    await expect.poll(() => asked.some((p) => /\/assets\/language-toggle-/.test(p))).toBe(true);
    expect(watched.consoleErrors).toEqual([]);
  });
}

test("the Mexico page's own islands are not in another islands page's load", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => asked.push(new URL(r.url()).pathname));
  await page.goto("/pricing");
  await waitForHydration(page);
  expect(asked.filter((p) => /\/assets\/(language-toggle|buy-now|faq-accordion)-/.test(p))).toEqual([]);
});

test("the Mexico page: a question tapped before its islands is opened once they are; Buy Now and the toggle load their pages as documents", async ({ page }) => {
  // The islands' own chunks are slow: the tap lands on the prerendered question.
  await page.route(/\/assets\/(language-toggle|faq-accordion|buy-now)-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto("/en/airbnb-mexico");
  const question = page.locator('button[aria-controls^="mexico-faq-"]').first();
  await question.click();
  await waitForHydration(page);
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // Buy Now, far above the FAQ, is still the prerender's: tapped at once, before the store has
  // answered, the tap hydrates it and is answered when the store is (the offer page).
  await page.evaluate(() => ((window as unknown as { __here: boolean }).__here = true));
  expect(await hydrated(page, '[data-testid="buy-now"]')).toBe(false);
  // force: Playwright waits for an aria-disabled button to be enabled; a visitor's tap does not.
  await page.getByTestId("buy-now").click({ force: true });
  await expect(page).toHaveURL(/\/airbnb-mexico-offer$/);
  expect(await page.evaluate(() => (window as unknown as { __here?: boolean }).__here)).toBeUndefined();

  await page.goto("/en/airbnb-mexico");
  await waitForHydration(page);
  await page.getByRole("group").getByRole("button", { name: "ES" }).click();
  await expect(page).toHaveURL(/\/airbnb-mexico$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  expect(await pageCookie(page, LANG_COOKIE)).toBe("es");
  // The toggle replaced the entry: Back goes to the offer page, in the language now remembered.
  await page.goBack();
  await expect(page).toHaveURL(/\/es\/oferta-airbnb-mexico$/);
});

for (const [url, lang, route] of [["/store", "en", "routes/store"], ["/es/tienda", "es", "routes/es/tienda"]] as const) {
  test(`the store (${lang}) hydrates its header and grid only, when needed, from a chunk of their own, and fetches no router and no page module`, async ({ page }) => {
    const { watched, asked } = await openIslandsPage(page, url);
    expect(await hydrated(page, "header button")).toBe(false);
    // The grid hydrates with the page only when the store's figures differ from the build's (other
    // tests buy from it); otherwise at the visitor's first touch. Either way a tap on a card's
    // button is answered.
    const add = page.locator('[data-testid="product-card"]').filter({ hasText: "Pricing Strategy Call" }).getByRole("button");
    await add.click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    for (const island of ["header button", '[data-testid="product-card"] button', '[data-testid="product-card"] h2 a']) expect(await hydrated(page, island), island).toBe(true);
    expect(await hydrated(page, "main h1")).toBe(false);
    expect(await hydrated(page, "footer a")).toBe(false);
    for (const id of ["root", route]) expect(asked, `${id}'s module`).not.toContain(routeFiles(id)[0]);
    expect(asked.some((p) => /\/assets\/store-islands-/.test(p))).toBe(true);
    expect(asked.some((p) => /\/assets\/product-islands-/.test(p))).toBe(false);
    expect(watched.consoleErrors).toEqual([]);
  });
}

for (const [url, lang, route] of [
  ["/product/prod_01JCX0FEEDBACKCARDS000009", "en", "routes/product"],
  ["/es/producto/prod_01JCX0FEEDBACKCARDS000009", "es", "routes/es/producto"],
  // Styles to choose and additional info: the view's ids are its own, the same in the island as in the prerender.
  ["/product/prod_01JCX0WELCOMEBOOK00000002", "en", "routes/product"],
] as const) {
  test(`a prerendered product (${url.split("/").pop()}, ${lang}) hydrates its header and product view only, when needed, from a chunk of their own, and fetches no router and no page module`, async ({ page }) => {
    const { watched, asked } = await openIslandsPage(page, url);
    expect(await hydrated(page, "header button")).toBe(false);
    // The view hydrates with the page only when the store's figures differ from the build's;
    // otherwise at the visitor's first touch, which is answered.
    await page.getByRole("button", { name: lang === "en" ? "Increase quantity" : "Aumentar la cantidad" }).click();
    await expect(page.getByTestId("quantity")).toHaveText("2");
    for (const island of ['[data-testid="product-view"] h1', '[data-testid="quantity"]']) expect(await hydrated(page, island), island).toBe(true);
    expect(await hydrated(page, "footer a")).toBe(false);
    for (const id of ["root", route]) expect(asked, `${id}'s module`).not.toContain(routeFiles(id)[0]);
    expect(asked.some((p) => /\/assets\/product-islands-/.test(p))).toBe(true);
    expect(asked.some((p) => /\/assets\/store-islands-/.test(p))).toBe(false);
    expect(watched.consoleErrors).toEqual([]);
  });
}

test("the store's own islands are not in another islands page's load", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => asked.push(new URL(r.url()).pathname));
  await page.goto("/pricing");
  await waitForHydration(page);
  expect(asked.filter((p) => /\/assets\/(store-islands|product-islands|store-page|product-page|product-view)-/.test(p))).toEqual([]);
});

test("the stylesheet is linked once: the islands' boot and a lazy import find it on the page (pipeline/root-stylesheet.ts)", async ({ page }) => {
  const stylesheets = () => page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  // An islands page: its boot is a lazy import of the entry.
  await page.goto("/airbnb-mexico");
  await waitForHydration(page);
  expect(await stylesheets()).toHaveLength(1);
  // A page hydrated whole, once its cart drawer (a lazy import) is open.
  await page.goto("/why-choose-us");
  await waitForHydration(page);
  await page.getByTestId("cart-button").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await stylesheets()).toHaveLength(1);
});
