import { expect, test, type Page, type Route } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { routeFiles } from "./route-files";

/**
 * The second page at the speed of memory (issue 22, docs/decisions/2026-11-25-navigation.md):
 * links prefetch their page's chunks and data before the tap, respect Save-Data, never prefetch
 * the team tools or a checkout, and a client navigation lands with its focus, title and scroll
 * where a page load would put them. Against the build (`npm run build:local`).
 */

/** Every same-origin path the page requests, in order; `since()` those after a mark. */
function recordRequests(page: Page) {
  const paths: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.origin === new URL(page.url() || "http://x").origin) paths.push(url.pathname);
  });
  return { paths, mark: () => paths.length, since: (mark: number) => paths.slice(mark) };
}

const header = (page: Page) => page.locator("header");

/**
 * Where these journeys start: a page the whole app hydrates, so its links are the router's. The
 * home page is an islands page (decision 2026-11-28-islands): its links load a new document,
 * proven in e2e/islands.spec.ts.
 */
const FULL_APP_PAGE = "/all-services";

test.describe("links prefetch the page they lead to", () => {
  test("a link on screen has its route module and every chunk it imports requested before the tap, and not again after", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(FULL_APP_PAGE);
    await waitForHydration(page);
    const files = routeFiles("en.whyChooseUs");
    await expect.poll(() => files.filter((f) => !requests.paths.includes(f)), { timeout: 10_000 }).toEqual([]);

    const mark = requests.mark();
    await header(page).getByRole("link", { name: "Why Choose Us", exact: true }).first().click();
    await expect(page).toHaveURL(/\/why-choose-us$/);
    await expect(page.locator("#main h1")).toBeVisible();
    await page.waitForTimeout(500);
    expect(requests.since(mark).filter((p) => files.includes(p))).toEqual([]);
  });

  test("a tap on a product from /store loads its document from the prefetch; the product page then asks the store for that product alone", async ({ page }) => {
    // The store is an islands page (decision 2026-11-28-islands): a tap loads the product's page as
    // a document, fetched ahead (speculation rules), not its route's data. The new document has
    // none of the store's memory: its refresh asks for this product's live figures, never the listing.
    const requests = recordRequests(page);
    const prefetched: string[] = [];
    page.on("request", (r) => {
      if (r.headers()["sec-purpose"]?.startsWith("prefetch")) prefetched.push(new URL(r.url()).pathname);
    });
    await page.goto("/store");
    await waitForHydration(page);
    const card = page.locator('#main h2 a[href^="/product/"]').first();
    const href = (await card.getAttribute("href"))!;
    await card.hover();
    await expect.poll(() => prefetched, { timeout: 10_000 }).toContain(href);

    const mark = requests.mark();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator("#main h1")).toBeVisible();
    await expect(page.getByTestId("product-not-found")).toHaveCount(0);
    expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType)).toBe("navigational-prefetch");
    await page.waitForTimeout(1000);
    const after = requests.since(mark);
    const id = decodeURIComponent(href.split("/").pop()!);
    expect(after.filter((p) => p.startsWith("/store-api/store/") && !p.endsWith("/variants")).map((p) => p.split("/").slice(4).join("/"))).toEqual([`products/${id}`]);
    expect(after).not.toContain(`${href}.data`);
  });

  test("links on screen prefetch a few files at a time; a hovered link's waiting files go first, at high priority", async ({ page }) => {
    await page.goto(FULL_APP_PAGE);
    await waitForHydration(page);
    const preloads = (priority: "low" | "high") =>
      page.locator(`head link[rel="modulepreload"][fetchpriority="${priority}"]`).evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    // The first screen's links have prefetched (unthrottled, their queue drains at once).
    await expect.poll(async () => (await preloads("low")).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    const before = (await preloads("low")).length;

    // From now on no route file answers: the footer's links fill the queue and it cannot drain.
    await page.route(/\/assets\/.*\.js$/, () => {});
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    // Six in flight (lib/prefetch.ts VIEWPORT_IN_FLIGHT), the footer's other links waiting.
    expect((await preloads("low")).length - before).toBe(6);

    // A footer link whose page is still waiting (the queue takes the fewest files first, so a
    // one-file page may already be in flight).
    const waitingNow = await preloads("low");
    const footerPages: Array<[string, string]> = [
      ["/store", "routes/store"],
      ["/en/airbnb-mexico", "en.mexico"],
      ["/subscribe", "en.subscribe"],
      ["/blog", "routes/blog"],
      ["/terms", "en.terms"],
    ];
    const pick = footerPages.find(([, id]) => !waitingNow.includes(routeFiles(id)[0]!));
    expect(pick, "a footer link whose page still waits").toBeDefined();
    const [href, routeId] = pick!;
    const waiting = routeFiles(routeId);
    await page.locator(`footer a[href="${href}"]`).hover();
    const asked = async () => [...(await preloads("low")), ...(await preloads("high"))];
    await expect
      .poll(
        async () => {
          const now = await asked();
          return waiting.filter((f) => !now.includes(f));
        },
        { timeout: 5_000 },
      )
      .toEqual([]);
    const all = await asked();
    expect(all.length).toBe(new Set(all).size); // each file asked for once
    // The page's own module was waiting behind its neighbours: it went at once, at high priority.
    expect(await preloads("high")).toContain(waiting[0]);
    // A file that never answers frees its slot after 10 s (link-prefetcher.ts): the queue moves on.
    await expect.poll(async () => (await preloads("low")).length - before, { timeout: 15_000 }).toBeGreaterThan(6);
  });

  test("the language switch on screen is prefetched too, after every other link on screen", async ({ page }) => {
    // Every prefetched file is held and let through one at a time, oldest first: each one that ends
    // frees its slot and the queue's next file is asked for, so the order of the requests is the
    // queue's order. The route-chunks table waits until the holding starts, and prefetching with it.
    let holding = false;
    const held: Route[] = [];
    const order: string[] = [];
    await page.route(/\/assets\/route-chunks-\w+\.json$/, async (r) => {
      await expect.poll(() => holding).toBe(true);
      await r.continue();
    });
    await page.route(/\/assets\/.*\.js$/, (r) => {
      if (!holding) return r.continue();
      order.push(new URL(r.request().url()).pathname);
      held.push(r);
    });
    await page.goto(FULL_APP_PAGE);
    await waitForHydration(page);
    holding = true;
    const twinModule = routeFiles("es.allServices")[0]!;
    await expect
      .poll(
        async () => {
          await held.shift()?.continue();
          return order.includes(twinModule) && held.length === 0;
        },
        { timeout: 15_000, intervals: [50] },
      )
      .toBe(true);
    // From the switch's own route module on (the Spanish layout's files come earlier when a link
    // to another Spanish page, the Mexico landing, is on screen: it needs them too).
    const twin = [...routeFiles("es"), ...routeFiles("es.allServices")];
    const behind = order.slice(order.indexOf(twinModule));
    // Not prefetches: the data layer, and the footer's own code (its band and the phone's
    // formatting), which the page fetches once idle (footer.tsx), whenever that falls.
    expect(behind.filter((f) => !twin.includes(f) && !/\/(route-data|footer-band|phone)-/.test(f)), "files asked for after the language switch's").toEqual([]);
    const first = order.slice(0, order.indexOf(twinModule));
    for (const id of ["en.whyChooseUs", "en.hireUs"]) expect(first, `${id}, a link on screen, went first`).toContain(routeFiles(id)[0]);
  });

  test("Save-Data turns viewport prefetch off; a hovered link still prefetches", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true, effectiveType: "4g" }), configurable: true });
    });
    const requests = recordRequests(page);
    await page.goto(FULL_APP_PAGE);
    await waitForHydration(page);
    // The prefetcher is running (its table is in) and has had time to see the links on screen.
    await expect.poll(() => requests.paths.some((p) => /^\/assets\/route-chunks-\w+\.json$/.test(p)), { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(1500);
    const [module] = routeFiles("en.whyChooseUs");
    expect(requests.paths).not.toContain(module);

    await header(page).getByRole("link", { name: "Why Choose Us", exact: true }).first().hover();
    await expect.poll(() => requests.paths.includes(module!), { timeout: 5_000 }).toBe(true);
  });

  test("a kit's checkout is not prefetched from a public page, on screen or hovered", async ({ page }) => {
    const requests = recordRequests(page);
    // The launch-kit page's kit cards: the pricing page's are on an islands page, which has no
    // prefetcher at all (docs/decisions/2026-11-28-islands.md).
    await page.goto("/airbnb-launch-kit");
    await waitForHydration(page);
    await expect.poll(() => requests.paths.some((p) => /^\/assets\/route-chunks-\w+\.json$/.test(p)), { timeout: 10_000 }).toBe(true);
    const buy = page.locator('#main a[href^="/checkout/"]').first();
    await buy.scrollIntoViewIfNeeded();
    await buy.hover();
    await page.waitForTimeout(1500);
    const [checkoutModule] = routeFiles("routes/checkout");
    expect(requests.paths).not.toContain(checkoutModule);
  });
});

/** What the visitor saw in one frame: where the page was, its heading, the sections marked to be laid out later, and whether the footer was skipped. */
type Frame = { y: number; h1: string; marked: number; footerSkipped: boolean };

/**
 * Records every frame from now on (page-arrival.ts: a position reached only after the new page's
 * first frame shows here as a frame of that page at the wrong place). `first(heading)`: the first
 * frame whose main heading matches.
 */
async function watchFrames(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: Frame[] };
    w.__frames = [];
    const frame = () => {
      const footerLink = document.querySelector("footer a");
      w.__frames.push({
        y: Math.round(window.scrollY),
        h1: document.querySelector("#main h1")?.textContent ?? "",
        marked: document.querySelectorAll("[data-arrival]").length,
        footerSkipped: footerLink ? !footerLink.checkVisibility({ contentVisibilityAuto: true }) : false,
      });
      if (w.__frames.length < 600) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return {
    first: async (heading: RegExp) => {
      const frames = await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
      return frames.find((f) => heading.test(f.h1));
    },
  };
}

/** Hydrated, and the module that enables scroll restoration and arrival marks is in (it loads with the prefetcher's table). */
async function waitForPageArrival(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.includes("/assets/route-chunks-")));
}

test.describe("a client navigation lands like a page load", () => {
  test("the new page's first frame is already at the top, and back's first frame already where the page was left", async ({ page }) => {
    await page.goto(FULL_APP_PAGE);
    await waitForPageArrival(page);
    const terms = page.locator('footer a[href="/terms"]');
    await terms.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => Math.round(window.scrollY));
    expect(left).toBeGreaterThan(500);
    let frames = await watchFrames(page);
    await terms.click();
    await expect(page.locator("#main h1")).toHaveText(/Terms/);
    await page.waitForTimeout(300);
    expect((await frames.first(/Terms/))?.y).toBe(0);

    frames = await watchFrames(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/all-services$/);
    await page.waitForTimeout(300);
    expect((await frames.first(/^(?!.*Terms)/))?.y).toBe(left);
  });

  test("a new page's first frame lays out its first screen only; what is below is released once idle, and back marks nothing", async ({ page }) => {
    await page.goto(FULL_APP_PAGE);
    await waitForPageArrival(page);
    const frames = await watchFrames(page);
    await header(page).getByRole("link", { name: "Why Choose Us", exact: true }).first().click();
    await expect(page.locator("#main h1")).toHaveText(/Why/);
    const first = await frames.first(/Why/);
    // Six sections and the footer, the footer skipped: it is two screens below.
    expect(first).toMatchObject({ y: 0, marked: 7, footerSkipped: true });
    // Idle: the sections off screen are laid out as always; the two on screen keep their mark.
    await expect(page.locator("[data-arrival]")).toHaveCount(2);
    await expect(page.locator("#why-choose-us-cta")).not.toHaveAttribute("data-arrival");
    await expect(page.locator("footer")).not.toHaveAttribute("data-arrival");

    // The footer, not hydrated yet when the tap came (it hydrates near the screen), is still there
    // and reached by a scroll: an update reaching an unhydrated band once threw its HTML away for good.
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(page.locator("footer").getByRole("link", { name: "Terms of Service" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/all-services$/);
    await expect(page.locator("#main h1")).not.toHaveText(/Why/);
    await expect(page.locator("[data-arrival]")).toHaveCount(0);
  });

  test("the new page starts at the top, focus on its heading, with its own title", async ({ page }) => {
    await page.goto(FULL_APP_PAGE);
    await waitForHydration(page);
    const store = page.locator('footer a[href="/store"]');
    await store.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await store.click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page).toHaveTitle(/Store/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const heading = page.locator("#main h1");
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(/Store/);
  });

  test("the back button restores the position the page was left at; forward the next one's", async ({ page }) => {
    await page.goto(FULL_APP_PAGE);
    await waitForPageArrival(page);
    const store = page.locator('footer a[href="/store"]');
    await store.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(500);
    await store.click();
    await expect(page).toHaveURL(/\/store$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

    await page.goBack();
    await expect(page).toHaveURL(/\/all-services$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(left));
    await expect(page.locator("#main h1")).toBeFocused();

    await page.goForward();
    await expect(page).toHaveURL(/\/store$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(300);
  });
});

test.describe("a page opened by a document load lays out its first screen first (decision 2026-11-29-first-screen-first)", () => {
  /** What the page had at its load event, before its scripts boot (they wait for it): read by an init script's first listener. */
  async function firstFrameOf(page: Page) {
    await page.addInitScript(() => {
      addEventListener(
        "load",
        () => {
          const footerLink = document.querySelector("footer a");
          (window as unknown as { __first: unknown }).__first = {
            marked: document.documentElement.hasAttribute("data-first-screen-first"),
            footerSkipped: footerLink ? !footerLink.checkVisibility({ contentVisibilityAuto: true }) : null,
          };
        },
        { capture: true, once: true },
      );
    });
    return () => page.waitForFunction(() => (window as unknown as { __first?: unknown }).__first).then((h) => h.jsonValue());
  }

  for (const path of ["/", "/why-choose-us"]) {
    test(`${path}: the footer waits while the page loads, and is laid out once the page is live and idle`, async ({ page }) => {
      const first = await firstFrameOf(page);
      await page.goto(path);
      expect(await first()).toEqual({ marked: true, footerSkipped: true });
      await waitForHydration(page);
      await expect(page.locator("html")).not.toHaveAttribute("data-first-screen-first");
      await expect(page.locator("footer")).not.toHaveAttribute("data-arrival");
      expect(await page.locator("footer a").first().evaluate((a) => a.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    });
  }

  test("back to an islands page left halfway down lays it out whole and lands where it was left; a #hash is laid out whole", async ({ page }) => {
    const first = await firstFrameOf(page);
    await page.goto("/");
    await waitForHydration(page);
    // Read down to the middle once the page has settled (its sections off screen laid out).
    await expect(page.locator("html")).not.toHaveAttribute("data-first-screen-first");
    await expect(page.locator("footer")).not.toHaveAttribute("data-arrival");
    await page.evaluate(() => window.scrollTo(0, 2400));
    const left = await page.evaluate(() => Math.round(window.scrollY));
    const seen = await page.evaluate(() => document.elementFromPoint(200, 300)?.textContent?.slice(0, 80));
    await page.goto("/pricing");
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(await first()).toEqual({ marked: false, footerSkipped: false });
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    expect(await page.evaluate(() => document.elementFromPoint(200, 300)?.textContent?.slice(0, 80))).toBe(seen);

    await page.goto("/pricing#faq");
    expect(await first()).toEqual({ marked: false, footerSkipped: false });
  });

  test("a tap on an anchor of the page before it is live lands on the anchor", async ({ page }) => {
    // The islands' boot is slow: the page is still marked when the tap comes. No prerendered page
    // links to an anchor of its own today (the skip link aside); a link to the Mexico page's FAQ,
    // eight screens down on a phone, stands for one.
    await page.route(/\/assets\/islands-boot-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/airbnb-mexico");
    await expect(page.locator("html")).toHaveAttribute("data-first-screen-first");
    await page.evaluate(() => document.querySelector("#main h1")!.insertAdjacentHTML("afterend", '<a id="jump" href="#faq">FAQ</a>'));
    await page.locator("#jump").click();
    await expect(page.locator("html")).not.toHaveAttribute("data-first-screen-first");
    await page.waitForTimeout(300);
    const top = await page.locator("#faq").evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(top).toBeGreaterThanOrEqual(-2);
    expect(top).toBeLessThan(120);
  });
});
