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
 * Options: --pages=/,/store  --runs=5
 */
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = process.env.BASE ?? "http://localhost:4180";
const pages = (option("pages") ?? "/,/pricing,/airbnb-mexico-offer,/store").split(",");
const runs = Number(option("runs") ?? 5);
const PRELOAD_LINE = /\[[^\]]*\]\.forEach\(function\(h\)\{var l=document\.createElement\("link"\);[^}]*\}\);/;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

/** Milliseconds from navigation to hydration, for one load of `path`. */
async function hydratedAt(/** @type {string} */ path, /** @type {boolean} */ preloads) {
  const context = await browser.newContext({ bypassCSP: !preloads, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (!preloads) {
    await page.route(new URL(path, base).href, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!PRELOAD_LINE.test(html)) throw new Error(`${path}: no boot-time preload line to cut (has defer-boot.ts changed?)`);
      await route.fulfill({ response, body: html.replace(PRELOAD_LINE, "") });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
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
await browser.close();
