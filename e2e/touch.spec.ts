import { expect, test, type Locator, type Page } from "@playwright/test";
import { textFor } from "../local-services/store-api/checkout-page.mjs";
import { en as cartEn } from "../src/content/cart/en";
import { es as cartEs } from "../src/content/cart/es";
import { en as mexicoEn } from "../src/content/mexico/en";
import { es as mexicoEs } from "../src/content/mexico/es";
import { en as viewEn } from "../src/content/product-view/en";
import { es as viewEs } from "../src/content/product-view/es";
import { en as shellEn } from "../src/content/shell/en";
import { es as shellEs } from "../src/content/shell/es";
import { en as successEn } from "../src/content/success/en";
import { es as successEs } from "../src/content/success/es";
import { headerLinksFor } from "../src/content/navigation";
import { fill, LOCALIZED_PAGES } from "../src/lib/i18n";
import { twinPath } from "../src/lib/twins";
import { FIRST_LOAD, VIEWPORTS, waitForHydration, watchPage } from "./helpers";
import { P } from "./store-fixtures";

/**
 * Issue 27 item 5: the phone journeys with a finger, not a mouse. Taps are `locator.tap()`
 * (touch events); swipes are real touch sequences sent through the DevTools protocol
 * (`Input.dispatchTouchEvent`: a start, several moves a frame apart, an end), which Chromium
 * turns into pointer events, gestures and scrolling as it does for a finger on a phone
 * (decision 2026-11-25-touch). Nothing here clicks.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });

type Point = { x: number; y: number };

/**
 * A finger from `from` to `to`: touchStart, `moves` touchMoves about a frame apart, then (unless
 * `fling`) the finger rests a few frames before it lifts, touchEnd. A finger that lifts while
 * moving flings: Chromium then swallows the next tap if it comes within a moment (the tap that
 * stops a fling is not a click, as on a phone), which a test's next tap always does.
 */
async function swipe(page: Page, from: Point, to: Point, { moves = 8, fling = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) => [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, id: 1, radiusX: 8, radiusY: 8, force: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let i = 1; i <= moves; i++) {
    await page.waitForTimeout(16);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(i / moves) });
  }
  for (let i = 0; i < (fling ? 0 : 6); i++) {
    await page.waitForTimeout(16);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(1) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** A sideways swipe across the middle of `target`, from one side of it to the other (`dir` is where the finger goes). */
async function swipeAcross(page: Page, target: Locator, dir: "left" | "right") {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const [a, b] = [box.x + box.width * 0.25, box.x + box.width * 0.75];
  await swipe(page, { x: dir === "left" ? b : a, y }, { x: dir === "left" ? a : b, y });
}

const WORDS = {
  en: { view: viewEn, cart: cartEn, shell: shellEn, success: successEn, hosted: textFor("en"), successPath: LOCALIZED_PAGES.success.en },
  es: { view: viewEs, cart: cartEs, shell: shellEs, success: successEs, hosted: textFor("es"), successPath: LOCALIZED_PAGES.success.es },
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A "{name}" template's words before the name: matches the control for any product. */
const startOf = (template: string) => new RegExp(`^${escape(template.split("{")[0]!)}`);

/** The gallery's large image (the one that listens to the finger) and where it is. */
function gallery(page: Page, words: typeof viewEn) {
  const root = page.getByTestId("gallery");
  const dots = root.getByTestId("gallery-dots").getByRole("button");
  return {
    root,
    frame: root.getByRole("button", { name: words.gallery.next }).locator(".."),
    image: root.getByRole("img").first(),
    /** The number (1-based) of the image shown, read from the dot marked current. */
    async shown() {
      const current = dots.and(root.locator('[aria-current="true"]'));
      await expect(current).toHaveCount(1);
      const label = (await current.getAttribute("aria-label"))!;
      return Number(/\d+/.exec(label)![0]);
    },
    dots,
  };
}

/** Swipes the product gallery right to left and back, and past either end: it wraps. */
async function swipeGallery(page: Page, words: typeof viewEn) {
  const g = gallery(page, words);
  const count = await g.dots.count();
  expect(count).toBeGreaterThan(2);
  expect(await g.shown()).toBe(1);
  const first = await g.image.getAttribute("src");

  await swipeAcross(page, g.frame, "left");
  await expect(g.dots.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(g.image).not.toHaveAttribute("src", first!);
  await swipeAcross(page, g.frame, "right");
  await expect(g.dots.nth(0)).toHaveAttribute("aria-current", "true");
  await expect(g.image).toHaveAttribute("src", first!);
  // Past the first image to the last, and on from the last to the first.
  await swipeAcross(page, g.frame, "right");
  await expect(g.dots.nth(count - 1)).toHaveAttribute("aria-current", "true");
  await swipeAcross(page, g.frame, "left");
  await expect(g.dots.nth(0)).toHaveAttribute("aria-current", "true");
  await expect(g.image).toHaveAttribute("src", first!);
}

/**
 * Swipes the toast away (Radix: to the right, 50 px): it is gone, and it went because of the
 * swipe (Radix marks a toast swiped away `data-swipe="end"`), not because its time ran out.
 */
async function swipeToastAway(page: Page, title: string) {
  const toast = page.getByRole("region", { name: /Notifications|Notificaciones/ }).locator("li").filter({ hasText: title });
  await expect(toast).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { __swipedAway: boolean };
    w.__swipedAway = false;
    new MutationObserver((records) => {
      if (records.some((r) => (r.target as Element).getAttribute("data-swipe") === "end")) w.__swipedAway = true;
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-swipe"] });
  });
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await swipe(page, { x: box.x + 30, y }, { x: box.x + 30 + 160, y });
  await expect(toast).toHaveCount(0, { timeout: 2_000 });
  expect(await page.evaluate(() => (window as unknown as { __swipedAway: boolean }).__swipedAway)).toBe(true);
}

const TITLE = "Guest Welcome Book Template"; // the store's own title (three images), in both languages

for (const lang of ["en", "es"] as const) {
  const w = WORDS[lang];
  const cartName = (n: number) => fill(n === 1 ? w.shell.cartButton.labelOne : w.shell.cartButton.labelMany, { count: n });

  test(`${lang}: store -> product (tap) -> swipe the gallery -> Add to Cart -> swipe the toast away -> cart by taps, closed by its button and by Escape -> Checkout -> pay -> success`, async ({ page }) => {
    const watched = watchPage(page);
    await page.goto(twinPath("/store", lang)!);
    await expect(page.getByTestId("product-card").first()).toBeVisible(FIRST_LOAD);
    await waitForHydration(page);

    const card = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: TITLE, exact: true }) });
    await card.getByRole("link", { name: TITLE, exact: true }).tap();
    await expect(page).toHaveURL(twinPath(`/product/${P.welcomeBook}`, lang)!);
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible(FIRST_LOAD);
    await waitForHydration(page);

    await swipeGallery(page, w.view);

    await page.getByRole("button", { name: w.view.addToCart, exact: true }).tap();
    await swipeToastAway(page, w.view.toasts.added.title);

    await page.getByRole("button", { name: cartName(1) }).tap();
    const drawer = page.getByRole("dialog", { name: w.cart.drawer.title });
    await expect(drawer).toBeVisible();
    const line = drawer.getByTestId("cart-line");
    await line.getByRole("button", { name: startOf(w.cart.drawer.increase) }).tap();
    await expect(line.getByTestId("line-quantity")).toHaveText("2");
    await line.getByRole("button", { name: startOf(w.cart.drawer.increase) }).tap();
    await expect(line.getByTestId("line-quantity")).toHaveText("3");
    await line.getByRole("button", { name: startOf(w.cart.drawer.decrease) }).tap();
    await expect(line.getByTestId("line-quantity")).toHaveText("2");

    await drawer.getByRole("button", { name: w.cart.drawer.close }).tap();
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: cartName(2) }).tap();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: cartName(2) }).tap();
    await expect(drawer).toBeVisible();

    await drawer.getByRole("button", { name: w.cart.drawer.checkout, exact: true }).tap();
    await expect(page).toHaveURL(/\/store-api\/hosted-checkout\//);
    await expect(page.getByRole("heading", { level: 1, name: w.hosted.heading })).toBeVisible();
    await page.getByRole("button", { name: new RegExp(`^${w.hosted.pay}\\s`) }).tap();

    await expect(page).toHaveURL(new RegExp(`${escape(w.successPath)}\\?checkout=`));
    await expect(page.getByRole("heading", { level: 1, name: w.success.title })).toBeVisible(FIRST_LOAD);
    await expect(page.getByTestId("receipt-line")).toContainText(TITLE);
    await expect(page.getByRole("button", { name: cartName(0) })).toBeVisible();
    expect(watched.consoleErrors).toEqual([]);
  });
}

test("a vertical swipe on the gallery scrolls the page and leaves the image as it was", async ({ page }) => {
  const watched = watchPage(page);
  await page.goto(`/product/${P.welcomeBook}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(FIRST_LOAD);
  await waitForHydration(page);
  const g = gallery(page, viewEn);
  // The browser keeps vertical panning and pinch-zoom over the image; sideways is the gallery's.
  expect(await g.frame.evaluate((el) => getComputedStyle(el).touchAction)).toBe("pan-y pinch-zoom");
  const src = await g.image.getAttribute("src");
  const before = await page.evaluate(() => window.scrollY);
  const box = (await g.frame.boundingBox())!;
  const x = box.x + box.width * 0.6;
  // Up the screen (the page moves down), slightly slanted as a thumb is.
  await swipe(page, { x, y: box.y + box.height * 0.9 }, { x: x - 12, y: box.y + box.height * 0.9 - 300 }, { moves: 10, fling: true });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
  expect(await g.shown()).toBe(1);
  await expect(g.image).toHaveAttribute("src", src!);
  expect(watched.consoleErrors).toEqual([]);
});

test("the header's phone menu opens by a tap and its link is followed by a tap", async ({ page }) => {
  const watched = watchPage(page);
  await page.goto("/store");
  await waitForHydration(page);
  await page.getByRole("button", { name: shellEn.header.openMenu }).tap();
  const menu = page.getByRole("navigation", { name: shellEn.header.mobileNav });
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: headerLinksFor(shellEn.header).hireUs.label, exact: true }).tap();
  await expect(page).toHaveURL(headerLinksFor(shellEn.header).hireUs.to);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(watched.consoleErrors).toEqual([]);
});

test("the Mexico page's language toggle answers taps, both ways", async ({ page }) => {
  const watched = watchPage(page);
  const toggle = (label: string, name: "ES" | "EN") => page.getByRole("group", { name: label }).getByRole("button", { name });
  await page.goto(LOCALIZED_PAGES.mexico.es);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(mexicoEs.hero.title, FIRST_LOAD);
  await waitForHydration(page);
  await toggle(mexicoEs.toggle.label, "EN").tap();
  await expect(page).toHaveURL(LOCALIZED_PAGES.mexico.en);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(mexicoEn.hero.title);
  await expect(toggle(mexicoEn.toggle.label, "EN")).toHaveAttribute("aria-pressed", "true");
  await toggle(mexicoEn.toggle.label, "ES").tap();
  await expect(page).toHaveURL(LOCALIZED_PAGES.mexico.es);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(mexicoEs.hero.title);
  expect(watched.consoleErrors).toEqual([]);
});
