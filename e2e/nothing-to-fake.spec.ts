import { expect, test, type Page } from "@playwright/test";
import { KITS } from "../src/content/kits";
import { expectToast, FIRST_LOAD, waitForHydration } from "./helpers";
import { cartButton, gotoProduct, P, STORE_API } from "./store-fixtures";

/**
 * Issue 26 items 2-4 (decision 2026-11-25-nothing-to-fake): success pages claim only what this
 * browser knows, store data stays in its box, carts repair themselves.
 *
 * The local build configures no analytics ids, so `track` never reaches the data layer here; what
 * the success page decided to count is also visible as its once-per-purchase memory in
 * sessionStorage (`launchkit-purchase-tracked:*`), written only when the purchase event is sent.
 */
test.describe.configure({ timeout: 60_000 });

const pro = KITS.find((k) => k.id === "pro")!;

async function purchasesCounted(page: Page) {
  return page.evaluate(() => ({
    tracked: Object.keys(sessionStorage).filter((k) => k.startsWith("launchkit-purchase-tracked:")),
    dataLayerPurchases: ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter((e) => JSON.stringify(e).includes("purchase")).length,
  }));
}

test.describe("success pages claim only what this browser knows", () => {
  test("a crafted success URL shows no payment claim and counts no purchase, in English and in Spanish", async ({ page }) => {
    test.slow();
    const crafted = [
      ["/checkout-success?kit=pro&session_id=anything", "No recent purchase found"],
      ["/checkout-success?kit=pro&session_id=cs_test_a1B2c3D4e5F6g7H8i9J0kLmN", "No recent purchase found"],
      ["/checkout-success?kit=pro&session_id=cs_test_%E2%80%AEgnp.exe", "No recent purchase found"],
      ["/success?checkout=pc_made_up_0000001&session_id=cs_test_a1B2c3D4e5F6", "No recent purchase found"],
      ["/es/compra-exitosa?kit=pro&session_id=cs_live_a1B2c3D4e5F6g7H8", "No encontramos una compra reciente"],
    ] as const;
    for (const [url, heading] of crafted) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible(FIRST_LOAD);
      await expect(page.getByText(/Payment Successful|Pago realizado/)).toHaveCount(0);
      await expect(page.getByTestId("order-confirmation-id")).toHaveCount(0);
      await expect(page.getByTestId("purchased-kit")).toHaveCount(0);
      expect(await purchasesCounted(page)).toEqual({ tracked: [], dataLayerPurchases: 0 });
    }
  });

  test("the real kit journey shows its receipt and counts it once; a reload shows it again, another session id nothing", async ({ page }) => {
    await page.goto(`/checkout/${pro.stripePriceId}`);
    await page.getByRole("button", { name: "Proceed to Secure Payment" }).click(FIRST_LOAD);
    await page.waitForURL(/\/local-stripe\/pay\//);
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/\/checkout-success\?kit=pro&session_id=cs_test_/);
    const sessionId = new URL(page.url()).searchParams.get("session_id")!;
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible(FIRST_LOAD);
    await expect(page.getByTestId("purchased-kit")).toHaveText(`You bought ${pro.name}.`);
    await expect(page.getByTestId("order-confirmation-id")).toHaveText(sessionId.slice(0, 12));
    expect((await purchasesCounted(page)).tracked).toEqual([`launchkit-purchase-tracked:${sessionId}`]);

    await page.reload();
    await expect(page.getByTestId("order-confirmation-id")).toHaveText(sessionId.slice(0, 12), FIRST_LOAD);
    expect((await purchasesCounted(page)).tracked).toHaveLength(1);

    // The same tab, a made-up session id in the same shape: no claim, nothing counted.
    await page.goto(`/checkout-success?kit=pro&session_id=cs_test_${"x".repeat(24)}`);
    await expect(page.getByRole("heading", { level: 1, name: "No recent purchase found" })).toBeVisible(FIRST_LOAD);
    expect((await purchasesCounted(page)).tracked).toHaveLength(1);
  });
});

test.describe("store data stays in its box", () => {
  const id = "prod_e2e_hostile_description";
  const HOSTILE =
    '<div class="fixed inset-0 z-50 bg-white" style="position:fixed;inset:0;z-index:9999" id="cover"><p>COVERED</p><img src="https://any.host/pixel.gif" alt="pixel"></div><p>Real text.</p>';

  test("a hostile description cannot cover the header, nor load an image from another host", async ({ page }) => {
    const blocked: string[] = [];
    await page.exposeFunction("__cspBlocked", (uri: string) => blocked.push(uri));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => (window as unknown as { __cspBlocked: (u: string) => void }).__cspBlocked(e.blockedURI));
    });
    await page.route(`**${STORE_API}/products/${id}*`, async (route) => {
      const real = await page.request.get(`${STORE_API}/products/${P.playbook}`);
      const body = await real.json();
      body.product.id = id;
      body.product.title = "Hostile Description";
      body.product.description = HOSTILE;
      await route.fulfill({ json: body });
    });
    await gotoProduct(page, id);
    const covered = page.getByText("COVERED");
    await expect(covered).toBeVisible(FIRST_LOAD);
    // The description kept its text, not its class, style or id.
    expect(await page.locator("#cover, [data-testid=product-view] [class*=fixed], [data-testid=product-view] [style*=fixed]").count()).toBe(0);
    // The header stays clickable: the cart opens.
    await cartButton(page).click({ timeout: 5000 });
    await expect(page.getByRole("dialog", { name: /Your Cart/ })).toBeVisible();
    await expect.poll(() => blocked.some((u) => u.includes("any.host"))).toBe(true);
  });

  test("a variant priced below zero is shown as unavailable and cannot be added", async ({ page }) => {
    const bad = "prod_e2e_negative_price";
    await page.route(`**${STORE_API}/products/${bad}*`, async (route) => {
      const real = await page.request.get(`${STORE_API}/products/${P.playbook}`);
      const body = await real.json();
      body.product.id = bad;
      body.product.title = "Negative Price";
      for (const v of body.product.variants) v.prices[0] = { ...v.prices[0], amount: -500, sale_amount: -100 };
      await route.fulfill({ json: body });
    });
    await gotoProduct(page, bad);
    await expect(page.getByTestId("stock-status")).toHaveText("Currently unavailable");
    await expect(page.getByText("$-5.00")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  });
});

test.describe("carts that repair themselves", () => {
  test("a stored line whose variant is gone is removed with a toast that names it; a quantity of 1e9 is lowered to 99", async ({ page }) => {
    await gotoProduct(page, P.playbook);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");
    await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem("e-commerce-cart")!);
      const gone = { ...lines[0], variant: { ...lines[0].variant, id: "var_gone_since", title: "Old Edition" }, quantity: 1 };
      lines[0].quantity = 1e9;
      localStorage.setItem("e-commerce-cart", JSON.stringify([lines[0], gone]));
    });
    await page.reload();
    await waitForHydration(page);
    await cartButton(page).click();
    const drawer = page.getByRole("dialog", { name: /Your Cart/ });
    await expect(drawer.getByTestId("cart-line")).toHaveCount(2);
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expectToast(page, "Five-Star Review Playbook (Old Edition) is no longer in the store and was removed from your cart.");
    await expectToast(page, "Only 99 of Five-Star Review Playbook (E-book) can be ordered, so the quantity was lowered to 99.");
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
    await expect(drawer.getByTestId("line-quantity")).toHaveText("99");
    await expect(drawer.getByRole("button", { name: "Checkout" })).toBeEnabled();
  });
});
