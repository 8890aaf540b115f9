// @ts-check
/* global window -- callbacks run in the browser */
/**
 * `node bench/navigation-requests.mjs /from /to [--h2]`: the requests around one prefetched tap, in
 * time (issue 22, docs/decisions/2026-11-25-navigation.md). The same conditions as
 * `npm run bench:navigation`'s prefetched tap (1280 × 800, slow 4G, 4× CPU, the link on screen for
 * a second), against a running `npm start` (BASE, default http://localhost:4180), or through the
 * HTTP/2 front with --h2. Prints the tap's time, then every file asked for from the first load's
 * last second on: when it was asked for and when it ended, ms from the tap (negative: before it),
 * and its bytes on the wire. Whether a link's files were in before the tap, and what they waited
 * behind, reads straight off it.
 */
import { chromium } from "@playwright/test";
import { startH2Front } from "./h2-front.mjs";
import { armPaintWatch, linkOnScreen, slowPhonePage, tapTime } from "./navigation-tap.mjs";

const args = process.argv.slice(2);
const [from, to] = args.filter((a) => !a.startsWith("--"));
if (!from || !to) {
  console.error("Usage: node bench/navigation-requests.mjs /from /to [--h2]   (against npm start at BASE)");
  process.exit(2);
}
const upstream = process.env.BASE ?? "http://localhost:4180";
const front = args.includes("--h2") ? await startH2Front(upstream) : null;
const base = front?.origin ?? upstream;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const { page } = await slowPhonePage(browser, { https: !!front });
const { link, hydratedAt } = await linkOnScreen(page, { base, from, to });
await armPaintWatch(page, to);
await link.click();
const ms = await tapTime(page);
const seen = await page.evaluate(() => ({
  protocol: /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType("navigation")[0]).nextHopProtocol,
  tap: /** @type {number} */ (/** @type {any} */ (window).__navTap),
  files: performance.getEntriesByType("resource").map((e) => {
    const r = /** @type {PerformanceResourceTiming} */ (e);
    return { path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd, bytes: r.transferSize };
  }),
}));
await browser.close();
await front?.close();

const at = (/** @type {number} */ t) => String(Math.round(t - seen.tap)).padStart(6);
console.log(`${from} -> ${to} over ${seen.protocol}: hydrated ${Math.round(seen.tap - hydratedAt)} ms before the tap; tap -> h1 painted ${Math.round(ms)} ms`);
console.log(" asked  ended  bytes  file");
for (const f of seen.files.sort((a, b) => a.start - b.start)) {
  if (f.start < hydratedAt - 1000) continue;
  console.log(`${at(f.start)} ${at(f.end)} ${String(f.bytes).padStart(6)}  ${f.path}`);
}
