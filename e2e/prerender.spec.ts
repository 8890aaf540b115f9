import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { en as actionToasts } from "../src/content/action-toasts/en";
import { RUN_COOKIE } from "./analytics-ids";
import { FIRST_LOAD } from "./helpers";

/**
 * An islands page's links are prerendered on intent (decision 2026-11-29-prerender-on-intent):
 * the pointer that rests on a link has the browser draw the next page before the tap. Chromium
 * does not prerender for Playwright (its DevTools sessions are the page's own:
 * `PrerenderingDisabledByDevTools`), so these tests drive their own Chromium through Puppeteer,
 * which attaches to the tab as DevTools does, against the same server.
 */

let browser: Browser;
test.beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"], headless: true });
});
test.afterAll(async () => {
  await browser?.close();
});

/**
 * A fresh context's page at 1280 × 800 on `path`, its islands booted (`__cxTaps` null) and its
 * sections below the first screen laid out (lib/first-screen.ts releases them when idle): a link
 * then stays where the pointer found it.
 */
async function openPage(baseURL: string | undefined, path: string, before?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await before?.(page);
  await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
  await page.waitForFunction(() => (window as unknown as { __cxTaps?: unknown }).__cxTaps === null, { timeout: FIRST_LOAD.timeout });
  await page.waitForFunction(() => [...document.querySelectorAll("[data-arrival]")].every((el) => el.getBoundingClientRect().top < innerHeight), { timeout: FIRST_LOAD.timeout });
  return page;
}

/**
 * The pointer rests on the link (CSS `selector`) for `restMs`, as a visitor's mouse does before a
 * click, where the link is drawn: a box read at once after a scroll is the layout before the next
 * frame, in which the sections near the view are laid out (`content-visibility: auto`), so it is
 * read again after the rest and the pointer follows. Resolves to where to click.
 */
async function restOn(page: Page, selector: string, restMs: number) {
  const link = (await page.waitForSelector(selector, { visible: true }))!;
  await link.scrollIntoView();
  const centre = async () => {
    const box = (await link.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const first = await centre();
  await page.mouse.move(first.x, first.y);
  await new Promise((resolve) => setTimeout(resolve, restMs));
  const now = await centre();
  if (now.x !== first.x || now.y !== first.y) await page.mouse.move(now.x, now.y);
  return now;
}

/**
 * Waits until `check` holds in the page shown, through the tap's navigation: a prerendered page's
 * activation swaps the page's target under Puppeteer, and a wait begun on the old one fails.
 */
async function until<A extends string | null>(page: Page, check: (arg: A) => boolean, arg: A, timeout = FIRST_LOAD.timeout) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      if (await page.evaluate(check as (arg: string | null) => boolean, arg)) return;
    } catch {
      /* the document went away or is being swapped: ask the next one */
    }
    if (Date.now() > end) throw new Error(`not in ${timeout} ms: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page now shown: its path, whether the browser had prerendered it, its h1. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    path: location.pathname,
    prerendered: ((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart?: number })?.activationStart ?? 0) > 0,
    h1: document.querySelector("#main h1")?.textContent?.trim() ?? "",
  }));

test("a link the pointer rests on is prerendered, and the tap shows the page the browser drew, whole and working", async ({ baseURL }) => {
  const page = await openPage(baseURL, "/");
  const box = await restOn(page, 'header a[href="/why-choose-us"]', 400);
  await page.mouse.click(box.x, box.y);
  await until(page, (path) => location.pathname === path && !!document.querySelector("#main h1"), "/why-choose-us");
  expect(await shown(page)).toEqual({ path: "/why-choose-us", prerendered: true, h1: expect.stringMatching(/\S/) });
  // The page the browser drew ahead is the site's: it hydrates, and its links navigate.
  await until(page, () => (window as unknown as { __cxTaps?: unknown }).__cxTaps === null, null);
  const hireUs = await restOn(page, 'header a[href="/hire-us"]', 0);
  await page.mouse.click(hireUs.x, hireUs.y);
  await until(page, (path) => location.pathname === path && !!document.querySelector("#main h1"), "/hire-us");
  await page.browserContext().close();
});

test("a link with a message for the next page is not prerendered, and its message shows there", async ({ baseURL }) => {
  const page = await openPage(baseURL, "/");
  // Resting longer than a prerendered page waits to boot (3 s at most): a page prerendered then
  // would have looked for its message before the click kept it.
  const box = await restOn(page, '#main a[href="/diy-host-pack"][data-toast]', 3800);
  await page.mouse.click(box.x, box.y);
  await until(page, (path) => location.pathname === path && !!document.querySelector("#main h1"), "/diy-host-pack");
  await until(page, (title) => document.body.innerText.includes(title), actionToasts.diy.title);
  expect((await shown(page)).prerendered).toBe(false);
  await page.browserContext().close();
});

test("@analytics a prerendered page the visitor never opens sends nothing; opened, it sends its moments then", async ({ baseURL, request }) => {
  const run = randomUUID();
  const page = await openPage(baseURL, "/", async (p) => {
    await p.setCookie({ name: RUN_COOKIE, value: run, url: baseURL ?? "http://localhost" });
    await p.evaluateOnNewDocument(() => localStorage.setItem("analytics-consent", "accepted"));
  });
  const fromPricing = async () => {
    const res = await request.get(`/local-analytics/api/hits?run=${encodeURIComponent(run)}`);
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { event: string; page: string }[]).filter((h) => h.page.startsWith("/pricing")).map((h) => h.event);
  };
  // Long enough for the prerendered pricing page to run its scripts (their boot waits 3 s at most for a paint).
  const box = await restOn(page, 'footer a[href="/pricing"]', 4500);
  expect(await fromPricing()).toEqual([]);
  await page.mouse.click(box.x, box.y);
  await until(page, (path) => location.pathname === path && !!document.querySelector("#main h1"), "/pricing");
  expect((await shown(page)).prerendered).toBe(true);
  await expect.poll(fromPricing, FIRST_LOAD).toContain("view_item_list");
  await page.browserContext().close();
});
