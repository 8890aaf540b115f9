// @ts-check
/**
 * A Lighthouse CPU slowdown that makes this machine behave like the reference machine
 * (issue 43): the issue's figures came from a machine whose Lighthouse benchmarkIndex read
 * 1,000-1,250, where Lighthouse's default 4x stands for a mid-range phone. On a faster machine
 * 4x is a faster phone, and a budget met there is met only there. Lighthouse's own guidance
 * (Lighthouse's throttling guide, "CPU throttling", calibrating the multiplier from benchmarkIndex:
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#cpu-throttling)
 * scales the multiplier with the host's benchmarkIndex; so `--cpu=reference` runs
 * Lighthouse with 4 × (benchmarkIndex here / 1,100).
 *
 *   --cpu=default     Lighthouse's 4x (what every run did before)
 *   --cpu=reference   4 × (benchmarkIndex / 1,100). The Lighthouse benches read each run's own
 *                     benchmarkIndex, the one its report names (bench/lighthouse-run.mjs): the
 *                     reference is what Lighthouse reports, and a figure taken here at the
 *                     command's start read 10-20% under the runs' own (2,247 against 2,552-2,906
 *                     in one session), so every run was slowed less than the reference's. The
 *                     command's start estimate is kept for what must be set before a run: the
 *                     CDP throttling of the navigation benches, Lighthouse's idle-callback shim.
 *   --cpu=<number>    that multiplier
 */
import { chromium } from "@playwright/test";
import { benchmarkIndex } from "./benchmark-index.mjs";
import { median } from "./stats.mjs";

/** Lighthouse mobile's default CPU slowdown. */
export const DEFAULT_MULTIPLIER = 4;
/** The reference machine's benchmarkIndex (the middle of the 1,000-1,250). */
export const REFERENCE_BENCHMARK_INDEX = 1100;

/**
 * The multiplier that makes a host of `index` behave like the reference machine under 4x.
 * @param {number} index the host's benchmarkIndex
 */
export function referenceMultiplier(index) {
  if (!Number.isFinite(index) || index <= 0) throw new Error(`benchmarkIndex must be a positive number, not ${index}`);
  return +((DEFAULT_MULTIPLIER * index) / REFERENCE_BENCHMARK_INDEX).toFixed(2);
}

/** @typedef {{ mode: string, multiplier: number, benchmarkIndex: number | null }} CpuSetting */

/**
 * Saved Lighthouse artifacts (`-G`) set to be audited at the reference CPU of their own run: the
 * multiplier from the benchmarkIndex Lighthouse read as the run started, written into the
 * artifacts' settings (Lighthouse audits only artifacts gathered with the audit's own settings).
 * @template {{ BenchmarkIndex: number, settings: { throttling: { cpuSlowdownMultiplier?: number } } }} A
 * @param {A} artifacts
 * @returns {{ artifacts: A, multiplier: number }}
 */
export function calibratedArtifacts(artifacts) {
  const multiplier = referenceMultiplier(artifacts.BenchmarkIndex);
  const settings = { ...artifacts.settings, throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier } };
  return { artifacts: { ...artifacts, settings }, multiplier };
}

/**
 * Reads `--cpu=` (default, reference or a number) into the multiplier to run Lighthouse with.
 * @param {string | undefined} value
 * @param {() => Promise<number>} measureIndex measures the host's benchmarkIndex (only for "reference")
 * @returns {Promise<CpuSetting>}
 */
export async function cpuSetting(value, measureIndex) {
  if (value === undefined || value === "default") return { mode: "default", multiplier: DEFAULT_MULTIPLIER, benchmarkIndex: null };
  if (value === "reference") {
    const index = await measureIndex();
    return { mode: "reference", multiplier: referenceMultiplier(index), benchmarkIndex: index };
  }
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 1) throw new Error(`--cpu must be "default", "reference" or a multiplier >= 1, not "${value}"`);
  return { mode: "custom", multiplier, benchmarkIndex: null };
}

/** The host's benchmarkIndex, median of 5 measurements in Debian's Chromium (each is noisy on a shared 2-CPU host). */
export async function measureBenchmarkIndex() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const readings = [];
    for (let i = 0; i < 5; i++) readings.push(await benchmarkIndex(browser));
    return Math.round(median(readings));
  } finally {
    await browser.close();
  }
}

/**
 * A one-line description of the CPU setting, printed beside the figures. `perRun`: the Lighthouse
 * benches, which calibrate each run from its own benchmarkIndex.
 */
export const describeCpu = (/** @type {CpuSetting} */ cpu, { perRun = false } = {}) =>
  cpu.mode === "reference"
    ? perRun
      ? `CPU calibrated per run: 4 × the run's own benchmarkIndex / ${REFERENCE_BENCHMARK_INDEX} (this command's start read ${cpu.benchmarkIndex}: ${cpu.multiplier}x)`
      : `CPU ${cpu.multiplier}x (calibrated: 4 × benchmarkIndex ${cpu.benchmarkIndex} / ${REFERENCE_BENCHMARK_INDEX})`
    : `CPU ${cpu.multiplier}x${cpu.mode === "default" ? " (Lighthouse's default)" : ""}`;
