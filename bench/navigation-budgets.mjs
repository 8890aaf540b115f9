// @ts-check
/**
 * Issue 22's budgets read from `npm run bench:navigation`'s medians, each beside its limit
 * (docs/decisions/2026-11-25-navigation.md):
 *   - prefetched: tap -> the next page's h1 painted within 200 ms; where a machine's CPU makes
 *     that impossible, issue 43 allows a quarter of the destination's scriptless load (the limit
 *     below): a miss says whether it is within that. The same budget holds the taps a pointer
 *     announces (a mouse that rests on the link, a finger that presses it: bench/navigation-intent.mjs),
 *     where the browser may have prerendered the next page;
 *   - not prefetched: within half the cold load of that page (its LCP under the same throttling).
 * A cold tap that misses is told apart by its limit (the same tap with scripts off): when the
 * limit misses too, no soft navigation that fetches anything can be expected to meet it.
 * A held tap that misses is told apart by its floor (the same tap with scripts off and no network
 * delay: the browser's own work for the new document at this CPU): when the floor is over 200 ms
 * too, this machine's CPU makes the budget impossible for a tap that loads a document, which is
 * issue 43's case for the quarter of the limit.
 */

/** The prefetched tap's budget, ms. */
export const PREFETCHED_BUDGET_MS = 200;

/**
 * @typedef {{ case: string, lcp: number, cold: number, prefetched: number, limit: number, floor?: number, mouse?: number, finger?: number }} Row
 *   medians of one link's runs, ms; NaN (or absent, for the pointers and the floor) where a column was not measured
 */

/** The taps held to PREFETCHED_BUDGET_MS, as the verdict names them. */
export const HELD_TAPS = /** @type {const} */ ({ prefetched: "Prefetched", mouse: "On intent, a mouse", finger: "On intent, a finger" });

/**
 * One held tap's count and its misses, each with whether it is within a quarter of its limit.
 * @param {Row[]} rows
 * @param {keyof typeof HELD_TAPS} tap
 */
function heldTap(rows, tap) {
  const measured = rows.filter((r) => r[tap] !== undefined && !Number.isNaN(r[tap]));
  const over = measured
    .filter((r) => /** @type {number} */ (r[tap]) > PREFETCHED_BUDGET_MS)
    .map((r) => ({
      ...r,
      ms: /** @type {number} */ (r[tap]),
      withinQuarterOfLimit: !Number.isNaN(r.limit) && /** @type {number} */ (r[tap]) <= r.limit / 4,
      impossibleHere: r.floor !== undefined && r.floor > PREFETCHED_BUDGET_MS,
    }));
  return { measured: measured.length, over };
}

/**
 * Each budget's count and its misses.
 * @param {Row[]} rows
 */
export function navigationVerdict(rows) {
  const measuredCold = rows.filter((r) => !Number.isNaN(r.cold) && !Number.isNaN(r.lcp));
  const coldOver = measuredCold
    .map((r) => ({ ...r, budget: r.lcp / 2 }))
    .filter((r) => r.cold > r.budget)
    .map((r) => ({ ...r, limitMeets: !Number.isNaN(r.limit) && r.limit <= r.budget }));
  return {
    prefetched: heldTap(rows, "prefetched"),
    mouse: heldTap(rows, "mouse"),
    finger: heldTap(rows, "finger"),
    cold: { measured: measuredCold.length, over: coldOver },
  };
}

/**
 * The verdict as the bench prints it under its table.
 * @param {Row[]} rows
 * @returns {string[]}
 */
export function verdictLines(rows) {
  const verdict = navigationVerdict(rows);
  const { cold } = verdict;
  const lines = [];
  for (const [tap, name] of /** @type {[keyof typeof HELD_TAPS, string][]} */ (Object.entries(HELD_TAPS))) {
    const { measured, over } = verdict[tap];
    if (!measured) continue;
    lines.push(`${name} within ${PREFETCHED_BUDGET_MS} ms: ${measured - over.length} of ${measured}.`);
    for (const r of over) {
      const quarter = Number.isNaN(r.limit) ? "" : ` (a quarter of its limit: ${Math.floor(r.limit / 4)}, ${r.withinQuarterOfLimit ? "within" : "over too"})`;
      const floor =
        r.floor === undefined || Number.isNaN(r.floor)
          ? ""
          : r.impossibleHere
            ? `; its floor ${r.floor} ms: 200 ms is impossible at this CPU`
            : `; its floor ${r.floor} ms`;
      lines.push(`  over: ${r.case} ${r.ms} ms${quarter}${floor}`);
    }
  }
  if (cold.measured) {
    const limitMisses = cold.over.filter((r) => !r.limitMeets).length;
    const within = `Not prefetched within half the cold load: ${cold.measured - cold.over.length} of ${cold.measured}.`;
    lines.push(cold.over.length ? `${within} Of the ${cold.over.length} over, the limit is over too on ${limitMisses}.` : within);
    for (const r of cold.over) {
      lines.push(`  over: ${r.case} ${r.cold} ms against ${Math.floor(r.budget)} (limit ${r.limit}, ${r.limitMeets ? "within" : "over too"})`);
    }
  }
  return lines;
}
