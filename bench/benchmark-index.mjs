// @ts-check
/**
 * Lighthouse's benchmarkIndex of this machine, measured the way Lighthouse measures it (its own
 * page function, run in a blank Chromium page): a figure written beside every timing, so a
 * reading from a slow machine and one from a fast one can be told apart.
 */
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/**
 * @param {import("@playwright/test").Browser} browser
 * @returns {Promise<number>}
 */
export async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    const source = pageFunctions.computeBenchmarkIndex.toString();
    return Math.round(/** @type {number} */ (await page.evaluate(`(${source})()`)));
  } finally {
    await page.close();
  }
}

// `node bench/benchmark-index.mjs`: five readings and their median, in Debian's Chromium.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const readings = [];
  for (let i = 0; i < 5; i++) readings.push(await benchmarkIndex(browser));
  await browser.close();
  const sorted = [...readings].sort((a, b) => a - b);
  console.log(`benchmarkIndex ${sorted[2]} (median of 5: ${readings.join(", ")})`);
}
