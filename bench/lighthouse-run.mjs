// @ts-check
/**
 * One Lighthouse run as the benchmarks make it (`npm run bench`, `npm run bench:tbt`): Lighthouse
 * CLI (the version in package.json), mobile defaults (simulated slow 4G, 4x CPU), Debian's Chromium, the same flags.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The Lighthouse that measures (printed beside its figures). */
export const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8")).version;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Chromium's flags for every benchmark run (Lighthouse's and Playwright's). */
export const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * Runs Lighthouse on `url` and writes its JSON report to `out`. With `artifactsDir`, the run's
 * artifacts (trace, network log) are kept there too (`-GA`), for Lighthouse's simulation to be
 * read again afterwards.
 * @param {string} url
 * @param {string} out
 * `cpuMultiplier` replaces Lighthouse's 4x CPU slowdown (`--cpu=reference`, bench/cpu-calibration.mjs).
 * @param {{ categories?: string[], artifactsDir?: string, cpuMultiplier?: number }} [options]
 */
export async function runLighthouse(url, out, { categories = ["performance"], artifactsDir, cpuMultiplier } = {}) {
  await run(
    process.execPath,
    [
      path.join(root, "node_modules/lighthouse/cli/index.js"),
      url,
      "--output=json",
      `--output-path=${out}`,
      `--only-categories=${categories.join(",")}`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--quiet",
      ...(artifactsDir ? [`-GA=${artifactsDir}`] : []),
      ...(cpuMultiplier === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`]),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
  );
}

/** A page path as a file name: "/" is "home", "/case-study/x" is "case_study_x". */
export const pageSlug = (/** @type {string} */ p) => (p === "/" ? "home" : p.slice(1).replace(/[^a-z0-9]+/gi, "_"));

