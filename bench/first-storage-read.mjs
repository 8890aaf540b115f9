// @ts-check
/**
 * What a page's first read of each browser store costs while it is parsed (an inline script in
 * its head, as the pre-paint scripts are): localStorage, sessionStorage and `document.cookie`,
 * each on a fresh page in a fresh browser context (nothing stored, the store not yet opened).
 * Why: the switches a page must read before it paints (the promo banner's close, the language
 * suggestion) are read there, on every page load (lib/storage.ts `sessionCookies`).
 *
 *   node bench/first-storage-read.mjs [--runs=15]
 *
 * Prints the median and quartiles in ms at 1x CPU, with the machine's benchmarkIndex.
 */
import { chromium } from "@playwright/test";
import { measureBenchmarkIndex } from "./cpu-calibration.mjs";
import { median } from "./stats.mjs";

const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 15);
/** @type {Record<string, string>} */
const READS = {
  localStorage: 'localStorage.getItem("x")',
  sessionStorage: 'sessionStorage.getItem("x")',
  "localStorage + sessionStorage": 'localStorage.getItem("x");sessionStorage.getItem("y")',
  "document.cookie": "document.cookie",
};
const page = (/** @type {string} */ read) =>
  `<!doctype html><html><head><script>var t0=performance.now();${read};window.__took=performance.now()-t0;</script></head><body>.</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const index = await measureBenchmarkIndex();
/** @type {Record<string, number[]>} */
const took = Object.fromEntries(Object.keys(READS).map((k) => [k, []]));
for (let r = 0; r < runs; r++) {
  for (const [name, read] of Object.entries(READS)) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    // Served by the test itself: no server, the same origin each time.
    await tab.route("http://first-read.test/", (route) => route.fulfill({ contentType: "text/html", body: page(read) }));
    await tab.goto("http://first-read.test/");
    took[name]?.push(/** @type {number} */ (await tab.evaluate(() => /** @type {any} */ (globalThis).__took)));
    await context.close();
  }
}
await browser.close();
const q = (/** @type {number[]} */ v, /** @type {number} */ p) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) * p)] ?? NaN;
console.log(`First read while the page is parsed, ${runs} fresh pages each, 1x CPU; benchmarkIndex ${index}`);
for (const [name, v] of Object.entries(took)) console.log(`${name.padEnd(32)} median ${median(v).toFixed(2)} ms (quartiles ${q(v, 0.25).toFixed(2)}-${q(v, 0.75).toFixed(2)})`);
