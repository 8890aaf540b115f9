// @ts-check
/**
 * `npm run bench:tbt -- /airbnb-mexico [/other] [--runs=3] [--cpu=reference]`: what a page's
 * Lighthouse TBT is made of, task by task (docs/decisions/2026-11-24-tbt-what-counts.md), and
 * issue 43's budgets read against the page's limit in the same run
 * (docs/decisions/2026-11-28-hydration-cost.md).
 *
 * Against a running server (BASE, default http://localhost:4180, serving BUILD_DIR, default
 * build/): the page's limit copy (its own HTML without scripts, as `npm run bench` makes it) is
 * written into that build under /__limit. Then, per run, Lighthouse mobile with the bench's
 * settings on the page and on its limit, interleaved (the order flips every run), each keeping its
 * artifacts (bench-results/tbt/<target>/<page>.<ours|limit>.<run>/, open the trace in DevTools).
 * For the page, Lighthouse's own simulation of each run is replayed: every simulated main-thread
 * task of 50 ms or more, the blocking time it adds to TBT, and what it did on the page's own
 * clock. Each run's TBT is split into tasks that ran the page's scripts, document work (parse,
 * style, layout, paint) that the limit does too, and tasks the trace names nothing in; and the
 * page scripts' whole main-thread time is added up (long tasks or not).
 * Per page at the end: performance, TBT, bootup-time and LCP, ours / limit (medians), the
 * machine's benchmarkIndex and the CPU multiplier beside them, and the budgets' verdict
 * (bench/tbt-budgets.mjs).
 *
 * Options:
 *   --runs=3
 *   --cpu=default|reference|<multiplier>   reference = Lighthouse's 4x scaled to a machine of
 *                                          benchmarkIndex 1,100, each run by its own
 *                                          benchmarkIndex (bench/cpu-calibration.mjs)
 *   --before=<origin> --before-build=<dir> a second server (the code before a change, serving
 *                                          that build), measured in the same run, interleaved
 *   --no-limit                             the page alone, as before issue 43
 *   --quiet-tasks                          no task-by-task lines, only each run's split
 *
 * The simulation is Lighthouse's, read through its internal modules (pinned in
 * package.json; 13.5 since the Node 24 upgrade): a Lighthouse upgrade may need this script adjusted.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { Audit } from "lighthouse/core/audits/audit.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { cpuSetting, describeCpu, measureBenchmarkIndex } from "./cpu-calibration.mjs";
import { limitPath, writeLimitCopies } from "./limit-copies.mjs";
import { LIGHTHOUSE_VERSION, pageSlug, runLighthouse } from "./lighthouse-run.mjs";
import { median } from "./stats.mjs";
import { blockingShares, classifyTask, tbtByKind } from "./tbt-attribution.mjs";
import { verdictLine } from "./tbt-budgets.mjs";
import { clientDirectory } from "../local-services/react-router-contract.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = process.env.BASE ?? "http://localhost:4180";
const runs = Number(option("runs") ?? 3);
const withLimit = !args.includes("--no-limit");
const quietTasks = args.includes("--quiet-tasks");
const pages = args.filter((a) => !a.startsWith("--"));
if (pages.length === 0) {
  console.error("Usage: npm run bench:tbt -- /path [/other] [--runs=3] [--cpu=reference] [--before=<origin> --before-build=<dir>]   (against npm start at BASE)");
  process.exit(2);
}
const cpu = await cpuSetting(option("cpu"), measureBenchmarkIndex);

/** One Lighthouse run that keeps its artifacts (trace and network log) in `dir`; its figures. */
async function lighthouse(/** @type {string} */ url, /** @type {string} */ dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await runLighthouse(url, path.join(dir, "report.json"), { artifactsDir: dir, cpu });
  const report = JSON.parse(readFileSync(path.join(dir, "report.json"), "utf8"));
  const audit = (/** @type {string} */ id) => Math.round(report.audits[id]?.numericValue ?? NaN);
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    tbt: audit("total-blocking-time"),
    bootup: audit("bootup-time"),
    lcp: audit("largest-contentful-paint"),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
    /** The settings the run was audited with (its CPU multiplier), for the simulation to be replayed with them. */
    settings: report.configSettings,
    cpuMultiplier: /** @type {number} */ (report.configSettings.throttling.cpuSlowdownMultiplier),
  };
}

/**
 * Lighthouse's simulation of the saved run: its FCP and TTI estimates, and every simulated CPU
 * task with the observed events inside it.
 * @param {string} dir
 * @param {any} runSettings the run's own settings (its report's configSettings)
 */
async function explain(dir, runSettings) {
  const artifacts = /** @type {any} */ (await loadArtifacts(dir));
  const settings = { ...defaultSettings, formFactor: "mobile", throttlingMethod: "simulate", ...runSettings };
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

/** @typedef {{ name: string, base: string, clientDir: string | null }} Target */
/** @type {Target[]} */
const targets = [{ name: "ours", base, clientDir: clientDirectory(process.env.BUILD_DIR ?? "build") }];
const before = option("before");
if (before) {
  const beforeBuild = option("before-build");
  if (withLimit && !beforeBuild) {
    console.error("--before needs --before-build=<the build directory that server serves>, for its limit copies");
    process.exit(2);
  }
  targets.unshift({ name: "before", base: before, clientDir: beforeBuild ? clientDirectory(beforeBuild) : null });
}
if (withLimit) for (const t of targets) writeLimitCopies(path.resolve(root, /** @type {string} */ (t.clientDir)), pages);
const sides = withLimit ? /** @type {const} */ (["ours", "limit"]) : /** @type {const} */ (["ours"]);
console.log(`Lighthouse ${LIGHTHOUSE_VERSION} mobile, simulated slow 4G, ${describeCpu(cpu, { perRun: true })}; ${runs} run(s) per page, interleaved.`);

/** @type {Map<string, { ours: any[], limit: any[], split: any[] }>} */
const figures = new Map();
const key = (/** @type {Target} */ t, /** @type {string} */ p) => `${t.name} ${p}`;
for (let r = 1; r <= runs; r++) {
  for (const p of pages) {
    for (const t of targets) {
      if (!figures.has(key(t, p))) figures.set(key(t, p), { ours: [], limit: [], split: [] });
      const into = /** @type {{ ours: any[], limit: any[], split: any[] }} */ (figures.get(key(t, p)));
      // The order flips every run, so drift in the machine's load hits both sides.
      for (const side of r % 2 === 1 ? sides : [...sides].reverse()) {
        const dir = path.join(root, "bench-results/tbt", t.name, `${pageSlug(p)}.${side}.${r}`);
        const row = await lighthouse(new URL(side === "limit" ? limitPath(p) : p, t.base).href, dir);
        into[side].push(row);
        const label = `${t.name === "ours" ? "" : `${t.name} `}${side === "limit" ? "limit of " : ""}${p} run ${r}`;
        console.log(`\n${label}: perf ${row.performance}, TBT ${row.tbt} ms, bootup ${row.bootup} ms, LCP ${row.lcp} ms; CPU ${row.cpuMultiplier}x, benchmarkIndex ${row.benchmarkIndex}`);
        if (side === "limit") continue;
        const { lighthouseTbt, estimates, describe, split, scriptMs } = await explain(dir, row.settings);
        into.split.push({ ...split, scriptMs, cpuMultiplier: row.cpuMultiplier });
        const [optimistic, pessimistic] = estimates;
        console.log(
          `  TBT ${Math.round(lighthouseTbt)} ms = scripts ${Math.round(split.script)} + document ${Math.round(split.document)} + unnamed ${Math.round(split.other)}; scripts ran ${Math.round(scriptMs)} ms on the main thread (x${row.cpuMultiplier}: ${Math.round(scriptMs * row.cpuMultiplier)} ms)` +
            `   (windows: FCP ${Math.round(pessimistic?.fcp ?? 0)}-${Math.round(optimistic?.fcp ?? 0)}, TTI ${Math.round(optimistic?.tti ?? 0)}-${Math.round(pessimistic?.tti ?? 0)} ms; artifacts ${path.relative(root, dir)})`,
        );
        if (quietTasks) continue;
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
    }
  }
}

/** Medians of one side's runs. @param {any[]} rows */
const med = (rows) => ({
  performance: median(rows.map((x) => x.performance)),
  tbt: Math.round(median(rows.map((x) => x.tbt))),
  bootup: Math.round(median(rows.map((x) => x.bootup))),
  lcp: Math.round(median(rows.map((x) => x.lcp))),
  benchmarkIndex: Math.round(median(rows.map((x) => x.benchmarkIndex))),
  cpu: rows.map((x) => /** @type {number} */ (x.cpuMultiplier)),
});
/** The CPU multipliers of a page's runs, as a range. @param {number[]} all */
const cpuRange = (all) => (Math.min(...all) === Math.max(...all) ? `${all[0]}x` : `${Math.min(...all)}-${Math.max(...all)}x`);
console.log(`\nMedians of ${runs} run(s), Lighthouse ${LIGHTHOUSE_VERSION} mobile, ${describeCpu(cpu, { perRun: true })}${withLimit ? "; limit = the page's own HTML without scripts, same server, same run" : ""}.`);
console.log("| Page | Code | Perf ours / limit | TBT ms ours / limit | Bootup ms ours / limit | LCP ms ours / limit | benchmarkIndex | CPU | Budgets |");
console.log("|---|---|---|---|---|---|---|---|---|");
for (const p of pages) {
  for (const t of targets) {
    const f = /** @type {{ ours: any[], limit: any[], split: any[] }} */ (figures.get(key(t, p)));
    const o = med(f.ours);
    const l = f.limit.length > 0 ? med(f.limit) : null;
    const bi = /** @type {number[]} */ ([o.benchmarkIndex, l?.benchmarkIndex].filter((n) => Number.isFinite(n)));
    const pair = (/** @type {number} */ a, /** @type {number | undefined} */ b) => (l ? `${a} / ${b}` : `${a}`);
    console.log(
      `| ${p} | ${t.name} | ${pair(o.performance, l?.performance)} | ${pair(o.tbt, l?.tbt)} | ${pair(o.bootup, l?.bootup)} | ${pair(o.lcp, l?.lcp)} | ${Math.min(...bi)}-${Math.max(...bi)} | ${cpuRange([...o.cpu, ...(l?.cpu ?? [])])} | ${l ? verdictLine(p, o, l) : "-"} |`,
    );
  }
}
for (const p of pages) {
  for (const t of targets) {
    const rows = /** @type {{ ours: any[], limit: any[], split: any[] }} */ (figures.get(key(t, p))).split;
    console.log(
      `${t.name} ${p}: TBT split, median of ${runs}: scripts ${Math.round(median(rows.map((x) => x.script)))}, document ${Math.round(median(rows.map((x) => x.document)))}, unnamed ${Math.round(median(rows.map((x) => x.other)))}; scripts' main-thread time ${Math.round(median(rows.map((x) => x.scriptMs)))} ms (at the runs' median CPU, x${median(rows.map((x) => x.cpuMultiplier))}: ${Math.round(median(rows.map((x) => x.cpuMultiplier)) * median(rows.map((x) => x.scriptMs)))} ms)`,
    );
  }
}
