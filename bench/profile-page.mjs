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
 * --phases: instead, the time per phase (bench/profile-phases.mjs: React Router's router creation,
 * React's render, commit and effects, module evaluation, the after-hydration chunk, GC), mean of
 * --runs loads, against a `NO_MINIFY=1` build (the phases are named by React's own functions).
 *
 * Options: --cpu=4  --top=20  --phases  --runs=3
 */
import { chromium } from "@playwright/test";
import { phaseTimes } from "./profile-phases.mjs";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = process.env.BASE ?? "http://localhost:4180";
const paths = args.filter((a) => !a.startsWith("--"));
const cpu = Number(option("cpu") ?? 4);
const top = Number(option("top") ?? 20);
const phases = args.includes("--phases");
const runs = Number(option("runs") ?? (phases ? 3 : 1));
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

/** One load of `p`, profiled from navigation until it has hydrated plus 3 s. */
async function profileLoad(/** @type {string} */ p) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(new URL(p, base).href, { waitUntil: "load" });
  // Polled every 100 ms, not every frame: the poll's own time is in the profile too.
  await page.waitForFunction(() => /** @type {any} */ (window).__cxTaps === null, null, { timeout: 30_000, polling: 100 }).catch(() => {
    console.error(`${p}: did not hydrate within 30 s; profiling what ran`);
  });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send("Profiler.stop");
  await page.close();
  return profile;
}

if (phases) {
  console.log(`Main-thread ms per load by phase, at ${cpu}x CPU, mean of ${runs} load(s), 390 px, from ${base}`);
  for (const p of paths) {
    /** @type {Map<string, number>} */
    const sum = new Map();
    for (let r = 0; r < runs; r++) for (const [k, t] of phaseTimes(await profileLoad(p))) sum.set(k, (sum.get(k) ?? 0) + t / runs);
    const total = [...sum.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${p}: ${total.toFixed(0)} ms`);
    for (const [k, t] of [...sum].sort((a, b) => b[1] - a[1])) console.log(`  ${t.toFixed(0).padStart(6)}  ${((100 * t) / total).toFixed(0).padStart(3)} %  ${k}`);
  }
  await browser.close();
  process.exit(0);
}

for (const p of paths) {
  const profile = await profileLoad(p);
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
}
await browser.close();
