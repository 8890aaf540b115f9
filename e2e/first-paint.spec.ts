import { expect } from "@playwright/test";
import { test } from "@playwright/test";
import { en as home } from "../src/content/home/en";
import { PROMO_BANNER_COOKIE } from "../src/content/promo-banner";
import { en as signUpWords } from "../src/content/sign-up/en";
import { actionToasts } from "../src/content/offer-facts";
import { en as whyChooseUs } from "../src/content/why-choose-us/en";
import { expectToast, FIRST_LOAD, holdScripts, VIEWPORTS, waitForHydration } from "./helpers";
import { card, expectCartCount, P } from "./store-fixtures";

const promoBanner = { ...home.promo, cookie: PROMO_BANNER_COOKIE };

/**
 * Nothing tapped before hydration is lost (issue 11 point 3). The page paints from its HTML and
 * its scripts arrive after the first paint; here they are held back (every /assets/*.js waits)
 * while the visitor taps, as on a slow phone, then let through. A tap on a link just follows it;
 * a tap on a button is kept and replayed once React is there (components/layout/tap-replay.ts).
 */
test.describe.configure({ timeout: 60_000 });

test("phone: the mobile menu and the cart button tapped before the scripts run open once they have", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  const scripts = await holdScripts(page);
  await page.goto("/pricing");
  await scripts.painted();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByTestId("cart-button").click();
  // Not yet: no script has run. The taps are kept, the controls say they are busy.
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("data-tap-pending", "");

  scripts.release();
  await waitForHydration(page);
  await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Hire Us" })).toBeVisible();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator("[data-tap-pending]")).toHaveCount(0);
});

test("a kit's Buy button is a link: tapped before the scripts run, it goes to the kit's checkout", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/pricing");
  await scripts.painted();
  const buy = page.locator("#kit-complete").getByRole("link").last();
  const href = await buy.getAttribute("href");
  expect(href).toMatch(/^\/checkout\//);
  await buy.click();
  await expect(page).toHaveURL(href!);
  scripts.release();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(FIRST_LOAD);
});

test("desktop: the banner's close and the Airbnb Services menu tapped before the scripts run do what they say", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/");
  await scripts.painted();
  const banner = page.getByRole("region", { name: promoBanner.label });
  await expect(banner).toBeVisible();

  await banner.getByRole("button", { name: promoBanner.close }).click();
  await page.getByRole("banner").getByRole("button", { name: "Airbnb Services" }).click();
  await expect(banner).toBeVisible();

  scripts.release();
  await waitForHydration(page);
  await expect(banner).toBeHidden();
  await expect(page.getByRole("menu").getByRole("menuitem", { name: "All Services" })).toBeVisible(FIRST_LOAD);
  // The close is remembered for the session, as a close after hydration is.
  await page.reload();
  await expect(page.getByRole("region", { name: promoBanner.label })).toBeHidden();
});

test("Add to Cart tapped before the scripts run, on a store card and on a product page, adds the item", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/store");
  await scripts.painted();
  await card(page, "Guest Feedback Card Set").getByRole("button", { name: /Add to Cart/ }).click();
  scripts.release();
  await waitForHydration(page);
  await expectToast(page, "Added to Cart! 🛒");
  await expectCartCount(page, 1);

  const again = await holdScripts(page);
  await page.goto(`/product/${P.poster}`);
  await again.painted();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  again.release();
  await waitForHydration(page);
  await expectCartCount(page, 2);
});

test("an address typed and sent before the scripts run is subscribed, not lost", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/subscribe");
  await scripts.painted();
  const email = `early-${Date.now()}@example.com`;
  const field = page.getByPlaceholder(signUpWords.placeholder);
  await field.fill(email);
  await page.getByRole("button", { name: signUpWords.submit }).click();
  scripts.release();
  await waitForHydration(page);
  await expectToast(page, signUpWords.subscribed.title);
  await expect(field).toHaveValue("");
});

test("a link that also says something, tapped before the scripts run, goes there and says it", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/why-choose-us");
  await scripts.painted();
  const link = page.getByRole("link", { name: whyChooseUs.cta.servicesLabel });
  await link.click();
  await expect(link).toHaveAttribute("data-tap-pending", "");
  scripts.release();
  await expect(page).toHaveURL(/\/all-services$/);
  await expectToast(page, actionToasts.services.title);
});
