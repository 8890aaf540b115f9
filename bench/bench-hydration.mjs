// @ts-check
/* global window -- the waitForFunction callback runs in the browser */
/**
 * `npm run bench:hydration`: when pages become interactive on a slow phone
 * (pipeline/defer-boot.ts, docs/decisions/2026-11-23-first-paint.md).
 *
 * Against a running `npm start` (BASE, default http://localhost:4180), at 390 px, slow 4G
 * (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU, N runs (--runs=5),
 * medians in ms from navigation:
 *   - prerendered pages: hydrated, i.e. the shell has replayed the taps kept before hydration
 *     (`window.__cxTaps === null`, tap-replay.ts);
 *   - pages the browser draws from the SPA fallback (a kit's checkout, the team's list): their
 *     h1 on screen. They boot at once: there is no contentful paint to wait for.
 *
 * Options: --pages=/,/store  --spa=/checkout/…,/email-list  --runs=5
 */
import { chromium } from "@playwright/test";
import { median } from "./stats.mjs";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = process.env.BASE ?? "http://localhost:4180";
const pages = (option("pages") ?? "/,/pricing,/airbnb-mexico-offer,/store").split(",").filter(Boolean);
const spaPages = (option("spa") ?? "/checkout/price_1RkCompleteBrandBoost799,/email-list").split(",").filter(Boolean);
const runs = Number(option("runs") ?? 5);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

/** Loads `path` as a phone would and returns when `ready` holds, in ms from navigation. */
async function msUntil(/** @type {string} */ path, /** @type {(page: import("@playwright/test").Page) => Promise<unknown>} */ ready) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(new URL(path, base).href, { waitUntil: "commit" });
  await ready(page);
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return Math.round(ms);
}

const hydrated = (/** @type {import("@playwright/test").Page} */ page) =>
  page.waitForFunction(() => /** @type {any} */ (window).__cxTaps === null, null, { timeout: 60_000, polling: 50 });
const headingShown = (/** @type {import("@playwright/test").Page} */ page) => page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 60_000 });

console.log(`Slow 4G, CPU ×4, 390 px, median of ${runs} — ${base}`);
console.log("| Page | what | ms from navigation |\n|---|---|---|");
for (const [list, what, ready] of /** @type {const} */ ([
  [pages, "hydrated", hydrated],
  [spaPages, "h1 on screen (SPA fallback)", headingShown],
])) {
  for (const path of list) {
    /** @type {number[]} */ const xs = [];
    for (let i = 0; i < runs; i++) xs.push(await msUntil(path, ready));
    console.log(`| ${path} | ${what} | ${median(xs)} |`);
  }
}
await browser.close();
