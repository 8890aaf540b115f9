// @ts-check
/**
 * Issue 43's budgets, each read against the limit measured in the same run (the page's own HTML
 * without scripts, same server, interleaved): TBT within 50 ms of the limit's, Lighthouse mobile
 * performance 100 (99 on /store and product pages), bootup-time within 300 ms of the limit's.
 */

/** @typedef {{ performance: number, tbt: number, bootup: number, lcp: number }} Figures medians of one side's runs */

/** TBT over the limit's allowed, ms. */
export const TBT_OVER_LIMIT_MS = 50;
/** Lighthouse's bootup-time over the limit's allowed, ms. */
export const BOOTUP_OVER_LIMIT_MS = 300;

const isStorePage = (/** @type {string} */ p) => p === "/store" || p.startsWith("/product/");

/** @param {string} pagePath */
export const performanceBudget = (pagePath) => (isStorePage(pagePath) ? 99 : 100);

/**
 * Each budget of one page, met or not.
 * @param {string} pagePath
 * @param {Figures} ours
 * @param {Figures} limit
 */
export function tbtVerdict(pagePath, ours, limit) {
  const checks = {
    tbt: ours.tbt <= limit.tbt + TBT_OVER_LIMIT_MS,
    performance: ours.performance >= performanceBudget(pagePath),
    bootup: ours.bootup <= limit.bootup + BOOTUP_OVER_LIMIT_MS,
  };
  const misses = Object.entries(checks)
    .filter(([, met]) => !met)
    .map(([name]) => name);
  return { checks, met: misses.length === 0, misses };
}

/**
 * The verdict as `npm run bench:tbt` prints it beside the page's figures.
 * @param {string} pagePath
 * @param {Figures} ours
 * @param {Figures} limit
 */
export function verdictLine(pagePath, ours, limit) {
  const { checks, met } = tbtVerdict(pagePath, ours, limit);
  const mark = (/** @type {boolean} */ ok) => (ok ? "ok" : "MISS");
  return (
    `${met ? "budgets met" : "budgets MISSED"}: TBT ${ours.tbt} <= ${limit.tbt} + ${TBT_OVER_LIMIT_MS} ${mark(checks.tbt)}; ` +
    `perf ${ours.performance} >= ${performanceBudget(pagePath)} ${mark(checks.performance)}; ` +
    `bootup ${ours.bootup} <= ${limit.bootup} + ${BOOTUP_OVER_LIMIT_MS} ${mark(checks.bootup)}`
  );
}
