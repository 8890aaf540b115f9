// @ts-check
/**
 * `npm run bench:floor -- / /pricing [--runs=3] [--cpu=reference]`: what a page's scripts cost
 * before they hydrate anything (docs/decisions/2026-11-28-hydration-cost.md, session 5). Per
 * page, three copies served by the same running server (BASE, default http://localhost:4180,
 * serving BUILD_DIR, default build/), measured by Lighthouse mobile interleaved (order turning
 * every run):
 *   - ours: the page as it ships;
 *   - modules: the same HTML whose boot imports every module of the page (React, React Router,
 *     the shell, the route's modules) but never runs the client entry: nothing hydrates;
 *   - limit: the same HTML without scripts (bench/limit-copies.mjs).
 * Medians of performance, TBT and bootup-time, with the CPU multiplier and Lighthouse's
 * benchmarkIndex beside them. What lies between `modules` and `ours` is hydration and the work
 * after it; between `limit` and `modules`, fetching and evaluating the code.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runLighthouse, LIGHTHOUSE_VERSION } from "./lighthouse-run.mjs";
import { limitHtml } from "./limit-copies.mjs";
import { htmlFileFor } from "./first-load.mjs";
import { cpuSetting, describeCpu, measureBenchmarkIndex } from "./cpu-calibration.mjs";
import { median } from "./stats.mjs";
import { clientDirectory } from "../local-services/react-router-contract.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const base = process.env.BASE ?? "http://localhost:4180";
const runs = Number(option("runs") ?? 3);
const pages = args.filter((a) => !a.startsWith("--"));
if (pages.length === 0) {
  console.error("Usage: npm run bench:floor -- /path [/other] [--runs=3] [--cpu=reference]   (against npm start at BASE, serving BUILD_DIR)");
  process.exit(2);
}

/** The boot's last step, the client entry's import (pipeline/defer-boot.ts DEFERRED_BOOT_SCRIPT). */
const ENTRY_STEP = "window.__reactRouterRouteModules=r;import(b.entry)";

/** The page's HTML with its modules imported and evaluated but the client entry never run. */
export function modulesOnlyHtml(/** @type {string} */ html) {
  if (!html.includes(ENTRY_STEP)) throw new Error("the boot script no longer ends with the entry's import: see pipeline/defer-boot.ts");
  return html.replace(ENTRY_STEP, "window.__reactRouterRouteModules=r");
}

const clientDir = path.resolve(root, clientDirectory(process.env.BUILD_DIR ?? "build"));
const FLOOR = "__floor";
rmSync(path.join(clientDir, FLOOR), { recursive: true, force: true });
/** @type {Record<string, Record<string, string>>} */
const urls = {};
for (const p of pages) {
  const html = readFileSync(htmlFileFor(clientDir, p), "utf8");
  const slug = p === "/" ? "home" : p.replace(/^\/|\/$/g, "").replace(/[^a-z0-9]+/gi, "-");
  mkdirSync(path.join(clientDir, FLOOR), { recursive: true });
  writeFileSync(path.join(clientDir, FLOOR, `${slug}-modules.html`), modulesOnlyHtml(html));
  writeFileSync(path.join(clientDir, FLOOR, `${slug}-limit.html`), limitHtml(html));
  urls[p] = { ours: p, modules: `/${FLOOR}/${slug}-modules`, limit: `/${FLOOR}/${slug}-limit` };
}

const cpu = await cpuSetting(option("cpu"), measureBenchmarkIndex);
console.log(`Lighthouse ${LIGHTHOUSE_VERSION} mobile, simulated slow 4G, ${describeCpu(cpu, { perRun: true })}; ${runs} run(s) per copy, interleaved, from ${base}`);
const out = path.join(root, "bench-results", "floor");
mkdirSync(out, { recursive: true });
/** @type {Record<string, Record<string, { perf: number, tbt: number, boot: number, bi: number }[]>>} */
const results = {};
for (let r = 0; r < runs; r++) {
  for (const p of pages) {
    const copies = urls[p] ?? {};
    const order = Object.keys(copies);
    if (r % 2) order.reverse();
    for (const kind of order) {
      const file = path.join(out, `${p === "/" ? "home" : p.replace(/\W+/g, "_")}.${kind}.${r}.json`);
      const { cpuMultiplier } = await runLighthouse(base + copies[kind], file, { cpu });
      const lhr = JSON.parse(readFileSync(file, "utf8"));
      const row = {
        perf: Math.round(lhr.categories.performance.score * 100),
        tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
        boot: Math.round(lhr.audits["bootup-time"].numericValue),
        bi: Math.round(lhr.environment.benchmarkIndex),
      };
      ((results[p] ??= {})[kind] ??= []).push(row);
      console.log(`  ${p} ${kind} run ${r + 1}: perf ${row.perf}, TBT ${row.tbt} ms, bootup ${row.boot} ms (benchmarkIndex ${row.bi}, CPU ${cpuMultiplier}x)`);
    }
  }
}
console.log(`\nMedians of ${runs}: perf, TBT ms, bootup-time ms (benchmarkIndex range)`);
for (const p of pages) {
  const cell = (/** @type {string} */ kind) => {
    const rows = results[p]?.[kind] ?? [];
    const bis = rows.map((x) => x.bi);
    return `${kind} ${median(rows.map((x) => x.perf))}, ${median(rows.map((x) => x.tbt))}, ${median(rows.map((x) => x.boot))} (${Math.min(...bis)}-${Math.max(...bis)})`;
  };
  console.log(`${p}: ${["ours", "modules", "limit"].map(cell).join(" | ")}`);
}
rmSync(path.join(clientDir, FLOOR), { recursive: true, force: true });
