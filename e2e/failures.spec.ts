import { expect, test, type Page, type Route } from "@playwright/test";
import { en } from "../src/content/failures/en";
import { es } from "../src/content/failures/es";
import { expectToast, FIRST_LOAD, waitForHydration } from "./helpers";
import { card, expectCartCount, gotoStore, STORE_API } from "./store-fixtures";

/**
 * Issue 27 item 6: each hosted service cut (the request aborted, as on a phone in a dead zone)
 * and hanging (no answer): every message a visitor sees is one of the mapped sentences
 * (content/failures), in the page's language; nothing typed or carted is lost.
 */

test.describe.configure({ timeout: 60_000 });

const RAW = /TypeError|Failed to fetch|NetworkError|HTTP \d|\b50\d\b|signal timed out|AbortError/;
const cut = (route: Route) => route.abort("internetdisconnected");
/** A request that never gets an answer (the client gives up after 10 s). */
const hang = () => {};

async function expectNoRawError(page: Page) {
  expect(await page.locator("body").innerText()).not.toMatch(RAW);
}

test.describe("the store API", () => {
  for (const [how, handler, sentence] of [
    ["cut", cut, en.offline],
    ["hanging", hang, en.timeout],
  ] as const) {
    test(`${how}: /store says 'Error loading products: ' and the sentence; the cart is kept`, async ({ page }) => {
      await gotoStore(page);
      await card(page, "Pricing Strategy Call").getByRole("button", { name: /Add to Cart/ }).click();
      await expectCartCount(page, 1);
      await page.route(`**${STORE_API}/products?*`, handler);
      await page.reload();
      await expect(page.getByRole("alert")).toHaveText(new RegExp(`Error loading products: ${sentence.replace(/[.?]/g, "\\$&")}`), { timeout: 20_000 });
      await expectNoRawError(page);
      await expectCartCount(page, 1);
    });
  }

  test("cut, on the Spanish offer page: 'Error Loading Offer' in Spanish words", async ({ page }) => {
    await page.route(`**${STORE_API}/products?*`, cut);
    await page.goto("/es/oferta-airbnb-mexico");
    await waitForHydration(page);
    await expect(page.getByText(es.offline)).toBeVisible(FIRST_LOAD);
    await expectNoRawError(page);
  });
});

test.describe("the sign-up (Supabase)", () => {
  const INSERT_URL = "**/supabase/functions/v1/signup*";
  for (const [how, handler, sentence] of [
    ["cut", cut, en.offline],
    ["hanging", hang, en.timeout],
  ] as const) {
    test(`${how}: 'Subscription Failed' and the sentence; the typed address stays, and a retry works`, async ({ page }) => {
      await page.goto("/subscribe");
      await waitForHydration(page);
      await page.route(INSERT_URL, handler);
      const field = page.getByPlaceholder("Enter your email address");
      const email = `failure-${how}-${Date.now()}@example.com`;
      await field.fill(email);
      await page.getByRole("button", { name: "Sign Me Up & Get The Goods!" }).click();
      // A hanging sign-up is given up after 10 s.
      const toasts = page.getByRole("region", { name: /notifications/i });
      await expect(toasts.getByText("Subscription Failed")).toBeVisible({ timeout: 20_000 });
      await expect(toasts.getByText(sentence)).toBeVisible();
      await expectNoRawError(page);
      await expect(field).toHaveValue(email);
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await page.getByRole("button", { name: "Sign Me Up & Get The Goods!" }).click();
      await expectToast(page, "Awesome! 🎉 You're In!");
    });
  }
});
