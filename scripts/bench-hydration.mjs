// @ts-check
/* global window -- the waitForFunction callback runs in the browser */
/**
 * `npm run bench:hydration`: when a page is hydrated on a slow phone, with and without the
 * boot-time modulepreloads (scripts/defer-boot.ts, docs/decisions/2026-11-23-first-paint.md).
 *
 * Against a running `npm start` (BASE, default http://localhost:4180): each page at 390 px,
 * slow 4G (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU, N runs
 * (--runs=5), the two variants interleaved. "Without" is the same HTML with the boot script's
 * preload line cut out (CSP bypassed for that copy only). Hydrated = the shell has replayed the
 * taps kept before hydration (`window.__cxTaps === null`, tap-replay.ts). Medians in ms.
 *
 * Then the pages the browser draws from the SPA fallback (a kit's checkout, the team's list):
 * when their h1 is on screen, same network and CPU. They boot at once (no paint to wait for).
 *
 * Options: --pages=/,/store  --spa=/checkout/…,/email-list  --runs=5
 */
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = process.env.BASE ?? "http://localhost:4180";
const pages = (option("pages") ?? "/,/pricing,/airbnb-mexico-offer,/store").split(",");
const runs = Number(option("runs") ?? 5);
const spaPages = (option("spa") ?? "/checkout/price_1RkCompleteBrandBoost799,/email-list").split(",").filter(Boolean);
const PRELOAD_LINE = /\[[^\]]*\]\.forEach\(function\(h\)\{var l=document\.createElement\("link"\);[^}]*\}\);/;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

/** A context at slow 4G with a 4× slower CPU, as a phone. */
async function phone(/** @type {{ bypassCSP?: boolean }} */ options = {}) {
  const context = await browser.newContext({ ...options, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page };
}

/** Milliseconds from navigation to hydration, for one load of `path`. */
async function hydratedAt(/** @type {string} */ path, /** @type {boolean} */ preloads) {
  const { context, page } = await phone({ bypassCSP: !preloads });
  if (!preloads) {
    await page.route(new URL(path, base).href, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!PRELOAD_LINE.test(html)) throw new Error(`${path}: no boot-time preload line to cut (has defer-boot.ts changed?)`);
      await route.fulfill({ response, body: html.replace(PRELOAD_LINE, "") });
    });
  }
  await page.goto(new URL(path, base).href, { waitUntil: "commit" });
  await page.waitForFunction(() => /** @type {any} */ (window).__cxTaps === null, null, { timeout: 60_000, polling: 50 });
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return Math.round(ms);
}

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
console.log(`Hydrated at, ms from navigation (median of ${runs}; slow 4G, CPU ×4, 390 px) — ${base}`);
console.log("| Page | boot-time preloads | without | ratio |\n|---|---|---|---|");
for (const path of pages) {
  /** @type {number[]} */ const withPreloads = [];
  /** @type {number[]} */ const without = [];
  for (let i = 0; i < runs; i++) {
    withPreloads.push(await hydratedAt(path, true));
    without.push(await hydratedAt(path, false));
  }
  const a = median(withPreloads), b = median(without);
  console.log(`| ${path} | ${a} | ${b} | ${(a / b).toFixed(2)} |`);
}
/** Milliseconds from navigation to the page's h1 on screen (a client-rendered page). */
async function headingAt(/** @type {string} */ path) {
  const { context, page } = await phone();
  await page.goto(new URL(path, base).href, { waitUntil: "commit" });
  await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 60_000 });
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return Math.round(ms);
}

if (spaPages.length) {
  console.log(`\nClient-rendered pages (SPA fallback): h1 on screen, ms from navigation (median of ${runs})`);
  console.log("| Page | h1 at |\n|---|---|");
  for (const path of spaPages) {
    /** @type {number[]} */ const xs = [];
    for (let i = 0; i < runs; i++) xs.push(await headingAt(path));
    console.log(`| ${path} | ${median(xs)} |`);
  }
}
await browser.close();
