// @ts-check
/* global window -- the waitForFunction callback runs in the browser */
/**
 * `npm run profile -- /airbnb-mexico`: where a page's main thread goes while it loads and
 * hydrates, to find what `npm run bench`'s TBT is made of (docs/decisions/2026-11-23-first-paint.md).
 *
 * Against a running `npm start` (BASE, default http://localhost:4180), at 390 px and a CPU N times
 * slower (--cpu=4, Lighthouse mobile's factor): a V8 CPU profile from navigation until the page
 * has hydrated (`window.__cxTaps === null`) plus 3 s, then the self time per script and the
 * functions that took the most, in ms of the slowed CPU. Minified names: look the position up in
 * the built chunk (`build/client/assets/…`), or profile a build made with `NO_MINIFY=1` (same
 * code, names kept: `NO_MINIFY=1 BUILD_DIR=build-names npm run build:local`).
 *
 * Options: --cpu=4  --top=20
 */
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = process.env.BASE ?? "http://localhost:4180";
const paths = args.filter((a) => !a.startsWith("--"));
const cpu = Number(option("cpu") ?? 4);
const top = Number(option("top") ?? 20);
if (paths.length === 0) {
  console.error("Usage: npm run profile -- /path [/other] [--cpu=4] [--top=20]   (against npm start at BASE)");
  process.exit(2);
}

/** @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number } }} ProfileNode */

/** Self time (µs) per key, from a V8 CPU profile. */
function selfTimes(/** @type {{ nodes: ProfileNode[], samples?: number[], timeDeltas?: number[] }} */ profile, /** @type {(n: ProfileNode) => string} */ keyOf) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const deltas = profile.timeDeltas ?? [];
  /** @type {Map<string, number>} */
  const out = new Map();
  (profile.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const key = keyOf(node);
    out.set(key, (out.get(key) ?? 0) + (deltas[i] ?? 0));
  });
  return out;
}

const NOT_WORK = /^\((idle|program)\)/;
const fileOf = (/** @type {ProfileNode} */ n) => n.callFrame.url.replace(/^.*\//, "") || "(native)";

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const p of paths) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(new URL(p, base).href, { waitUntil: "load" });
  await page.waitForFunction(() => /** @type {any} */ (window).__cxTaps === null, null, { timeout: 30_000 }).catch(() => {
    console.error(`${p}: did not hydrate within 30 s; profiling what ran`);
  });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send("Profiler.stop");
  const byFunction = selfTimes(profile, (n) => {
    const name = n.callFrame.functionName || "(anonymous)";
    return NOT_WORK.test(name) ? name : `${name} @ ${fileOf(n)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
  });
  const byFile = selfTimes(profile, (n) => (NOT_WORK.test(n.callFrame.functionName) ? n.callFrame.functionName : fileOf(n)));
  const ms = (/** @type {number} */ us) => (us / 1000).toFixed(0).padStart(6);
  const work = (/** @type {Map<string, number>} */ m) => [...m].filter(([k]) => !NOT_WORK.test(k)).sort((a, b) => b[1] - a[1]);
  const total = work(byFile).reduce((s, [, t]) => s + t, 0);
  console.log(`\n${p}: ${ms(total).trim()} ms of main-thread work at ${cpu}x CPU`);
  console.log("  by script:");
  for (const [k, t] of work(byFile).slice(0, 8)) console.log(`  ${ms(t)}  ${k}`);
  console.log("  by function:");
  for (const [k, t] of work(byFunction).slice(0, top)) console.log(`  ${ms(t)}  ${k}`);
  await page.close();
}
await browser.close();
