// @ts-check
/* global window, location, getComputedStyle -- callbacks run in the browser */
import puppeteer from "puppeteer-core";
import { armPaintWatch, documentPainted, paintInPage, paintOfDocument, SLOW_4G } from "./navigation-tap.mjs";

/**
 * The tap a pointer announces, as Chromium serves it to a visitor: with the next page prerendered
 * on intent (decision 2026-11-29-prerender-on-intent). Chromium refuses to prerender for a page
 * that a DevTools client drives through a session of the page's own (`PrerenderingDisabledByDevTools`:
 * Playwright's sessions, and any `createCDPSession` on a page); Puppeteer drives a page through its
 * tab, as DevTools itself does, and the browser prerenders as it would for anyone. So this tap
 * runs in Puppeteer, with the bench's conditions: 1280 × 800, slow 4G, the CPU slowdown, a fresh
 * context (cold cache), the page hydrated and its link on screen for a second.
 *
 * The pointer, as a visitor's: it comes onto the link and rests there `restMs` (a mouse: the
 * browser's `moderate` eagerness starts the prerender after 200 ms of it), presses, and releases
 * `pressMs` later (a finger on a phone lands and presses at once: `restMs` 0). The tap is timed
 * from the release, as the bench's other taps are, to the next page's h1 painted.
 */

/** The two pointers the bench reads. */
export const POINTERS = /** @type {const} */ ({
  mouse: { restMs: 300, pressMs: 100 },
  finger: { restMs: 0, pressMs: 100 },
});

/** A headless Chromium driven through Puppeteer (the tab's session: prerendering allowed). */
export function launchIntentBrowser(/** @type {{ https?: boolean }} */ { https = false } = {}) {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
    headless: true,
    acceptInsecureCerts: https,
  });
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One tap from `from` to `to` with a pointer: ms from its release to `to`'s h1 painted, and
 * whether the page the tap opened was prerendered (`activationStart` > 0).
 * @param {import("puppeteer-core").Browser} browser
 * @param {{ base: string, from: string, to: string, cpuRate: number, restMs: number, pressMs: number }} tap
 */
export async function intentTap(browser, { base, from, to, cpuRate, restMs, pressMs }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.emulateNetworkConditions({ offline: false, latency: SLOW_4G.latency, download: SLOW_4G.downloadThroughput, upload: SLOW_4G.uploadThroughput });
    await page.emulateCPUThrottling(cpuRate);
    await page.goto(new URL(from, base).href, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(() => /** @type {any} */ (window).__cxTaps === null, { timeout: 60_000, polling: 50 });
    const link = await visibleLinkTo(page, to);
    await link.scrollIntoView();
    await sleep(1000);
    const box = await link.boundingBox();
    if (!box) throw new Error(`the link to ${to} on ${from} has no box`);
    await armPaintWatch(/** @type {any} */ (page), to);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    if (restMs) await sleep(restMs);
    await page.mouse.down();
    if (pressMs) await sleep(pressMs);
    await page.mouse.up();
    return await paintedAfter(page, to);
  } finally {
    await context.close();
  }
}

/** The first link to `to` in the page's main area, header or footer that is drawn. */
async function visibleLinkTo(/** @type {import("puppeteer-core").Page} */ page, /** @type {string} */ to) {
  const links = await page.$$(`#main a[href="${to}"], header a[href="${to}"], footer a[href="${to}"]`);
  for (const link of links) {
    if (await link.evaluate((a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== "hidden")) return link;
  }
  throw new Error(`no visible link to ${to}`);
}

/**
 * The tap's time (`tapTime` of navigation-tap.mjs, through Puppeteer, with the same reads): to the
 * h1 painted in the same document (a client navigation), or to the new document's first
 * contentful paint with its h1 in it, on the clock both documents share. A prerendered page's
 * first contentful paint is its first frame after activation, so the two kinds read alike.
 */
async function paintedAfter(/** @type {import("puppeteer-core").Page} */ page, /** @type {string} */ to) {
  try {
    const inPage = await page.evaluate(paintInPage);
    if (inPage !== null) return { ms: Math.round(inPage), prerendered: false };
  } catch {
    /* the document went away while its paint was awaited: a new document */
  }
  await page.waitForFunction((/** @type {string} */ path) => location.pathname === path, { timeout: 30_000, polling: 20 }, to);
  await page.waitForFunction(documentPainted, { timeout: 30_000, polling: 20 });
  const ms = await page.evaluate(paintOfDocument);
  const prerendered = await page.evaluate(() => (/** @type {any} */ (performance.getEntriesByType("navigation")[0])?.activationStart ?? 0) > 0);
  return { ms: Math.round(ms), prerendered };
}
