import { expect, test, type Locator, type Page } from "@playwright/test";
import { en as diy } from "../src/content/diy-host-pack/en";
import { competitorPrice } from "../src/content/page-parts";
import { en as home } from "../src/content/home/en";
import { PROMO_BANNER_COOKIE } from "../src/content/promo-banner";
import { en as kitCard } from "../src/content/kit-card/en";
import { actionToasts, coHostPriceRange } from "../src/content/offer-facts";
import { kitById, kitsIn } from "../src/content/kits";
import { en as kitCopy } from "../src/content/kit-copy/en";
import { launchTiers as tiersIn } from "../src/content/launch-tiers";
import { en as pricingPage } from "../src/content/pricing/en";
import { config } from "../src/lib/config";
import { formatDollars } from "../src/lib/money";
import { expectToast, watchPage } from "./helpers";

/** The kits with their English words (the English pages' cards). */
const KITS = kitsIn(kitCopy);
const launchTiers = tiersIn(kitCopy);

const promoBanner = { ...home.promo, cookie: PROMO_BANNER_COOKIE };

// Outside pages (calendar, forms) open in a new tab; answer them locally so no request leaves.
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>outside</title>" }),
  );
});

/** A link that opens `href` in a new tab, safely, raises `toastTitle` and really opens the tab. */
async function expectNewTabLink(page: Page, link: Locator, href: string, toastTitle: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  const popup = page.waitForEvent("popup");
  await link.click();
  const tab = await popup;
  expect(tab.url()).toBe(href);
  await tab.close();
  await expectToast(page, toastTitle);
}

/** Hydrated: React has attached its handlers (the router sets this when it is ready). */
async function gotoReady(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState("networkidle");
}

test.describe("home", () => {
  test("hero buttons open the calendar and the audit form in a new tab with their toasts", async ({ page }) => {
    const watched = watchPage(page);
    await gotoReady(page, "/");
    await expect(page.getByRole("heading", { level: 1, name: "Elevating Customer Experiences" })).toBeVisible();
    const hero = page.locator("main section").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expectNewTabLink(
      page,
      hero.getByRole("link", { name: /Book a Free Strategy Call/ }),
      config.links.calendar,
      actionToasts.calendar.title,
    );
    await expectNewTabLink(
      page,
      hero.getByRole("link", { name: /Get My Free CX Audit/ }),
      config.links.supportForm,
      actionToasts.audit.title,
    );
    await expect(hero.getByRole("link", { name: /free hosting tips/i })).toHaveAttribute("href", "/subscribe");
    await expect(hero.getByRole("link", { name: /studio made \$9k\+ in 7 days/ })).toHaveAttribute(
      "href",
      "/case-study/studio-la-boheme",
    );
    await expect(hero.getByRole("list", { name: "Why hosts trust us" }).getByRole("listitem")).toHaveCount(5);
    expect(watched.consoleErrors).toEqual([]);
  });

  test("states the spec's claims as the site states them", async ({ page }) => {
    await page.goto("/");
    const main = page.locator("main");
    for (const claim of [
      "Superhost in 30 days",
      "$9k+",
      "Guest Favorite in 14 days",
      "100% ROI in 48 hours",
      "Results in 2-4 weeks",
      "free 30-minute consultation",
      "Setup done in 7 business days",
      "30-day money-back guarantee",
    ])
      await expect(main).toContainText(claim);
    await expect(main).not.toContainText("Superhost in 21 days");
  });

  test("solution cards: DIY waitlist, launch kits and co-hosting land their anchors in view", async ({ page }) => {
    await gotoReady(page, "/");
    const diy = page.getByRole("article", { name: "DIY Host Success Pack" });
    await expect(diy).toContainText("Coming Soon!");
    await expect(diy).toContainText("Launching soon");
    await expect(diy.getByRole("link", { name: "Learn More & Join Waitlist" })).toHaveAttribute("href", "/subscribe");
    await expect(page.getByRole("article", { name: "Platinum Co-Host" })).toContainText(coHostPriceRange);
    await expect(page.getByRole("article", { name: "Done-For-You Launch Kit" })).not.toContainText(
      formatDollars(kitById("pro").price),
    );

    await page.getByRole("link", { name: "View Launch Kits" }).click();
    await expect(page).toHaveURL(/\/pricing#airbnb-launch-kit$/);
    await expect(page.locator("#airbnb-launch-kit")).toBeInViewport();

    await gotoReady(page, "/");
    await page.getByRole("link", { name: "Explore Co-Hosting" }).click();
    await expect(page).toHaveURL(/\/all-services#offers$/);
    await expect(page.locator("#offers")).toBeInViewport();
  });

  test("the DIY preview link shows its toast and opens /diy-host-pack", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("link", { name: "Preview the toolkits" }).click();
    await expectToast(page, actionToasts.diy.title);
    await expect(page).toHaveURL(/\/diy-host-pack$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("closing call to action: consultation, all solutions and tips", async ({ page }) => {
    await gotoReady(page, "/");
    await expectNewTabLink(
      page,
      page.getByRole("link", { name: /Book Free Consultation/ }),
      config.links.calendar,
      actionToasts.calendar.title,
    );
    await expect(page.getByRole("link", { name: "Get Free Hosting Tips", exact: true })).toHaveAttribute("href", "/subscribe");
    await page.getByRole("link", { name: "Explore All Solutions" }).click();
    await expectToast(page, actionToasts.services.title);
    await expect(page).toHaveURL(/\/all-services$/);
  });

  test("case-study teaser links to the case study", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Read the Case Study" })).toHaveAttribute("href", "/case-study/studio-la-boheme");
  });
});

test.describe("Mexico promo banner", () => {
  const banner = (page: Page) => page.getByRole("region", { name: promoBanner.label });

  test("is in the prerendered HTML, in Spanish, with its learn-more link", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("data-promo-banner");
    expect(html).toContain(promoBanner.text);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveAttribute("lang", "es");
    await expect(banner(page).getByRole("link", { name: promoBanner.link.label })).toHaveAttribute("href", "/airbnb-mexico");
  });

  test("closing lasts for the session: later pages never paint it, so nothing shifts", async ({ page, browser }) => {
    // Record layout shifts and whether the banner was ever displayed while the page loads.
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __bannerShown: boolean };
      w.__shift = 0;
      w.__bannerShown = false;
      // Shifts once the document is parsed: a banner painted and then removed by the scripts
      // would show here. (On a loaded machine the parser may yield and paint half a page, whose
      // later parts then move a little: that is parsing, and __bannerShown covers the banner.)
      new PerformanceObserver((list) => {
        const parsed = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.domContentLoadedEventStart || Infinity;
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput && e.startTime >= parsed) w.__shift += e.value;
      }).observe({ type: "layout-shift", buffered: true });
      const check = () => {
        const el = document.querySelector("[data-promo-banner]");
        if (el && getComputedStyle(el).display !== "none") w.__bannerShown = true;
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
      document.addEventListener("DOMContentLoaded", check);
    });

    await gotoReady(page, "/");
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: promoBanner.close }).click();
    await expect(banner(page)).toBeHidden();
    // For the browser session: a session cookie (no expiry).
    const kept = (await page.context().cookies()).find((c) => c.name === promoBanner.cookie);
    expect(kept?.value).toBe("1");
    expect(kept?.expires).toBe(-1);

    // The next page, then the home page again as a fresh document load.
    await gotoReady(page, "/pricing");
    await gotoReady(page, "/");
    await page.waitForTimeout(300);
    await expect(page.locator("[data-promo-banner]")).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __bannerShown: boolean }).__bannerShown)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);

    // Client-side navigation back home keeps it closed too.
    await page.getByRole("link", { name: "Pricing" }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByRole("link", { name: "Home" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Elevating Customer Experiences" })).toBeVisible();
    await expect(page.locator("[data-promo-banner]")).toBeHidden();

    // A new browser session shows it again.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto("/");
    await expect(banner(other)).toBeVisible();
    await fresh.close();
  });
});

test.describe("all services", () => {
  test("#offers lands in view; the three offers link where the spec says", async ({ page }) => {
    await gotoReady(page, "/all-services#offers");
    await expect(page.locator("#offers")).toBeInViewport();

    const kit = page.getByRole("article", { name: "Airbnb Launch Kit" });
    await expect(kit).toContainText(`starting at ${formatDollars(Math.min(...KITS.map((k) => k.price)))}`);
    await expect(kit).not.toContainText(formatDollars(kitById("pro").price));
    await expect(kit.getByRole("link", { name: "See Launch Kit Pricing" })).toHaveAttribute("href", "/pricing#airbnb-launch-kit");

    const diy = page.getByRole("article", { name: "DIY Host Success Packs" });
    await expect(diy).toContainText("Launching soon");
    await expect(diy.getByRole("link", { name: "Join the Early-Access List" })).toHaveAttribute("href", "/subscribe");

    const coHost = page.getByRole("article", { name: "Platinum Co-Host" });
    await expect(coHost).toContainText("$297 - $797 per month");
    await expect(coHost).toContainText("plus a one-time setup fee");
    for (const item of [
      "24/7 guest communication",
      "Daily price monitoring",
      "Full operational support",
      "No booking commission split",
    ])
      await expect(coHost).toContainText(item);
    await expectNewTabLink(
      page,
      coHost.getByRole("link", { name: /Book a Co-Hosting Call/ }),
      config.links.calendar,
      actionToasts.calendar.title,
    );

    await kit.getByRole("link", { name: "See Launch Kit Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing#airbnb-launch-kit$/);
    await expect(page.locator("#airbnb-launch-kit")).toBeInViewport();
  });

  test("two host testimonials, the free audit and the free tips", async ({ page }) => {
    await gotoReady(page, "/all-services");
    await expect(page.locator("figure blockquote")).toHaveCount(2);
    await expectNewTabLink(
      page,
      page.getByRole("link", { name: /Get My Free CX Audit/ }),
      config.links.supportForm,
      actionToasts.audit.title,
    );
    await expect(page.getByRole("link", { name: "Get Free Hosting Tips" })).toHaveAttribute("href", "/subscribe");
    await page.getByRole("link", { name: "Preview the packs" }).click();
    await expectToast(page, actionToasts.diy.title);
    await expect(page).toHaveURL(/\/diy-host-pack$/);
  });
});

test.describe("pricing", () => {
  test("the prerendered HTML has the three kit prices and 'Most Popular' without JavaScript", async ({ request, browser }) => {
    const res = await request.get("/pricing");
    expect(res.status()).toBe(200);
    const html = await res.text();
    for (const kit of KITS) {
      expect(html).toContain(kit.name);
      expect(html).toContain(`>${formatDollars(kit.price)}<`);
    }
    expect(html).toContain("Most Popular");
    expect(html).toContain('"@type":"Product"');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/pricing");
    const complete = page.locator("#kit-complete");
    await expect(complete).toContainText("Most Popular");
    await expect(complete).toContainText(formatDollars(kitById("complete").price));
    await context.close();
  });

  test("/pricing#airbnb-launch-kit lands in view and each kit button toasts, then opens its checkout", async ({ page }) => {
    await gotoReady(page, "/pricing#airbnb-launch-kit");
    await expect(page.locator("#airbnb-launch-kit")).toBeInViewport();
    await expect(page.locator("#kit-basic")).not.toContainText("Most Popular");
    await expect(page.locator("#kit-pro")).not.toContainText("Most Popular");
    for (const kit of KITS) {
      const card = page.locator(`#kit-${kit.id}`);
      await expect(card).toContainText(kit.name);
      await expect(card).toContainText(formatDollars(kit.price));
      if (kit.originalPrice) await expect(card).toContainText(formatDollars(kit.originalPrice));
      await expect(card.getByRole("link", { name: kit.buttonText })).toHaveAttribute("href", `/checkout/${kit.stripePriceId}`);
    }
    const complete = KITS.find((k) => k.id === "complete")!;
    await page.locator("#kit-complete").getByRole("link", { name: complete.buttonText }).click();
    await expectToast(page, kitCard.checkoutToast(complete.name).title);
    await expect(page).toHaveURL(new RegExp(`/checkout/${complete.stripePriceId}$`));
  });

  test("the DIY card goes to /diy-host-pack and 'Book a Discovery Call' opens the calendar", async ({ page }) => {
    await gotoReady(page, "/pricing");
    await expectNewTabLink(
      page,
      page.getByRole("link", { name: /Book a Discovery Call/ }),
      config.links.calendar,
      actionToasts.calendar.title,
    );
    const diy = page.getByRole("article", { name: pricingPage.diyCard.title });
    await expect(diy).toContainText("Coming Soon!");
    await diy.getByRole("link", { name: pricingPage.diyCard.button }).click();
    await expectToast(page, actionToasts.diy.title);
    await expect(page).toHaveURL(/\/diy-host-pack$/);
  });

  test("FAQ answers open natively and link to the refund policy", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByText("What if it isn't right for me?").click();
    await expect(page.getByRole("link", { name: "Returns & Refunds Policy" }).first()).toBeVisible();
  });
});

test.describe("launch kit page", () => {
  test("tiers word for word, comparison table, guarantee and claims", async ({ page }) => {
    await page.goto("/airbnb-launch-kit");
    for (const tier of launchTiers) {
      const card = page.locator(`#kit-${tier.id}`);
      await expect(card.getByRole("heading", { name: tier.name })).toBeVisible();
      await expect(card).toContainText(formatDollars(tier.price));
      if (tier.originalPrice) await expect(card).toContainText(formatDollars(tier.originalPrice));
      await expect(card).toContainText(tier.audience);
      for (const f of tier.features) await expect(card).toContainText(f);
    }
    await expect(page.locator("#kit-complete")).toContainText("Recommended");
    const table = page.getByRole("table");
    for (const text of ["30 min", "1 hour", "1 hr + post-launch optimization"]) await expect(table).toContainText(text);
    await expect(table.getByText("Included").first()).toBeAttached();
    await expect(table.getByText("Not included").first()).toBeAttached();
    const main = page.locator("main");
    await expect(main).toContainText("All packages include our 30-day money-back guarantee.");
    for (const claim of [
      "$9k+",
      "Guest Favorite in 14 days",
      "100% ROI in 48 hours",
      "Results in 2-4 weeks",
      "free 30-minute consultation",
      "Setup done in 7 business days",
    ])
      await expect(main).toContainText(new RegExp(claim.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"));
  });

  test("buttons scroll to the pricing anchor or go to /subscribe", async ({ page }) => {
    await gotoReady(page, "/airbnb-launch-kit");
    await page.getByRole("link", { name: "See Packages & Pricing" }).click();
    await expect(page).toHaveURL(/\/airbnb-launch-kit#pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
    await page.getByRole("link", { name: "Choose Your Launch Kit" }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("link", { name: "Choose Your Launch Kit" }).click();
    await expect(page.locator("#pricing")).toBeInViewport();
    const tips = page.getByRole("link", { name: "Get Free Hosting Tips" });
    await expect(tips).toHaveCount(3);
    for (const l of await tips.all()) await expect(l).toHaveAttribute("href", "/subscribe");
    await expectNewTabLink(
      page,
      page.getByRole("link", { name: /free 30-minute consultation/ }),
      config.links.calendar,
      actionToasts.calendar.title,
    );
  });
});

test.describe("DIY host pack", () => {
  test("launching-soon hero, three packs that subscribe, competitor figures, testimonial and discovery call", async ({
    page,
  }) => {
    await gotoReady(page, "/diy-host-pack");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main section").first()).toContainText("Launching Soon");
    for (const pack of diy.packs) {
      const card = page.getByRole("article", { name: pack.title });
      await expect(card).toContainText("Launching soon");
      await expect(card.getByRole("link", { name: pack.ctaText })).toHaveAttribute("href", "/subscribe");
    }
    const main = page.locator("main");
    for (const count of [
      "15 essential walkthroughs",
      "50+ message templates",
      "3 video modules",
      "15+ guest messages",
      "50+ messaging scenarios",
    ])
      await expect(main).toContainText(count);
    for (const c of diy.competitors) await expect(main).toContainText(competitorPrice(c));
    await expect(main.locator("figure blockquote")).toHaveCount(1);
    await expectNewTabLink(
      page,
      page.getByRole("link", { name: /Schedule a Discovery Call/ }),
      config.links.calendar,
      actionToasts.calendar.title,
    );
  });
});
