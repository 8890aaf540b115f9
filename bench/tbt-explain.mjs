// @ts-check
/**
 * `npm run bench:tbt -- /airbnb-mexico [/other] [--runs=3]`: what a page's Lighthouse TBT is
 * made of, task by task (docs/decisions/2026-11-24-tbt-what-counts.md).
 *
 * Against a running `npm start` (BASE, default http://localhost:4180): Lighthouse mobile with
 * the bench's settings, N runs, each keeping its artifacts (bench-results/tbt/<page>.<run>/, open
 * the trace in DevTools). Then Lighthouse's own simulation of each run, replayed: every simulated
 * main-thread task of 50 ms or more, the blocking time it adds to TBT, and what it did on the
 * page's own clock. Each run's TBT is split into tasks that ran the page's scripts, document work
 * (parse, style, layout, paint) that the same HTML without scripts does too, and tasks the trace
 * names nothing in; and the page scripts' whole main-thread time is added up (long tasks or not).
 *
 * The simulation is Lighthouse's, read through its internal modules (pinned in
 * package.json; 13.5 since the Node 24 upgrade): a Lighthouse upgrade may need this script adjusted.
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { Audit } from "lighthouse/core/audits/audit.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { pageSlug, runLighthouse } from "./lighthouse-run.mjs";
import { median } from "./stats.mjs";
import { blockingShares, classifyTask, tbtByKind } from "./tbt-attribution.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = process.env.BASE ?? "http://localhost:4180";
const runs = Number(option("runs") ?? 3);
const pages = args.filter((a) => !a.startsWith("--"));
if (pages.length === 0) {
  console.error("Usage: npm run bench:tbt -- /path [/other] [--runs=3]   (against npm start at BASE)");
  process.exit(2);
}
/** One Lighthouse run that keeps its artifacts (trace and network log) in `dir`. */
async function lighthouse(/** @type {string} */ url, /** @type {string} */ dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await runLighthouse(url, path.join(dir, "report.json"), { artifactsDir: dir });
}

/**
 * Lighthouse's simulation of the saved run: its FCP and TTI estimates, and every simulated CPU
 * task with the observed events inside it.
 * @param {string} dir
 */
async function explain(dir) {
  const artifacts = /** @type {any} */ (await loadArtifacts(dir));
  const settings = { ...defaultSettings, formFactor: "mobile", throttlingMethod: "simulate" };
  const context = /** @type {any} */ ({ settings, computedCache: new Map() });
  const data = Audit.makeMetricComputationDataInput(artifacts, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);

  /** @type {any[]} */
  const events = artifacts.Trace.traceEvents;
  const navigation = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame);
  const t0 = navigation?.ts ?? 0;
  /** Complete events per thread, to find what ran inside a task. */
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== "X" || !e.dur) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  for (const list of byThread.values()) list.sort((/** @type {any} */ a, /** @type {any} */ b) => a.ts - b.ts);
  /** The events nested in a task (a binary search to its start, then a walk to its end). */
  const inside = (/** @type {any} */ task) => {
    const list = byThread.get(`${task.pid}:${task.tid}`) ?? [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].ts < task.ts) lo = mid + 1;
      else hi = mid;
    }
    const out = [];
    for (let i = lo; i < list.length && list[i].ts <= task.ts + task.dur; i++) {
      const e = list[i];
      if (e !== task && e.ts + e.dur <= task.ts + task.dur + 1) out.push(e);
    }
    return out;
  };

  /** @typedef {{ kind: import("./tbt-attribution.mjs").Kind, scriptMs: number, observedMs: number, at: number, summary: string }} Described */
  /** @type {Map<any, Described>} */
  const described = new Map();
  const describe = (/** @type {any} */ event) => {
    if (!described.has(event)) {
      const kids = inside(event);
      const observedMs = event.dur / 1000;
      const { kind, scriptMs } = classifyTask(kids);
      /** @type {Map<string, number>} */
      const byName = new Map();
      for (const k of kids) {
        const file = String(k.args?.data?.url ?? "").split("/").pop();
        const key = ["FunctionCall", "EvaluateScript", "v8.evaluateModule", "v8.compileModule"].includes(k.name) && file ? `${k.name} ${file}` : k.name;
        byName.set(key, (byName.get(key) ?? 0) + k.dur / 1000);
      }
      const summary = [...byName]
        .filter(([, ms]) => ms >= 1)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(", ");
      described.set(event, { kind, scriptMs, observedMs, at: (event.ts - t0) / 1000, summary });
    }
    return /** @type {Described} */ (described.get(event));
  };

  // Lantern's TotalBlockingTime: the optimistic estimate uses the pessimistic FCP and the
  // optimistic TTI, the pessimistic one the other way round.
  const estimates = [
    { timings: tbt.optimisticEstimate.nodeTimings, fcp: fcp.pessimisticEstimate.timeInMs, tti: tti.optimisticEstimate.timeInMs },
    { timings: tbt.pessimisticEstimate.nodeTimings, fcp: fcp.optimisticEstimate.timeInMs, tti: tti.pessimisticEstimate.timeInMs },
  ].map(({ timings, fcp: f, tti: t }) => ({
    fcp: f,
    tti: t,
    tasks: [...timings]
      .filter(([node]) => node.type === "cpu")
      .map(([node, timing]) => {
        const { event } = /** @type {{ event: any }} */ (/** @type {unknown} */ (node));
        return { id: event, start: timing.startTime, end: timing.endTime, kind: describe(event).kind };
      }),
  }));
  // All the main-thread time the page's scripts took (observed), in every task, long or short
  // (the simulation leaves short tasks out): what a visitor's first tap would wait for if the
  // page hydrated only then.
  const mainThread = (byThread.get(`${navigation?.pid}:${navigation?.tid}`) ?? []).filter((/** @type {any} */ e) => e.name === "RunTask" && e.ts >= t0);
  const scriptMs = mainThread.reduce((/** @type {number} */ sum, /** @type {any} */ task) => sum + classifyTask(inside(task)).scriptMs, 0);
  return { lighthouseTbt: tbt.timing, estimates, describe, split: tbtByKind(estimates), scriptMs };
}

for (const p of pages) {
  const rows = [];
  for (let r = 1; r <= runs; r++) {
    const dir = path.join(root, "bench-results/tbt", `${pageSlug(p)}.${r}`);
    await lighthouse(new URL(p, base).href, dir);
    const { lighthouseTbt, estimates, describe, split, scriptMs } = await explain(dir);
    rows.push({ ...split, scriptMs });
    const [optimistic, pessimistic] = estimates;
    console.log(
      `\n${p} run ${r}: TBT ${Math.round(lighthouseTbt)} ms = scripts ${Math.round(split.script)} + document ${Math.round(split.document)} + unnamed ${Math.round(split.other)}; scripts ran ${Math.round(scriptMs)} ms on the main thread (x4: ${Math.round(scriptMs * 4)} ms)` +
        `   (windows: FCP ${Math.round(pessimistic?.fcp ?? 0)}-${Math.round(optimistic?.fcp ?? 0)}, TTI ${Math.round(optimistic?.tti ?? 0)}-${Math.round(pessimistic?.tti ?? 0)} ms; artifacts ${path.relative(root, dir)})`,
    );
    const shares = blockingShares(estimates);
    for (const task of pessimistic?.tasks ?? []) {
      const share = shares.get(task.id);
      if (!share) continue;
      const d = describe(task.id);
      console.log(
        `  +${String(Math.round(share.ms)).padStart(3)} ms  ${d.kind.padEnd(8)} simulated ${Math.round(task.start)}-${Math.round(task.end)} ms; observed ${d.observedMs.toFixed(1)} ms at ${Math.round(d.at)}: ${d.summary}`,
      );
    }
  }
  console.log(
    `\n${p}: median of ${runs}: TBT ${Math.round(median(rows.map((r) => r.total)))} ms, scripts ${Math.round(median(rows.map((r) => r.script)))}, document ${Math.round(median(rows.map((r) => r.document)))}, unnamed ${Math.round(median(rows.map((r) => r.other)))}; scripts' main-thread time ${Math.round(median(rows.map((r) => r.scriptMs)))} ms (x4: ${Math.round(4 * median(rows.map((r) => r.scriptMs)))} ms)`,
  );
}
