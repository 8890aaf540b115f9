import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { postPath } from "../src/content/blog/post-facts";
import { POST_CATALOGUE_EN } from "../src/content/posts/catalogue";
import { en as caseStudy } from "../src/content/case-study/en";
import { FOUNDER_SECTION_IDS as founderSectionIds } from "../src/content/founder-story/ids";
import { en as hireUs } from "../src/content/hire-us/en";
import { PARTNER_PLANS } from "../src/content/partner-offer";
import { config, introBlogPath } from "../src/lib/config";
import { expectToast, VIEWPORTS, waitForHydration } from "./helpers";

/** The English blog's listed posts, newest first, as the build reads them from src/content/posts/. */
const BLOG_POSTS = POST_CATALOGUE_EN.posts;

const CASE_STUDY_PATH = caseStudy.meta.path;
const affiliateLinks = caseStudy.affiliates.filter((l) => l.href);

// The editorial pages: founder story, case study, why-choose-us, hire-us, partner offer, blog
// hub and its three articles. Every button, toast, new-tab link and anchor they carry.

/** Answers every request that leaves for another host with a stub, so new tabs load offline. */
async function stubOutsideHosts(context: BrowserContext) {
  await context.route(
    (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>outside</title>" }),
  );
}

/** Clicks an external link and checks it opened its URL in a new tab, and raised its toast. */
async function expectNewTab(page: Page, link: Locator, href: string, toastTitle?: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  const popupOpened = page.context().waitForEvent("page");
  await link.click();
  // The toast first: it is on screen for a few seconds only, while the new tab may load slowly.
  if (toastTitle) await expectToast(page, toastTitle);
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(new URL(href).href);
  await popup.close();
}

/**
 * Opens a page and waits until React has hydrated it: a click on the prerendered HTML before
 * that would follow the link without the toast (fine for a visitor, flaky for a test).
 */
/** Open and hydrated: the whole page, or an islands page's islands (waitForHydration). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function expectInView(page: Page, id: string) {
  await expect
    .poll(() =>
      page.evaluate((target) => {
        const r = document.getElementById(target)?.getBoundingClientRect();
        return r ? r.top < window.innerHeight && r.bottom > 0 : false;
      }, id),
    )
    .toBe(true);
}

// Several pages per test, each opening new tabs: give them room on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context }) => {
  await stubOutsideHosts(context);
});

test.describe("/founder-story", () => {
  test("has its five sections with the configured ids, and every link goes where it says", async ({ page }) => {
    await open(page, "/founder-story");
    await expect(page.getByRole("heading", { level: 1, name: `Why I Built ${config.brand}` })).toBeVisible();

    expect(Object.values(founderSectionIds)).toEqual([
      `about-${config.founderSlug}`,
      "the-problem",
      `the-${config.brandSlug}-solution`,
      `why-choose-${config.brandSlug}`,
      `${config.brandSlug}-social-links`,
    ]);
    for (const id of Object.values(founderSectionIds)) await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await expect(page.locator(`#${founderSectionIds.about} h2`)).toHaveText(`About ${config.founderName}`);
    await expect(page.locator(`#${founderSectionIds.problem} h2`)).toHaveText("The Problem");
    await expect(page.locator(`#${founderSectionIds.solution} h2`)).toHaveText(`The ${config.brand} Solution`);
    await expect(page.locator(`#${founderSectionIds.whyChoose} h2`)).toHaveText(`Why Choose ${config.brand}`);

    const social = page.locator(`#${founderSectionIds.social}`);
    await expect(social.getByRole("link", { name: `E-mail ${config.email}` })).toHaveAttribute("href", `mailto:${config.email}`);
    await expectNewTab(page, social.getByRole("link", { name: /professional profile/ }), config.links.professionalProfile);
    await expectNewTab(page, social.getByRole("link", { name: /on LinkedIn/ }), config.links.linkedin);

    await social.getByRole("link", { name: "Read the intro blog post" }).click();
    await expect(page).toHaveURL(introBlogPath);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Welcome to the ${config.brand} Blog`);

    await page.goBack();
    await social.getByRole("link", { name: `See all ${config.brand} services` }).click();
    await expect(page).toHaveURL("/all-services");
  });

  test("a hash link to a section lands it in view", async ({ page }) => {
    await open(page, `/founder-story#${founderSectionIds.whyChoose}`);
    await expectInView(page, founderSectionIds.whyChoose);
    await page.locator(`#${founderSectionIds.whyChoose}`).getByRole("link", { name: "Read the case study" }).click();
    await expect(page).toHaveURL(CASE_STUDY_PATH);
  });
});

test.describe("/case-study/studio-la-boheme", () => {
  test("tells the challenge, solution, results and guest quotes with the spec's claims", async ({ page }) => {
    await open(page, CASE_STUDY_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Superhost in 21 Days");
    for (const [id, title] of [
      ["challenge", "The Challenge"],
      ["solution", "The Solution"],
      ["key-results", "Key Results"],
      ["guest-quotes", "What Guests Said"],
    ]) {
      await expect(page.locator(`section#${id} h2`)).toHaveText(title!);
    }
    const results = page.locator("#key-results");
    for (const text of ["$9k+", "in bookings in 7 days", "14 days", "to Guest Favorite", "21 days", "to Superhost", "48 hours", "to 100% ROI", "2-4 weeks"]) {
      await expect(results).toContainText(text);
    }
    await expect(page.getByText("A free 30-minute consultation before you commit to anything.")).toBeVisible();
    await expect(page.getByText("Setup done in 7 business days.")).toBeVisible();
    await expect(page.locator("#guest-quotes figure")).toHaveCount(3);
  });

  test("'See the Results' scrolls the key results into view", async ({ page }) => {
    await open(page, CASE_STUDY_PATH);
    await page.getByRole("link", { name: "See the Results" }).click();
    await expect(page).toHaveURL(`${CASE_STUDY_PATH}#key-results`);
    await expectInView(page, "key-results");
  });

  test("each of the three affiliate links opens in a new tab with a toast", async ({ page }) => {
    await open(page, CASE_STUDY_PATH);
    expect(affiliateLinks.map((l) => l.href)).toEqual([config.links.affiliateHost, config.links.affiliateService, config.links.affiliateExperience]);
    for (const l of affiliateLinks) {
      await expectNewTab(page, page.locator(`a[data-affiliate="${l.id}"]`), l.href, l.toast.title);
    }
  });

  test("the closing calls to action book a consultation or show launch kit pricing", async ({ page }) => {
    await open(page, CASE_STUDY_PATH);
    await expectNewTab(page, page.getByRole("link", { name: /Book Free Consultation/ }), config.links.calendar, "Redirecting to Calendar...");
    await page.getByRole("link", { name: "See Launch Kit Pricing" }).click();
    await expect(page).toHaveURL("/pricing#airbnb-launch-kit");
  });
});

test.describe("/why-choose-us", () => {
  test("books a consultation, explores services, and links the case study", async ({ page }) => {
    await open(page, "/why-choose-us");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Why Hosts Trust ${config.brand}`);
    await expect(page.locator("#reasons li")).toHaveCount(6);
    const consults = page.getByRole("link", { name: /Book Free Consultation/ });
    await expect(consults).toHaveCount(2);
    await expectNewTab(page, consults.first(), config.links.calendar, "Redirecting to Calendar...");
    await expectNewTab(page, consults.last(), config.links.calendar, "Redirecting to Calendar...");

    await page.getByRole("link", { name: "Explore All Solutions" }).click();
    await expectToast(page, "Loading Services...");
    await expect(page).toHaveURL("/all-services");

    await open(page, "/why-choose-us");
    await page.getByRole("link", { name: "See Our Services" }).click();
    await expect(page).toHaveURL("/all-services");
    await open(page, "/why-choose-us");
    await page.getByRole("link", { name: "Read the full case study" }).click();
    await expect(page).toHaveURL(CASE_STUDY_PATH);
  });
});

test.describe("/hire-us", () => {
  test("shows the hero, six services, two testimonials, impact, and both calls to action", async ({ page }) => {
    await open(page, "/hire-us");
    await expect(page.getByRole("heading", { level: 1, name: "Don't Just Compete. Dominate." })).toBeVisible();
    const services = page.locator("#services h3");
    await expect(services).toHaveText(hireUs.serviceCards.map((s) => s.title));
    expect(hireUs.serviceCards.map((s) => s.title)).toEqual([
      "CX Strategy & Growth",
      "Journey Mapping & Design",
      "Support Team Outsourcing",
      "Managed CX Services",
      "Employee Training & Culture",
      "Customer Feedback & Insights",
    ]);
    await expect(page.locator("#testimonials figure")).toHaveCount(2);
    await expect(page.locator("#impact li")).toHaveCount(5);
    await expect(page.getByRole("list", { name: "Our advantage" }).locator("li")).toHaveCount(4);

    const audits = page.getByRole("link", { name: /Get My Free CX Audit/ });
    const calls = page.getByRole("link", { name: /Book a Strategy Call/ });
    await expect(audits).toHaveCount(2);
    await expect(calls).toHaveCount(2);
    for (const link of [audits.first(), audits.last()]) {
      await expectNewTab(page, link, config.links.supportForm, "Redirecting to Audit Request Form...");
    }
    for (const link of [calls.first(), calls.last()]) {
      await expectNewTab(page, link, config.links.calendar, "Redirecting to Calendar...");
    }
  });
});

test.describe("/constant-contact-partner", () => {
  test("states the promo and the computed plan prices, Standard marked popular", async ({ page }) => {
    await open(page, "/constant-contact-partner");
    await expect(page.getByTestId("promo-code")).toHaveText("THREE30P");
    await expect(page.getByRole("heading", { name: "30% off the first 3 months" })).toBeVisible();
    await expect(page.getByText("Offer ends 12/31/25")).toBeVisible();
    const expected = { lite: ["Lite", "$8.40", "$12/mo"], standard: ["Standard", "$24.50", "$35/mo"], premium: ["Premium", "$56.00", "$80/mo"] };
    for (const plan of PARTNER_PLANS) {
      const card = page.locator(`[data-plan="${plan.id}"]`);
      const [name, promo, list] = expected[plan.id];
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(name!);
      await expect(card.getByTestId("promo-price")).toHaveText(promo!);
      await expect(card.getByTestId("list-price")).toHaveText(list!);
      await expect(card.getByText("Most Popular")).toHaveCount(plan.id === "standard" ? 1 : 0);
    }
  });

  test("sign-up buttons say 'Feature In Progress' while the partner URL is unset, and open it in a new tab once set", async ({ page, context }) => {
    await open(page, "/constant-contact-partner");
    for (const plan of PARTNER_PLANS) {
      if (config.links.partnerSignup) {
        await expectNewTab(page, page.getByRole("link", { name: new RegExp(`Sign Up for ${plan.name}`) }), config.links.partnerSignup, "Opening Constant Contact");
      } else {
        let opened = false;
        const onPage = () => (opened = true);
        context.on("page", onPage);
        const button = page.getByRole("button", { name: `Sign Up for ${plan.name}` });
        await button.click();
        await expectToast(page, "Feature In Progress");
        context.off("page", onPage);
        expect(opened).toBe(false);
        await expect(page).toHaveURL("/constant-contact-partner");
      }
    }
  });

  test("the promo code copies to the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, "/constant-contact-partner");
    await page.getByRole("button", { name: /Copy promo code THREE30P/ }).click();
    await expectToast(page, "Promo code copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("THREE30P");
    await expectNewTab(page, page.getByRole("link", { name: /Book a Free Setup Call/ }), config.links.calendar, "Redirecting to Calendar...");
  });
});

test.describe("/blog", () => {
  test("lists the three posts with category, title, excerpt, image and alt, each linking to its article", async ({ page }) => {
    await open(page, "/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Guest Experience Notes for Hosts" })).toBeVisible();
    expect(BLOG_POSTS.map(postPath)).toContain(introBlogPath);
    for (const post of BLOG_POSTS) {
      const card = page.locator("article").filter({ has: page.getByRole("link", { name: post.title, exact: true }) });
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
      await expect(card.getByText(post.excerpt)).toBeVisible();
      const img = card.getByRole("img", { name: post.imageAlt });
      await expect(img).toHaveAttribute("src", post.imageUrl);
      await expect(img).toHaveAttribute("width", "1200");
      await expect(img).toHaveAttribute("height", "630");
      await card.getByRole("link", { name: post.title, exact: true }).click();
      await expect(page).toHaveURL(postPath(post));
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      await page.goBack();
    }
  });

  test("links the external team blog in a new tab, and the tips sign-up", async ({ page }) => {
    await open(page, "/blog");
    await expectNewTab(page, page.getByRole("link", { name: /Visit the Team Blog/ }), config.links.teamBlog, "Opening the Team Blog");
    await page.getByRole("link", { name: "Get Tips by E-mail" }).click();
    await expect(page).toHaveURL("/subscribe");
  });
});

test(`the intro post at ${introBlogPath} links on to the articles and the founder story`, async ({ page }) => {
  await open(page, introBlogPath);
  await page.getByRole("link", { name: "From Feedback to Five Stars", exact: true }).click();
  await expect(page).toHaveURL("/from-feedback-to-five-stars-online-reputation-management");
  await page.goBack();
  await page.getByRole("link", { name: "Read the Founder Story" }).click();
  await expect(page).toHaveURL("/founder-story");
  await open(page, introBlogPath);
  await page.getByRole("link", { name: "All articles" }).click();
  await expect(page).toHaveURL("/blog");
});

test.describe("/why-creators-thrive-with-google-workspace", () => {
  test("loads nothing from the video host until the visitor presses play", async ({ page }) => {
    const videoRequests: string[] = [];
    await page.route(/youtube(-nocookie)?\.com/, (route) => {
      videoRequests.push(route.request().url());
      return route.abort();
    });
    await open(page, "/why-creators-thrive-with-google-workspace");
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("August 13, 2025").first()).toBeVisible();
    const play = page.getByRole("button", { name: /^Play video:/ });
    await play.scrollIntoViewIfNeeded();
    await expect(page.getByRole("img", { name: /Video preview/ })).toHaveAttribute("src", "/images/blog/workspace-video-poster.svg");
    await page.waitForTimeout(500);
    expect(videoRequests).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await play.click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${config.articleVideoId}\\?`));
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(videoRequests[0]).toContain(`https://www.youtube-nocookie.com/embed/${config.articleVideoId}`);
  });

  test("the referral button opens Google Workspace in a new tab with a toast", async ({ page }) => {
    await open(page, "/why-creators-thrive-with-google-workspace");
    await expectNewTab(page, page.getByRole("link", { name: /Get Started with Google Workspace/ }), config.links.workspaceReferral, "Opening Google Workspace");
  });

  test("the lead-magnet form validates and subscribes through the sign-up feature", async ({ page }) => {
    await open(page, "/why-creators-thrive-with-google-workspace");
    const form = page.locator("#starter-kit");
    await form.getByLabel("Email address").fill("not-an-email");
    await form.getByRole("button", { name: "Send Me the Starter Kit" }).click();
    await expectToast(page, "Oops! 😬");

    const email = `workspace-${Date.now()}@example.com`;
    // The one door of the sign-up (the signup Edge Function, as e2e/subscribe.spec.ts waits for it).
    const insert = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/functions/v1/signup"));
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Send Me the Starter Kit" }).click();
    const body = (await insert).postDataJSON();
    expect(JSON.stringify(body)).toContain("GoogleWorkspaceArticle");
    await expectToast(page, "Awesome! 🎉 You're In!");
    await expect(form.getByLabel("Email address")).toHaveValue("");
  });
});

test("/from-feedback-to-five-stars-online-reputation-management books a call on the calendar", async ({ page }) => {
  await open(page, "/from-feedback-to-five-stars-online-reputation-management");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("From Feedback to Five Stars");
  await expectNewTab(page, page.getByRole("link", { name: /^Book a Call/ }).last(), config.links.calendar, "Redirecting to Calendar...");
});

test.describe("at 390 px", () => {
  test.use({ viewport: VIEWPORTS.mobile });
  test("no editorial page scrolls sideways", async ({ page }) => {
    for (const path of [
      "/founder-story",
      CASE_STUDY_PATH,
      "/why-choose-us",
      "/hire-us",
      "/constant-contact-partner",
      "/blog",
      ...BLOG_POSTS.map(postPath),
    ]) {
      await open(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
