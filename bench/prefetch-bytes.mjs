// @ts-check
/**
 * `node bench/prefetch-bytes.mjs`: what a typical visit prefetches (issue 22: "say in the README how
 * many bytes a typical visit prefetches"). Against a running `npm start` (BASE, default
 * http://localhost:4180): the home page, hydrated, left on its first screen until the network is
 * quiet, at 1280 × 800 (the header's links on screen) and at 390 × 844 (a phone: the header's links
 * sit in the menu). Prints the bytes on the wire (bodies as sent, gzip, and Chrome's fixed 300 bytes
 * a response for its headers, as `transferSize` counts them; a cache hit is none) of everything
 * fetched from hydration on (the shell's request for the route-chunks table), by kind: route code
 * (modulepreload), route data (`.data`), the prefetcher itself (its chunk, the data layer's and
 * the route-chunks table), and the rest (the page's own lazy images), named.
 */
import { chromium } from "@playwright/test";
import { hydrated } from "./navigation-tap.mjs";

const base = process.env.BASE ?? "http://localhost:4180";
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

/** @param {{ width: number, height: number }} viewport */
async function visit(viewport) {
  const page = await browser.newPage({ viewport });
  await page.goto(new URL("/", base).href, { waitUntil: "load" });
  await hydrated(page);
  // Quiet: no new resource for 2 s.
  let count = -1;
  for (;;) {
    await page.waitForTimeout(2000);
    const now = await page.evaluate(() => performance.getEntriesByType("resource").length);
    if (now === count) break;
    count = now;
  }
  // Hydrated: the moment the shell asks for the route-chunks table (site-shell.tsx).
  const entries = await page.evaluate(() => {
    const all = performance.getEntriesByType("resource");
    const hydratedAt = all.find((e) => /\/assets\/route-chunks-\w+\.json$/.test(e.name))?.startTime ?? Infinity;
    return all.filter((e) => e.startTime >= hydratedAt).map((e) => ({ path: new URL(e.name).pathname, bytes: /** @type {PerformanceResourceTiming} */ (e).transferSize })).filter((e) => e.bytes > 0);
  });
  await page.close();
  /** @type {Record<string, number>} */ const by = { "route code": 0, "route data": 0, prefetcher: 0, other: 0 };
  /** @type {string[]} */ const others = [];
  for (const { path, bytes } of entries) {
    const kind = /^\/assets\/(after-hydration|route-data)-[\w-]+\.js$|^\/assets\/route-chunks-\w+\.json$/.test(path)
      ? "prefetcher"
      : path.startsWith("/assets/") && path.endsWith(".js")
        ? "route code"
        : path.endsWith(".data")
          ? "route data"
          : "other";
    by[kind] = (by[kind] ?? 0) + bytes;
    if (kind === "other") others.push(path);
  }
  const kb = (/** @type {number} */ b) => `${(b / 1024).toFixed(1)} KB`;
  const total = Object.values(by).reduce((a, b) => a + b, 0);
  console.log(`/ at ${viewport.width} × ${viewport.height}: ${kb(total)} after hydration in ${entries.length} files (${Object.entries(by).map(([k, v]) => `${k} ${kb(v)}`).join(", ")})${others.length ? `; other: ${others.join(", ")}` : ""}`);
}

await visit({ width: 1280, height: 800 });
await visit({ width: 390, height: 844 });
await browser.close();
