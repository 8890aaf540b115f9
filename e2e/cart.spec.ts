import { expect, test, type Page } from "@playwright/test";
import { expectToast, FIRST_LOAD, watchPage } from "./helpers";
import { card, cartButton, chooseStyle, expectCartCount, gotoProduct, gotoStore, P, STORE_API, stockOf } from "./store-fixtures";

const CART_KEY = "e-commerce-cart";

/**
 * Adds from a card as a visitor does, and waits until the cart says so before the test moves on:
 * the store's grid may hydrate at this very tap and answer it a moment later (decision
 * 2026-11-29-islands-on-intent), and a test that leaves the page at once would leave before it.
 */
async function addFromCard(page: Page, title: string, times = 1) {
  const label = (await cartButton(page).getAttribute("aria-label")) ?? "";
  const before = Number(/\d+/.exec(label)?.[0] ?? 0);
  for (let i = 0; i < times; i++) await card(page, title).getByRole("button", { name: /Add to Cart/ }).click();
  await expectCartCount(page, before + times);
}

async function openDrawer(page: Page) {
  await cartButton(page).click();
  const drawer = page.getByRole("dialog", { name: /Your Cart/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

// The machine running these is shared and busy: give whole flows room.
test.describe.configure({ timeout: 60_000 });

test.describe("cart and drawer", () => {
  test("the header button shows the count and opens the drawer; lines go up, down (never below 1) and away; the total follows", async ({ page }) => {
    await gotoStore(page);
    await addFromCard(page, "Five-Star Review Playbook", 2); // $45.00 on sale (list $59.00)
    await addFromCard(page, "Pricing Strategy Call"); // $120.00
    await expectCartCount(page, 3);

    const drawer = await openDrawer(page);
    const lines = drawer.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    await expect(drawer.getByTestId("cart-total")).toHaveText("$210.00");

    const playbook = lines.filter({ hasText: "Five-Star Review Playbook" });
    await playbook.getByRole("button", { name: /Decrease quantity/ }).click();
    await expect(playbook.getByTestId("line-quantity")).toHaveText("1");
    await expect(playbook.getByRole("button", { name: /Decrease quantity/ })).toBeDisabled();
    await playbook.getByRole("button", { name: /Increase quantity/ }).click();
    await playbook.getByRole("button", { name: /Increase quantity/ }).click();
    await expect(playbook.getByTestId("line-quantity")).toHaveText("3");
    await expect(drawer.getByTestId("cart-total")).toHaveText("$255.00");

    await lines.filter({ hasText: "Pricing Strategy Call" }).getByRole("button", { name: /Remove/ }).click();
    await expect(lines).toHaveCount(1);
    await expect(drawer.getByTestId("cart-total")).toHaveText("$135.00");

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expectCartCount(page, 3);
    await expect(cartButton(page)).toBeFocused();
  });

  test("the drawer stops at managed stock, and the cart survives a reload and other pages", async ({ page }) => {
    await gotoProduct(page, P.welcomeBook);
    await chooseStyle(page, "Printed");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectCartCount(page, 1);
    await page.reload();
    await expectCartCount(page, 1);
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible(FIRST_LOAD);
    await expectCartCount(page, 1);
    const drawer = await openDrawer(page);
    const line = drawer.getByTestId("cart-line");
    await line.getByRole("button", { name: /Increase quantity/ }).click();
    await line.getByRole("button", { name: /Increase quantity/ }).click();
    await expect(line.getByTestId("line-quantity")).toHaveText("3");
    await expect(line.getByRole("button", { name: /Increase quantity/ })).toBeDisabled();
    // The disabled "+" says why, as the product page does.
    await expect(line.getByTestId("quantity-limit")).toHaveText("Only 3 left");
    await expect(line.getByRole("button", { name: /Increase quantity/ })).toHaveAccessibleDescription("Only 3 left");
    await expect(drawer.getByTestId("cart-total")).toHaveText("$237.00");
    await line.getByRole("button", { name: /Decrease quantity/ }).click();
    await expect(line.getByTestId("quantity-limit")).toHaveCount(0);
  });

  test("Clear cart empties it", async ({ page }) => {
    await gotoStore(page);
    await addFromCard(page, "Pricing Strategy Call");
    const drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "Clear cart" }).click();
    await expect(drawer.getByText("Your cart is empty.")).toBeVisible();
    await expectCartCount(page, 0);
    expect(await page.evaluate((k) => localStorage.getItem(k), CART_KEY)).toBeNull();
  });

  test("checkout with an empty cart is blocked with 'Your cart is empty'", async ({ page }) => {
    let posted = false;
    await page.route(`**${STORE_API}/checkout`, (route) => {
      posted = true;
      return route.continue();
    });
    await gotoStore(page);
    const drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expectToast(page, "Your cart is empty");
    await expectToast(page, "Add some products to your cart before checking out.");
    expect(posted).toBe(false);
  });

  test("checkout goes through the hosted page: Pay takes the stock and lands on /success listing the order, with an empty cart", async ({ page }) => {
    const watched = watchPage(page);
    const before = await stockOf(page, P.feedbackCards);
    const variant = Object.keys(before)[0]!;

    await gotoStore(page);
    await addFromCard(page, "Guest Feedback Card Set", 2);
    await addFromCard(page, "CX Launch Kit - Pro Setup + Guest Ops");
    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId("cart-total")).toHaveText("$1069.00");

    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const request = page.waitForRequest((r) => r.url().endsWith(`${STORE_API}/checkout`) && r.method() === "POST");
    await drawer.getByRole("button", { name: "Checkout" }).click();
    const body = (await request).postDataJSON();
    const origin = new URL(page.url()).origin;
    expect(body).toEqual({
      items: [
        { variant_id: variant, quantity: 2 },
        { variant_id: "var_01JCX0LAUNCHKITPRO000001", quantity: 1 },
      ],
      successUrl: expect.stringMatching(new RegExp(`^${origin}/success\\?checkout=[a-z0-9]{16}$`)),
      cancelUrl: `${origin}/store`,
      locale: "en",
      timeZone,
    });

    await expect(page).toHaveURL(/\/store-api\/hosted-checkout\/cs_local_/);
    await expect(page.getByRole("heading", { name: "Complete your order" })).toBeVisible();
    await expect(page.getByText("Guest Feedback Card Set")).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("$1069.00");
    await page.getByRole("button", { name: "Pay $1069.00" }).click();

    await expect(page).toHaveURL(body.successUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    const lines = page.getByTestId("receipt-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText("Guest Feedback Card Set");
    await expect(lines.nth(0)).toContainText("Pack of 50 · Qty 2");
    await expect(lines.nth(1)).toContainText("CX Launch Kit - Pro Setup + Guest Ops");
    await expect(lines.nth(1)).toContainText("$999.00");
    await expect(page.getByTestId("receipt-total")).toHaveText("$1069.00");
    await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/store");
    await expectCartCount(page, 0);
    expect(await page.evaluate((k) => localStorage.getItem(k), CART_KEY)).toBeNull();
    const after = await stockOf(page, P.feedbackCards);
    expect(after[variant]).toBe(before[variant]! - 2);

    // A reload shows the same receipt.
    await page.reload();
    await expect(page.getByTestId("receipt-line")).toHaveCount(2);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
  });

  test("Cancel on the hosted page returns to the page checkout started from with the cart intact, stock untouched", async ({ page }) => {
    // Smart Lock sessions: no test pays for them, so their stock stays put while tests run in parallel.
    const before = await stockOf(page, P.smartLock);
    await gotoStore(page);
    await addFromCard(page, "Pricing Strategy Call");
    await gotoProduct(page, P.smartLock);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectCartCount(page, 2);
    let drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/store-api\/hosted-checkout\//);
    await page.getByRole("button", { name: "Cancel and return" }).click();
    await expect(page).toHaveURL(`/product/${P.smartLock}`);
    await expect(page.getByRole("heading", { level: 1, name: "Smart Lock Setup Session" })).toBeVisible();
    // Nothing the visitor chose is lost: the same two lines, and the drawer opens again.
    await expectCartCount(page, 2);
    drawer = await openDrawer(page);
    await expect(drawer.getByTestId("cart-line")).toHaveCount(2);
    await expect(drawer.getByTestId("cart-total")).toHaveText("$270.00");
    await expect(drawer.getByRole("button", { name: "Checkout" })).toBeEnabled();
    expect(await stockOf(page, P.smartLock)).toEqual(before);
    // Typing the success address afterwards claims nothing and takes nothing out of the cart.
    await page.goto("/success");
    await expect(page.getByRole("heading", { level: 1, name: "No recent purchase found" })).toBeVisible();
    await expectCartCount(page, 2);
  });

  test("a failed checkout says 'Checkout Error' and keeps the cart", async ({ page }) => {
    await page.route(`**${STORE_API}/checkout`, (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ message: "Unknown variant_id" }) }),
    );
    await gotoStore(page);
    await addFromCard(page, "Pricing Strategy Call");
    const drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expectToast(page, "Checkout Error");
    await expectToast(page, "There was a problem initializing checkout. Please try again.");
    await expect(page).toHaveURL("/store");
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
    await expectCartCount(page, 1);
  });

  test("a line past the stock left (stock moved after it was added) is lowered before checkout, with a toast that names it", async ({ page }) => {
    await gotoProduct(page, P.smartLock);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectCartCount(page, 1);
    // Another buyer took the sessions meanwhile: the stored line now asks for more than there is.
    await page.evaluate((k) => {
      const lines = JSON.parse(localStorage.getItem(k)!);
      lines[0].quantity = 5;
      localStorage.setItem(k, JSON.stringify(lines));
    }, CART_KEY);
    await page.reload();
    let checkouts = 0;
    await page.route(`**${STORE_API}/checkout`, async (route) => {
      checkouts++;
      await route.continue();
    });
    const drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expectToast(page, "Only 2 of Smart Lock Setup Session (60-minute session) can be ordered, so the quantity was lowered to 2.");
    await expect(drawer.getByTestId("line-quantity")).toHaveText("2");
    await expect(drawer.getByRole("button", { name: "Checkout" })).toBeEnabled();
    // The visitor sees the new total before anything is sent to the store's checkout.
    expect(checkouts).toBe(0);
  });

  test("a corrupt 'e-commerce-cart' value gives an empty cart, not a crash", async ({ page }) => {
    const watched = watchPage(page);
    await page.addInitScript((k) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(k, '{"this is": not json');
        sessionStorage.setItem("seeded", "1");
      }
    }, CART_KEY);
    await gotoStore(page);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await expectCartCount(page, 0);
    await addFromCard(page, "Pricing Strategy Call");
    await expectCartCount(page, 1);

    // Well-formed JSON of the wrong shape is no better.
    await page.evaluate((k) => localStorage.setItem(k, JSON.stringify([{ product: { id: 1 }, variant: "x", quantity: -3 }])), CART_KEY);
    await page.reload();
    await expectCartCount(page, 0);
    const drawer = await openDrawer(page);
    await expect(drawer.getByText("Your cart is empty.")).toBeVisible();
    expect(watched.consoleErrors).toEqual([]);
  });

  test("the cart follows changes made in another tab", async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await gotoStore(a);
    await b.goto("/terms");
    await expect(b.getByRole("heading", { level: 1 })).toBeVisible(FIRST_LOAD);
    await expectCartCount(b, 0);
    await addFromCard(a, "Pricing Strategy Call");
    await expectCartCount(b, 1);
    const drawer = await openDrawer(b);
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
    await addFromCard(a, "Five-Star Review Playbook");
    await expect(drawer.getByTestId("cart-line")).toHaveCount(2);
    await drawer.getByRole("button", { name: "Clear cart" }).click();
    await expectCartCount(a, 0);
  });
});
