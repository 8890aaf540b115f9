// @ts-check
/**
 * One Lighthouse run as the benchmarks make it (`npm run bench`, `npm run bench:tbt`): Lighthouse
 * CLI (the version in package.json), mobile defaults (simulated slow 4G, 4x CPU), Debian's Chromium, the same flags.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { calibratedArtifacts } from "./cpu-calibration.mjs";

const run = promisify(execFile);

/** The Lighthouse that measures (printed beside its figures). */
export const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8")).version;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Chromium's flags for every benchmark run (Lighthouse's and Playwright's). */
export const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * Runs Lighthouse on `url` and writes its JSON report to `out`. With `artifactsDir`, the run's
 * artifacts (trace, network log) are kept there too, for Lighthouse's simulation to be read again
 * afterwards.
 *
 * `cpu` sets the CPU slowdown (bench/cpu-calibration.mjs; Lighthouse's 4x without it). A
 * `reference` setting is calibrated per run: Lighthouse gathers the page (`-G`), which is where it
 * reads the host's benchmarkIndex, then audits it (`-A`) with 4 × that benchmarkIndex / 1,100.
 * Simulated throttling slows the CPU only in Lighthouse's simulation, never during the load (the
 * one exception, its requestIdleCallback shim's deadlines, uses `cpu.multiplier`, the command's
 * own estimate), so this is the run Lighthouse would have made had it known the multiplier
 * before it started; a host that slows down for one run gets that run's smaller multiplier
 * rather than being read as the page's cost.
 * @param {string} url
 * @param {string} out
 * @param {{ categories?: string[], artifactsDir?: string, cpu?: import("./cpu-calibration.mjs").CpuSetting }} [options]
 * @returns {Promise<{ cpuMultiplier: number, benchmarkIndex: number }>} the multiplier the report was audited with, and the run's benchmarkIndex
 */
export async function runLighthouse(url, out, { categories = ["performance"], artifactsDir, cpu } = {}) {
  const cli = (/** @type {string[]} */ args) =>
    run(
      process.execPath,
      [
        path.join(root, "node_modules/lighthouse/cli/index.js"),
        url,
        "--output=json",
        `--output-path=${out}`,
        `--only-categories=${categories.join(",")}`,
        `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
        "--quiet",
        ...args,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
    );
  const multiplierFlag = (/** @type {number} */ m) => `--throttling.cpuSlowdownMultiplier=${m}`;
  if (cpu?.mode !== "reference") {
    await cli([...(artifactsDir ? [`-GA=${artifactsDir}`] : []), ...(cpu ? [multiplierFlag(cpu.multiplier)] : [])]);
    const report = JSON.parse(readFileSync(out, "utf8"));
    return { cpuMultiplier: report.configSettings.throttling.cpuSlowdownMultiplier, benchmarkIndex: report.environment?.benchmarkIndex ?? NaN };
  }
  const dir = artifactsDir ?? mkdtempSync(path.join(tmpdir(), "lighthouse-"));
  try {
    await cli([`-G=${dir}`, multiplierFlag(cpu.multiplier)]);
    const file = path.join(dir, "artifacts.json");
    const { artifacts, multiplier } = calibratedArtifacts(JSON.parse(readFileSync(file, "utf8")));
    writeFileSync(file, JSON.stringify(artifacts));
    await cli([`-A=${dir}`, multiplierFlag(multiplier)]);
    return { cpuMultiplier: multiplier, benchmarkIndex: artifacts.BenchmarkIndex };
  } finally {
    if (!artifactsDir) rmSync(dir, { recursive: true, force: true });
  }
}

/** A page path as a file name: "/" is "home", "/case-study/x" is "case_study_x". */
export const pageSlug = (/** @type {string} */ p) => (p === "/" ? "home" : p.slice(1).replace(/[^a-z0-9]+/gi, "_"));

