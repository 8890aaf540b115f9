import { en as failures } from "../src/content/failures/en";
import { expect, test, type Route } from "@playwright/test";
import { expectToast, FIRST_LOAD, VIEWPORTS, waitForHydration, watchPage } from "./helpers";
import { config } from "../src/lib/config";
import { card, cartButton, chooseStyle, expectCartCount, gotoProduct, gotoStore, P, STORE_API, storeAdmin } from "./store-fixtures";

// The machine running these is shared and busy: give whole flows room.
test.describe.configure({ timeout: 60_000 });

test.describe("/store", () => {
  test("the grid is in the page before any JavaScript: cards with images, ribbons, prices and subtitles", async ({ browser }) => {
    // Prerendered from the catalogue at build time: nothing waits for a script or the store API.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/store");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Our Store" })).toBeVisible();
    const cards = page.getByTestId("product-card");
    expect(await cards.count()).toBeGreaterThanOrEqual(8);

    const book = card(page, "Guest Welcome Book Template");
    await expect(book.getByText("Bestseller")).toBeVisible();
    await expect(book.getByTestId("price-badge")).toContainText("$29.00");
    await expect(book.getByTestId("price-badge").locator("s")).toHaveText("$49.00");
    await expect(book.getByText("A house manual guests actually read")).toBeVisible();
    await expect(book.locator("img")).toHaveAttribute("src", /\/store-api\/media\/welcome-book-cover\.svg$/);

    const review = card(page, "Listing Photo Review");
    await expect(review.getByText("Check out this amazing product!")).toBeVisible();
    await expect(review.getByTestId("image-placeholder")).toBeVisible();
    await expect(review.getByTestId("price-badge")).toHaveText("$89.00");
    await expect(card(page, "CX Launch Kit - Pro Setup + Guest Ops").getByTestId("price-badge")).toHaveText("$999.00");
    // A card is a link to its product page, which is prerendered too.
    await expect(book.getByRole("link", { name: "Guest Welcome Book Template", exact: true })).toHaveAttribute("href", `/product/${P.welcomeBook}`);
    await context.close();
  });

  test("with scripts, every card image draws and nothing errs", async ({ page }) => {
    const watched = watchPage(page);
    await gotoStore(page);
    await page.waitForLoadState("networkidle");
    const broken = await page.locator("[data-testid=product-card] img").evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
    );
    expect(broken).toEqual([]);
    expect(watched.consoleErrors).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
  });

  test("the grid goes from 1 column on a phone to 4 on a wide screen", async ({ page }) => {
    const columns = async () =>
      page.getByTestId("product-grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").filter(Boolean).length);
    await page.setViewportSize(VIEWPORTS.mobile);
    await gotoStore(page);
    await expect(page.getByTestId("product-grid")).toBeVisible();
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await columns()).toBe(4);
  });

  test("a card links to its product page", async ({ page }) => {
    await gotoStore(page);
    await card(page, "Smart Lock Setup Session").getByRole("link", { name: "Smart Lock Setup Session" }).click();
    await expect(page).toHaveURL(`/product/${P.smartLock}`);
    await expect(page.getByRole("heading", { level: 1, name: "Smart Lock Setup Session" })).toBeVisible();
  });

  test("with several styles the card's button goes to the product page", async ({ page }) => {
    await gotoStore(page);
    await card(page, "Guest Welcome Book Template").getByRole("link", { name: /Add to Cart/ }).click();
    await expect(page).toHaveURL(`/product/${P.welcomeBook}`);
    await expectCartCount(page, 0);
  });

  test("with one style the card adds one unit and toasts; past the stock it says so", async ({ page }) => {
    await gotoStore(page);
    const lock = card(page, "Smart Lock Setup Session");
    await lock.getByRole("button", { name: /Add to Cart/ }).click();
    await expectToast(page, "Added to Cart! 🛒");
    await expectToast(page, "Smart Lock Setup Session has been added to your cart.");
    await expectCartCount(page, 1);
    await lock.getByRole("button", { name: /Add to Cart/ }).click();
    await expectCartCount(page, 2);
    // Only 2 in stock: the third is refused, counting what is already in the cart.
    await lock.getByRole("button", { name: /Add to Cart/ }).click();
    await expectToast(page, "Error adding to cart");
    await expectToast(page, "Not enough stock for Smart Lock Setup Session (60-minute session). Only 2 left.");
    await expectCartCount(page, 2);
  });

  test("a product that is not purchasable cannot be added from its card", async ({ page }) => {
    await gotoStore(page);
    const bundle = card(page, "Vacation Rental Starter Bundle");
    await expect(bundle.getByText("Currently unavailable", { exact: true })).toBeVisible();
    await expect(bundle.getByRole("button", { name: /Add to Cart/ })).toBeDisabled();
  });

  test("a failed refresh says 'Error loading products: …' above the grid it keeps, and Try again recovers", async ({ page }) => {
    let fail = true;
    await page.route(`**${STORE_API}/products?*`, (route) =>
      fail ? route.fulfill({ status: 503, contentType: "application/json", body: "{}" }) : route.continue(),
    );
    await page.goto("/store");
    await expect(page.getByRole("alert")).toContainText(`Error loading products: ${failures.service}`, FIRST_LOAD);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });

  test("a product added to the store after the build joins the grid; one taken off shows 'Currently unavailable'", async ({ page }) => {
    const id = `prod_e2e_grid_${Date.now()}`;
    await storeAdmin.upsertProduct(page, { id, title: `Late Arrival ${id.slice(-5)}`, order: 999, variants: [{ id: `var_${id}`, title: "One", amount: 2500 }] });
    // The store no longer lists the poster: the card stays where it was, not purchasable.
    await page.route(`**${STORE_API}/products?*`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, products: body.products.filter((p: { id: string }) => p.id !== P.poster) } });
    });
    await gotoStore(page);
    const added = card(page, `Late Arrival ${id.slice(-5)}`);
    await expect(added).toBeVisible();
    await expect(added.getByTestId("price-badge")).toHaveText("$25.00");
    await expect(page.getByTestId("product-card").last()).toContainText("Late Arrival");
    const poster = card(page, "House Rules Poster Set");
    await expect(poster.getByTestId("card-unavailable")).toHaveText("Currently unavailable");
    await expect(poster.getByRole("button", { name: /Add to Cart/ })).toBeDisabled();
  });
});

test.describe("/product/:id", () => {
  test("title, description meta, ribbon, prices, sorted info and a 'Back to Store' link", async ({ page }) => {
    const watched = watchPage(page);
    await gotoProduct(page, P.welcomeBook);
    await expect(page.getByRole("heading", { level: 1, name: "Guest Welcome Book Template" })).toBeVisible();
    await expect(page).toHaveTitle("Guest Welcome Book Template - Our Store");
    expect(await page.locator("title").count()).toBe(1);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    const text =
      "A warm, ready-to-fill welcome book: check-in steps, Wi-Fi, house rules, local favourites and checkout in one calm layout. Guests find answers on their own, so you get fewer late-night messages.";
    expect(description).toBe(text.slice(0, 160).trim());
    await expect(page.getByTestId("ribbon")).toHaveText("Bestseller");
    await expect(page.getByText("A house manual guests actually read")).toBeVisible();
    await expect(page.getByTestId("price")).toContainText("$29.00");
    await expect(page.getByTestId("price").locator("s")).toHaveText("$49.00");
    // Stored out of order, shown by order.
    await expect(page.getByTestId("additional-info").getByRole("heading")).toHaveText(["What's inside", "Shipping"]);
    await page.getByRole("link", { name: "Back to Store" }).click();
    await expect(page).toHaveURL("/store");
    expect(watched.consoleErrors).toEqual([]);
  });

  test("the gallery's arrows wrap around, dots and thumbnails pick an image", async ({ page }) => {
    await gotoProduct(page, P.welcomeBook);
    const main = page.getByTestId("gallery").locator("img").first();
    await expect(main).toHaveAttribute("src", /welcome-book-cover\.svg$/);
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(main).toHaveAttribute("src", /welcome-book-printed\.svg$/);
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(main).toHaveAttribute("src", /welcome-book-cover\.svg$/);
    await page.getByRole("button", { name: "Go to image 2" }).click();
    await expect(main).toHaveAttribute("src", /welcome-book-spread\.svg$/);
    await expect(page.getByTestId("gallery-thumbnails")).toBeVisible();
    await page.getByRole("button", { name: "Show image 3 of 3" }).click();
    await expect(main).toHaveAttribute("src", /welcome-book-printed\.svg$/);
  });

  test("thumbnails are for desktop; a phone gets arrows and dots", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await gotoProduct(page, P.welcomeBook);
    await expect(page.getByTestId("gallery-dots")).toBeVisible();
    await expect(page.getByTestId("gallery-thumbnails")).toBeHidden();
  });

  test("the Style selector preselects the first; a style with an image moves the gallery; stock messages follow the quantity", async ({ page }) => {
    await gotoProduct(page, P.welcomeBook);
    await expect(page.getByRole("radio", { name: "Digital" })).toBeChecked();
    await expect(page.getByTestId("stock-status")).toHaveCount(0);
    await chooseStyle(page, "Printed");
    await expect(page.getByRole("radio", { name: "Printed" })).toBeChecked();
    await expect(page.getByTestId("gallery").locator("img").first()).toHaveAttribute("src", /welcome-book-printed\.svg$/);
    await expect(page.getByTestId("price")).toHaveText("$79.00");

    const status = page.getByTestId("stock-status");
    await expect(status).toHaveText("3 in stock!");
    await expect(status).toHaveClass(/text-green-800/);
    const minus = page.getByRole("button", { name: "Decrease quantity" });
    const plus = page.getByRole("button", { name: "Increase quantity" });
    await expect(minus).toBeDisabled();
    for (let i = 0; i < 3; i++) await plus.click();
    await expect(page.getByTestId("quantity")).toHaveText("4");
    await expect(status).toHaveText("Not enough stock. Only 3 left.");
    await expect(status).toHaveAttribute("data-kind", "short");
    await expect(status).toHaveClass(/text-amber-800/);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await minus.click();
    await expect(status).toHaveText("3 in stock!");
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  test("adds the chosen style and quantity, then refuses more than the stock left with 'Oh no! Something went wrong.'", async ({ page }) => {
    await gotoProduct(page, P.welcomeBook);
    await chooseStyle(page, "Printed");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Added to Cart! 🛒");
    await expectCartCount(page, 2);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Oh no! Something went wrong.");
    await expectToast(page, "Not enough stock for Guest Welcome Book Template (Printed). Only 3 left.");
    await expectCartCount(page, 2);
  });

  test("a product that is not purchasable says 'Currently unavailable' and cannot be added", async ({ page }) => {
    await gotoProduct(page, P.starterBundle);
    const status = page.getByTestId("stock-status");
    await expect(status).toHaveText("Currently unavailable");
    await expect(status).toHaveAttribute("data-kind", "unavailable");
    await expect(status).toHaveClass(/text-red-700/);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  });

  test("a product added after the build opens through the dynamic route: spinner, then the product; placeholder and title as description when it has none", async ({ page }) => {
    const id = `prod_e2e_late_${Date.now()}`;
    await storeAdmin.upsertProduct(page, { id, title: "Late Listing Review", variants: [{ id: `var_${id}`, title: "Written review", amount: 8900 }] });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**${STORE_API}/products/${id}`, async (route) => {
      await held;
      await route.continue();
    });
    const response = await page.goto(`/product/${id}`, { waitUntil: "commit" });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toBeAttached(FIRST_LOAD);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Late Listing Review" })).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveTitle("Late Listing Review - Our Store");
    await expect(page.getByTestId("price")).toHaveText("$89.00");
    await expect(page.getByTestId("gallery").getByTestId("image-placeholder")).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Late Listing Review");
    await expect(page.getByTestId("ribbon")).toHaveCount(0);
  });

  test("the poster's description script and onerror handler never run", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await gotoProduct(page, P.poster);
    await expect(page.getByRole("heading", { level: 1, name: "House Rules Poster Set" })).toBeVisible();
    await expect(page.getByText("Friendly, clear posters that guests read at a glance.")).toBeVisible();
    await expect(page.getByText("Wipe with a dry cloth.")).toBeVisible();
    // Let any broken image fire its error event.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const ran = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { script: w.__posterScriptRan, onerror: w.__posterOnerrorRan, info: w.__posterInfoRan };
    });
    expect(ran).toEqual({ script: undefined, onerror: undefined, info: undefined });
    await expect(page).toHaveTitle("House Rules Poster Set - Our Store");
    expect(await page.locator("[data-testid=product-view] script").count()).toBe(0);
    expect(await page.locator("[data-testid=product-view] [onerror]").count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test("a tap on a card of the prerendered store loads its product as a document, from the prefetch, with one title per page", async ({ page }) => {
    // The store is an islands page (decision 2026-11-28-islands): its links are the browser's,
    // the product's document fetched ahead (speculation rules) once a link is hovered or on screen.
    const prefetched: string[] = [];
    page.on("request", (r) => {
      if (r.headers()["sec-purpose"]?.startsWith("prefetch")) prefetched.push(new URL(r.url()).pathname);
    });
    await gotoStore(page);
    const playbook = card(page, "Five-Star Review Playbook").getByRole("link", { name: "Five-Star Review Playbook" });
    await playbook.hover();
    await expect.poll(() => prefetched).toContain(`/product/${P.playbook}`);
    await playbook.click();
    await expect(page).toHaveURL(new RegExp(`/product/${P.playbook}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Five-Star Review Playbook" })).toBeVisible();
    expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType)).toBe("navigational-prefetch");
    await expect(page).toHaveTitle("Five-Star Review Playbook - Our Store");
    expect(await page.locator("title").count()).toBe(1);
    await page.goBack();
    await expect(page).toHaveTitle(/^Store \| /);
    await expect(cartButton(page)).toBeVisible();
  });

  test("a client navigation from the store marks the card being opened, then keeps one title per page", async ({ page }) => {
    // The store reached by a client navigation (from a page the whole app hydrates) is the
    // router's: a tap on a card reads the product's prerendered data (held here until the tap has
    // been seen) and says so on the card.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/product/${P.playbook}.data`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/all-services");
    await waitForHydration(page);
    const toStore = page.locator('footer a[href="/store"]');
    await toStore.scrollIntoViewIfNeeded();
    await toStore.click();
    await expect(page).toHaveURL(/\/store$/);
    const playbook = card(page, "Five-Star Review Playbook");
    await playbook.getByRole("link", { name: "Five-Star Review Playbook" }).click();
    await expect(playbook.getByTestId("card-opening")).toBeVisible();
    release();
    await expect(page).toHaveTitle("Five-Star Review Playbook - Our Store");
    expect(await page.locator("title").count()).toBe(1);
    await page.goBack();
    await expect(page).toHaveTitle(/^Store \| /);
    await expect(cartButton(page)).toBeVisible();
  });

  test("a product page is prerendered: readable without JavaScript, indexable, canonical, with Product data", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${P.welcomeBook}`);
    await expect(page.getByRole("heading", { level: 1, name: "Guest Welcome Book Template" })).toBeVisible();
    await expect(page.getByTestId("price")).toContainText("$29.00");
    await expect(page.getByText("A warm, ready-to-fill welcome book")).toBeVisible();
    await expect(page.getByTestId("gallery").locator("img").first()).toHaveAttribute("src", /welcome-book-cover\.svg$/);
    await expect(page).toHaveTitle("Guest Welcome Book Template - Our Store");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${config.siteOrigin}/product/${P.welcomeBook}`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(data).toContainEqual(expect.objectContaining({ "@type": "Product", name: "Guest Welcome Book Template", offers: expect.objectContaining({ price: "29.00" }) }));
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${config.siteOrigin}/product/${P.welcomeBook}</loc>`);
    await context.close();
  });

  test("stock and price changed since the build are shown after load, in place, without a layout shift", async ({ page }) => {
    const variant = "var_01JCX0WIFICARDSET000001";
    const built = { id: P.wifiCards, title: "Guest Wi-Fi Card Set", subtitle: "Network name and password where guests look first", order: 11, media: ["wifi-cards.svg"] };
    const html = await (await page.request.get(`/product/${P.wifiCards}`)).text();
    expect(html).toContain("40 in stock!");
    expect(html).toContain("$19.00");
    // The store owner sells 33 and puts the set on sale after the build.
    await storeAdmin.setStock(page, variant, 7);
    await storeAdmin.upsertProduct(page, { ...built, variants: [{ id: variant, title: "Set of ten", amount: 1900, sale_amount: 1500, manage_inventory: true, stock: 7 }] });
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: number };
        w.__shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shifts += e.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await gotoProduct(page, P.wifiCards);
      await expect(page.getByTestId("stock-status")).toHaveText("7 in stock!");
      await expect(page.getByTestId("price")).toContainText("$15.00");
      await expect(page.getByTestId("price").locator("s")).toHaveText("$19.00");
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
      // The quantity is checked against the stock as it is now.
      for (let i = 0; i < 7; i++) await page.getByRole("button", { name: "Increase quantity" }).click();
      await expect(page.getByTestId("stock-status")).toHaveText("Not enough stock. Only 7 left.");
    } finally {
      await storeAdmin.upsertProduct(page, { ...built, variants: [{ id: variant, title: "Set of ten", amount: 1900, manage_inventory: true, stock: 40 }] });
      await storeAdmin.setStock(page, variant, 40);
    }
  });

  test("an unknown product is a dead end, not an error: 'This product isn't available', a way back, and the network goes quiet", async ({ page }) => {
    const storeCalls: { url: string; at: number }[] = [];
    let answeredAt = Infinity;
    page.on("request", (r) => {
      if (r.url().includes("/store-api/")) storeCalls.push({ url: r.url(), at: Date.now() });
    });
    page.on("response", (r) => {
      if (r.url().includes(`${STORE_API}/products/nope`) && r.status() === 404) answeredAt = Math.min(answeredAt, Date.now());
    });
    await page.goto("/product/nope", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This product isn't available");
    await expect(page.getByRole("link", { name: "Back to the store" })).toHaveAttribute("href", "/store");
    await expect(page).toHaveTitle("Product not available - Our Store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText(/Error loading product/)).toHaveCount(0);
    // One round of questions to the store (the product and its stock, together), its answer, then
    // nothing more; nothing left pending.
    expect(storeCalls.map((c) => new URL(c.url).pathname).sort()).toEqual([`${STORE_API}/products/nope`, `${STORE_API}/variants`]);
    await page.waitForTimeout(1500);
    expect(storeCalls.filter((c) => c.at > answeredAt)).toEqual([]);
    await page.waitForLoadState("networkidle", { timeout: 5000 });
  });

  test("the store failing with 5xx shows 'Error loading product: …' with Retry, which recovers", async ({ page }) => {
    // A product added after the build (no prerendered page: the SPA fallback, the whole app, reads
    // it in the browser) and a store that answers nothing but 502s. A prerendered product's page
    // is its HTML whatever the store says (its refresh keeps the built figures on a failure).
    const id = `prod_e2e_flaky_${Date.now()}`;
    await storeAdmin.upsertProduct(page, { id, title: "Flaky Listing Review", variants: [{ id: `var_${id}`, title: "Written review", amount: 8900 }] });
    let fail = true;
    const failing = (route: Route) => (fail ? route.fulfill({ status: 502, contentType: "application/json", body: "{}" }) : route.continue());
    await page.route(`**${STORE_API}/**`, (route) => (route.request().url().includes("/media/") ? route.continue() : failing(route)));
    await page.goto(`/product/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Error loading product: ${failures.service}`, FIRST_LOAD);
    await expect(page.getByRole("link", { name: "Go back" })).toHaveAttribute("href", "/");
    fail = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Flaky Listing Review" })).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveTitle("Flaky Listing Review - Our Store");
  });
});
