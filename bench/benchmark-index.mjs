// @ts-check
/**
 * Lighthouse's benchmarkIndex of this machine, measured the way Lighthouse measures it (its own
 * page function, run in a blank Chromium page): a figure written beside every timing, so a
 * reading from a slow machine and one from a fast one can be told apart.
 */
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
