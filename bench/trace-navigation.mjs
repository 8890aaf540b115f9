// @ts-check
/* global window -- callbacks run in the browser */
/**
 * `npm run trace:navigation -- / /why-choose-us`: where the time of one prefetched tap goes, from
 * the click to the next page's h1 painted (issue 22, docs/decisions/2026-11-25-navigation.md).
 *
 * Against a running `npm start` (BASE, default http://localhost:4180), the same conditions as
 * `npm run bench:navigation`'s prefetched tap (1280 × 800, slow 4G, 4× CPU, the link on screen
 * for a second): a Chrome trace of the tap, then the renderer's main thread from the click to
 * the paint, by kind of work (script, style, layout, paint and compositing, image decode, idle)
 * and by task, plus the JavaScript functions that took the most (V8 CPU profile of the same tap).
 * Marks: `tap` (the click, capture phase), `h1` (the new h1 in the DOM: the commit), `painted`
 * (a frame and a task after it, the bench's measure).
 *
 * Options: --runs=1  --top=15  --out=trace.json (the last run's raw trace, for DevTools)
 *          --inclusive (inclusive time per function too)  --callers=querySelectorAll (who called it)
 *          --css=<url-encoded CSS> (a style added to the page before the tap: try a rule without a build)
 *          --h2 (through HTTP/2, as the hosts serve the site)
 *          --cpu=reference (the CPU as the issue-43 reference machine's 4x: 4 × benchmarkIndex / 1,100)
 *          --cold (the bench's tap "not prefetched": viewport prefetch off, as Save-Data turns it off;
 *          prints each request after the tap with its start and end, ms from the tap)
 */
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { startH2Front } from "./h2-front.mjs";
import { armPaintWatch, linkOnScreen, navigationCpu, slowPhonePage } from "./navigation-tap.mjs";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const upstream = process.env.BASE ?? "http://localhost:4180";
// --h2: through HTTP/2 (bench/h2-front.mjs), as Cloudflare Pages and Netlify serve the site.
const front = args.includes("--h2") ? await startH2Front(upstream) : null;
const base = front?.origin ?? upstream;
const [from, to] = args.filter((a) => !a.startsWith("--"));
const runs = Number(option("runs") ?? 1);
const top = Number(option("top") ?? 15);
const out = option("out");
const cold = args.includes("--cold");
// --cpu=reference (or a number): the CPU as the issue-43 reference machine's 4x (bench/navigation-tap.mjs).
const cpu = await navigationCpu(args);
console.log(cpu.line);
if (!from || !to) {
  console.error("Usage: npm run trace:navigation -- /from /to [--runs=1] [--top=15] [--out=trace.json]   (against npm start at BASE)");
  process.exit(2);
}

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.frame", "blink.user_timing", "v8.execute", "toplevel"];

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any, cat?: string }} TraceEvent */

/** Kind of work of a trace event, or null when it only contains others. */
function kindOf(/** @type {string} */ name) {
  if (/^(FunctionCall|EvaluateScript|v8\.evaluateModule|v8\.compile|v8\.compileModule|v8\.run|V8\.Execute|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|v8\.produceModuleCache|FireIdleCallback|MajorGC|MinorGC|V8\.GC\w*|BlinkGC\.\w+)$/.test(name)) return "script";
  if (name === "UpdateLayoutTree" || name === "RecalculateStyles" || name === "ParseAuthorStyleSheet") return "style";
  if (name === "Layout" || name === "IntersectionObserverController::computeIntersections" || name === "ComputeIntersections") return "layout";
  if (/^(PrePaint|Paint|PaintImage|Layerize|Commit|UpdateLayer|UpdateLayerTree|CompositeLayers|RasterTask|ScrollLayer|PaintSetup|Layout\.Shift)$/.test(name)) return "paint";
  if (name === "Decode Image" || name === "ImageDecodeTask" || name === "Decode LazyPixelRef") return "decode";
  if (name === "ParseHTML") return "parse";
  return null;
}

/** Self time per kind over complete events of one thread within [start, end] (µs in, ms out). */
function attribute(/** @type {TraceEvent[]} */ events, /** @type {number} */ start, /** @type {number} */ end) {
  const spans = events
    .filter((e) => e.ph === "X" && (e.dur ?? 0) > 0 && e.ts < end && e.ts + (e.dur ?? 0) > start)
    .map((e) => ({ name: e.name, s: Math.max(e.ts, start), e: Math.min(e.ts + (e.dur ?? 0), end), kind: e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask" ? "task" : kindOf(e.name) }))
    .filter((x) => x.kind)
    .sort((a, b) => a.s - b.s || b.e - a.e);
  // Walk time in slices; each slice belongs to the innermost event covering it.
  const bounds = [...new Set(spans.flatMap((x) => [x.s, x.e]).concat([start, end]))].sort((a, b) => a - b);
  /** @type {Record<string, number>} */ const byKind = {};
  /** @type {Map<string, number>} */ const byName = new Map();
  let i = 0;
  /** @type {typeof spans} */ const open = [];
  for (let b = 0; b < bounds.length - 1; b++) {
    const s = /** @type {number} */ (bounds[b]);
    const e = /** @type {number} */ (bounds[b + 1]);
    for (let next = spans[i]; next && next.s <= s; next = spans[++i]) open.push(next);
    for (let k = open.length - 1; k >= 0; k--) if ((open[k]?.e ?? 0) <= s) open.splice(k, 1);
    // innermost: the latest-starting, shortest of those covering [s, e]
    const inner = open.filter((x) => x.s <= s && x.e >= e).sort((a, b2) => b2.s - a.s || a.e - b2.e)[0];
    const kind = inner ? (inner.kind === "task" ? "other (in a task)" : /** @type {string} */ (inner.kind)) : "idle or not scheduled";
    byKind[kind] = (byKind[kind] ?? 0) + (e - s) / 1000;
    if (inner && inner.kind !== "task") byName.set(inner.name, (byName.get(inner.name) ?? 0) + (e - s) / 1000);
  }
  return { byKind, byName };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (let run = 0; run < runs; run++) {
  const { context, page, cdp } = await slowPhonePage(browser, { saveData: cold, https: !!front, cpuRate: cpu.multiplier });
  // --css="…": a style to try, added before the tap (an experiment without a build).
  const css = option("css");
  const { link } = await linkOnScreen(page, { base, from, to, beforeWait: css ? () => page.addStyleTag({ content: decodeURIComponent(css) }) : undefined });
  /** @type {string[]} */ const requests = [];
  let tapped = false;
  page.on("request", (r) => tapped && requests.push(new URL(r.url()).pathname));
  /** @type {{ path: string, start: number, end: number }[]} */ const finished = [];
  page.on("requestfinished", (r) => {
    const t = r.timing();
    finished.push({ path: new URL(r.url()).pathname, start: t.startTime, end: t.startTime + t.responseEnd });
  });
  await armPaintWatch(page, to);
  await browser.startTracing(page, { categories: CATEGORIES });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  tapped = true;
  await link.click();
  await page.waitForURL((u) => u.pathname === to);
  // An islands page's links load a new document, whose window has none of the watch's marks: this
  // tool reads a soft navigation inside one document, so it says so rather than print NaNs.
  if (await page.evaluate(() => /** @type {any} */ (window).__navPainted === undefined)) {
    await cdp.send("Profiler.stop").catch(() => {});
    await browser.stopTracing();
    console.log(`\n${from} -> ${to} (run ${run + 1}): the tap loaded a new document (${from} is an islands page); this trace reads a soft navigation. \`npm run bench:navigation\` times a document's tap and its floor (scripts off, from memory).`);
    await context.close();
    continue;
  }
  const painted = /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__navPainted));
  tapped = false;
  const tapAt = /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__navTap));
  const h1At = /** @type {number} */ (await page.evaluate(() => performance.getEntriesByName("h1").at(-1)?.startTime ?? NaN));
  await page.waitForTimeout(300);
  const { profile } = await cdp.send("Profiler.stop");
  const raw = await browser.stopTracing();
  if (out) writeFileSync(out, raw);
  /** @type {TraceEvent[]} */ const events = JSON.parse(raw.toString()).traceEvents;
  const marks = Object.fromEntries(events.filter((e) => e.cat?.includes("blink.user_timing") && ["tap", "h1", "painted"].includes(e.name)).map((e) => [e.name, e]));
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === marks.painted?.pid);
  const startUs = marks.painted ? marks.painted.ts - (painted - tapAt) * 1000 : NaN;
  const endUs = marks.painted?.ts ?? NaN;
  const h1Us = startUs + (h1At - tapAt) * 1000;
  const thread = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid);
  console.log(`\n${from} -> ${to} (run ${run + 1}): tap -> h1 in the DOM ${Math.round(h1At - tapAt)} ms, -> painted ${Math.round(painted - tapAt)} ms; requests after the tap: ${requests.length}`);
  if (cold) {
    // Wall clock (ms since the epoch) of the tap: the page's time origin plus the click's time.
    const tapWall = /** @type {number} */ (await page.evaluate((t) => performance.timeOrigin + t, tapAt));
    for (const f of finished.filter((x) => x.start >= tapWall - 50 && requests.includes(x.path)))
      console.log(`    +${Math.round(f.start - tapWall)} -> +${Math.round(f.end - tapWall)}  ${f.path}`);
  }
  for (const [label, s, e] of /** @type {const} */ ([
    ["tap -> h1 in the DOM", startUs, h1Us],
    ["h1 in the DOM -> painted", h1Us, endUs],
  ])) {
    const { byKind, byName } = attribute(thread, s, e);
    const line = Object.entries(byKind)
      .sort((a, b) => b[1] - a[1])
      .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
      .join(", ");
    console.log(`  ${label} (${((e - s) / 1000).toFixed(0)} ms): ${line}`);
    console.log(
      `    ${[...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
        .join(", ")}`,
    );
  }
  // Tasks on the main thread in the window, longest first.
  const tasks = thread.filter((e) => e.ph === "X" && e.name === "RunTask" && e.ts + (e.dur ?? 0) > startUs && e.ts < endUs);
  console.log(`  tasks (ms from the tap: duration, what):`);
  for (const t of tasks.filter((t) => (t.dur ?? 0) > 4000)) {
    const inside = attribute(thread, t.ts, t.ts + (t.dur ?? 0)).byName;
    const what = [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
      .join(", ");
    console.log(`    +${((t.ts - startUs) / 1000).toFixed(0)}: ${((t.dur ?? 0) / 1000).toFixed(0)} ms  ${what}`);
  }
  // JavaScript by function, from the CPU profile (same clock as the trace), per task of the window.
  /** @type {Map<number, any>} */ const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  /** @type {Map<number, number>} */ const parentOf = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const keyOfNode = (/** @type {any} */ n) => `${n?.callFrame.functionName || "(anonymous)"} @ ${(n?.callFrame.url ?? "").replace(/^.*\//, "") || "(native)"}:${(n?.callFrame.lineNumber ?? 0) + 1}:${(n?.callFrame.columnNumber ?? 0) + 1}`;
  /** @type {{ t: number, ms: number, key: string, file: string, id: number }[]} */ const samples = [];
  let t = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    t += profile.timeDeltas?.[i] ?? 0;
    const n = byId.get(id);
    const name = n?.callFrame.functionName || "(anonymous)";
    if (name === "(idle)" || name === "(program)") return;
    const file = (n?.callFrame.url ?? "").replace(/^.*\//, "") || "(native)";
    samples.push({ id, t, ms: (profile.timeDeltas?.[i + 1] ?? 0) / 1000, key: `${name} @ ${file}:${(n?.callFrame.lineNumber ?? 0) + 1}:${(n?.callFrame.columnNumber ?? 0) + 1}`, file });
  });
  const dt = (profile.endTime - profile.startTime) / Math.max(1, samples.length);
  void dt;
  const callersOf = option("callers");
  if (callersOf) {
    /** @type {Map<string, number>} */ const callers = new Map();
    for (const sm of samples) {
      if (sm.t < startUs || sm.t > endUs || !sm.key.startsWith(`${callersOf} `)) continue;
      const chain = [];
      for (let id = parentOf.get(sm.id), k = 0; id !== undefined && k < 4; id = parentOf.get(id), k++) chain.push(keyOfNode(byId.get(id)));
      callers.set(chain.join(" < "), (callers.get(chain.join(" < ")) ?? 0) + sm.ms);
    }
    console.log(`  callers of ${callersOf}, tap -> painted:`);
    for (const [k, ms] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`    ${ms.toFixed(1)}  ${k}`);
  }
  console.log(`  JavaScript per task (self ms by function, sampled):`);
  for (const task of tasks.filter((x) => (x.dur ?? 0) > 4000)) {
    /** @type {Map<string, number>} */ const fn = new Map();
    /** @type {Map<string, number>} */ const files = new Map();
    /** @type {Map<string, number>} */ const inclusive = new Map();
    let prev = null;
    for (const sm of samples) {
      if (sm.t < task.ts || sm.t > task.ts + (task.dur ?? 0)) continue;
      fn.set(sm.key, (fn.get(sm.key) ?? 0) + sm.ms);
      files.set(sm.file, (files.get(sm.file) ?? 0) + sm.ms);
      const seen = new Set();
      for (let id = /** @type {number | undefined} */ (sm.id); id !== undefined; id = parentOf.get(id)) {
        const k = keyOfNode(byId.get(id));
        if (seen.has(k)) continue;
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + sm.ms);
      }
      prev = sm;
    }
    void prev;
    const fmt = (/** @type {Map<string, number>} */ m, /** @type {number} */ k) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
        .join(" | ");
    console.log(`    +${((task.ts - startUs) / 1000).toFixed(0)} (${((task.dur ?? 0) / 1000).toFixed(0)} ms) files: ${fmt(files, 5)}`);
    console.log(`        self: ${fmt(fn, top)}`);
    if (args.includes("--inclusive")) console.log(`        inclusive: ${fmt(new Map([...inclusive].filter(([k]) => !/^\((root|program|idle)\)/.test(k))), top * 3)}`);
  }
  await context.close();
}
await browser.close();
await front?.close();
