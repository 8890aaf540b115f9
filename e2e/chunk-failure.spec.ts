import { expect, test, type Page } from "@playwright/test";
import { en as shellEn } from "../src/content/shell/en";
import { es as shellEs } from "../src/content/shell/es";
import { en as viewEn } from "../src/content/product-view/en";
import { VIEWPORTS, waitForHydration, watchPage } from "./helpers";

/**
 * A part whose code arrives later (the services menu, the toasts, the footer, the cart drawer)
 * and whose chunk cannot be fetched (a dropped connection, the document being left, a deploy
 * that took the chunk away) gives way to a fallback: nothing the visitor sees is lost, and no
 * uncaught error takes its island or page down (src/lib/lazy-or.ts).
 */

/** The page's chunks whose name starts with one of `names` fail as a dropped connection does. */
async function cutChunks(page: Page, ...names: string[]) {
  await page.route(new RegExp(`/assets/(${names.join("|")})-[\\w-]+\\.js$`), (route) => route.abort("internetdisconnected"));
}

/** Page errors and console errors, less the failed fetches the test itself caused. */
function errorsBesidesTheCut(page: Page) {
  const { consoleErrors } = watchPage(page);
  return () => consoleErrors.filter((m) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(m));
}

test.describe("at 1280 px", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  for (const url of ["/", "/why-choose-us"]) {
    test(`the services menu whose code cannot be fetched becomes a link to all services (${url}); the header stays`, async ({ page }) => {
      const errors = errorsBesidesTheCut(page);
      await cutChunks(page, "services-menu");
      await page.goto(url);
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: shellEn.header.mainNav });
      await nav.getByRole("button", { name: shellEn.header.services }).click();
      const link = nav.getByRole("link", { name: shellEn.header.services });
      await expect(link).toBeVisible();
      await expect(nav.getByRole("link", { name: shellEn.header.hireUs })).toBeVisible();
      expect(errors()).toEqual([]);
      await link.click();
      await expect(page).toHaveURL(/\/all-services$/);
    });
  }

  // An islands page's footer is plain HTML (no code); the app's pages hydrate theirs near the screen.
  test("the footer whose code cannot be fetched keeps its prerendered links, which still lead on", async ({ page }) => {
    const errors = errorsBesidesTheCut(page);
    await cutChunks(page, "footer-band");
    await page.goto("/why-choose-us");
    await waitForHydration(page);
    const footer = page.locator("body > footer");
    await footer.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    const store = footer.getByRole("link", { name: shellEn.footer.quick.store, exact: true });
    await expect(store).toBeVisible();
    expect(errors()).toEqual([]);
    await store.click();
    await expect(page).toHaveURL(/\/store$/);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("the cart drawer whose code cannot be fetched: the cart closes again and says why, in the page's language", async ({ page }) => {
    const errors = errorsBesidesTheCut(page);
    await cutChunks(page, "cart-drawer");
    await page.goto("/es/");
    await waitForHydration(page);
    await page.getByTestId("cart-button").click();
    const toasts = page.getByRole("region", { name: new RegExp(shellEs.toasts.region) });
    await expect(toasts.getByText(shellEs.cartButton.unavailable)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("cart-button")).toBeVisible();
    expect(errors()).toEqual([]);
  });

  test("the toasts whose code cannot be fetched still show their message, plainly", async ({ page }) => {
    const errors = errorsBesidesTheCut(page);
    await cutChunks(page, "toaster-radix");
    await page.goto("/product/prod_01JCX0FEEDBACKCARDS000009");
    await waitForHydration(page);
    await page.getByRole("button", { name: viewEn.addToCart, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: viewEn.toasts.added.title })).toBeVisible();
    expect(errors()).toEqual([]);
  });
});
