// @ts-check
/**
 * `npm run bench:script-time -- /store /airbnb-mexico [--runs=8]`: how much script a page runs
 * while it loads and hydrates, as main-thread *thread* time (CPU time, not wall time), medians of
 * N cold loads per page, the pages interleaved (issue 43; decision 2026-11-29-near-screen-islands).
 *
 * Lighthouse's bootup-time is the same work in wall time at a throttled CPU, and moves ±100 ms
 * between runs of the same code on a busy machine; thread time does not count the waits a busy
 * machine adds, so a change of 2-3 ms shows here where a median of 3 Lighthouse runs cannot see it.
 * It does not count a synchronous wait either (the first localStorage read, the first cookie
 * read): bootup-time does. Read it beside bench:tbt, not instead of it.
 *
 * Against a running server (BASE, default http://localhost:4180), Debian's Chromium at 412 px and
 * 1x CPU: a Chrome trace (devtools.timeline) from navigation until 3 s later (no scroll, no tap,
 * as Lighthouse loads a page), the outermost script events on the renderer's main thread summed
 * (evaluation, calls, microtasks, timers, frames, events). Also the style and layout time. To
 * read what one island costs, serve a copy of the page with its `data-island` attribute renamed
 * (the islands' boot then leaves it as HTML) and measure both in one run.
 *
 * The machine's benchmarkIndex (Lighthouse's) is printed beside the figures.
 */
import { chromium } from "@playwright/test";
import { benchmarkIndex } from "./benchmark-index.mjs";
import { median } from "./stats.mjs";
import { threadTimes } from "./thread-times.mjs";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = process.env.BASE ?? "http://localhost:4180";
const runs = Number(option("runs") ?? 8);
const pages = args.filter((a) => !a.startsWith("--"));
if (pages.length === 0) {
  console.error("Usage: npm run bench:script-time -- /path [/other] [--runs=8]   (against npm start at BASE)");
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

/** One cold load of `path`: its script and style thread time. */
async function load(/** @type {string} */ path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {any[]} */
  const events = [];
  cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
  const complete = new Promise((resolve) => cdp.on("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: ["devtools.timeline", "toplevel", "v8.execute", "disabled-by-default-devtools.timeline"] } });
  await page.goto(new URL(path, base).href);
  await page.waitForTimeout(3000);
  await cdp.send("Tracing.end");
  await complete;
  await context.close();
  return threadTimes(events);
}

const index = await benchmarkIndex(browser);
/** @type {Record<string, { script: number[], style: number[] }>} */
const figures = Object.fromEntries(pages.map((p) => [p, { script: [], style: [] }]));
for (let run = 0; run < runs; run++) {
  for (const path of pages) {
    const { script, style } = await load(path);
    figures[path]?.script.push(script);
    figures[path]?.style.push(style);
  }
}
const indexAfter = await benchmarkIndex(browser);
await browser.close();

console.log(`Script thread time while loading, 412 px, 1x CPU, medians of ${runs} (pages interleaved) — ${base}; benchmarkIndex ${index} before, ${indexAfter} after`);
console.log("| Page | script ms (median) | runs | style + layout ms (median) |\n|---|---|---|---|");
for (const path of pages) {
  const f = figures[path];
  if (!f) continue;
  console.log(`| ${path} | ${median(f.script).toFixed(1)} | ${f.script.map((x) => x.toFixed(1)).join(" ")} | ${median(f.style).toFixed(1)} |`);
}
