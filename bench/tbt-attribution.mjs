// @ts-check
/**
 * What a Lighthouse Total Blocking Time is made of (used by `npm run bench:tbt`).
 *
 * Lighthouse's mobile TBT is not measured on the page's own clock: its simulation ("lantern")
 * replays the trace's main-thread tasks 4 times slower against a simulated slow 4G network, then
 * sums, for every simulated task of 50 ms or more, the part beyond 50 ms that falls inside the
 * window [FCP, TTI]. It does so twice, an optimistic and a pessimistic estimate with their own
 * window, and reports their mean. These functions redo that sum task by task, so each millisecond
 * of TBT can be traced to what the task did: the page's scripts, document work (parsing, style,
 * layout, paint) that the same HTML without scripts (the bench's limit) does too, or time the
 * trace does not name.
 */

/** Lighthouse's long-task threshold (lantern's BLOCKING_TIME_THRESHOLD). */
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * The blocking time one simulated task adds inside [start, end]: Lighthouse's rule
 * (`calculateTbtImpactForEvent` for a top-level task): clip the task to the window, then count
 * what exceeds 50 ms.
 * @param {{ start: number, end: number }} task simulated, in ms
 * @param {number} start window start (FCP)
 * @param {number} end window end (TTI)
 */
export function blockingTime(task, start, end) {
  const duration = task.end - task.start;
  if (duration < BLOCKING_THRESHOLD_MS || task.end < start || task.start > end) return 0;
  const clipped = Math.min(task.end, end) - Math.max(task.start, start);
  return clipped < BLOCKING_THRESHOLD_MS ? 0 : clipped - BLOCKING_THRESHOLD_MS;
}

/** Trace events that are script work: running, compiling or evaluating JavaScript, and DevTools'
 * copy of a script's source into the trace (`ScriptCatchup`, which Lighthouse's tracing adds). */
const SCRIPT_EVENTS = new Set(["FunctionCall", "EvaluateScript", "v8.evaluateModule", "v8.compileModule", "v8.compile", "RunMicrotasks", "ScriptCatchup", "TimerFire"]);
/** Trace events that are document work: loading and parsing HTML and CSS, style, layout, paint. */
const DOCUMENT_EVENTS = new Set(["ParseHTML", "ParseAuthorStyleSheet", "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Commit", "Decode Image", "DocumentLoader::CommitNavigation", "DocumentLoader::BodyLoadingFinished", "DocumentLoader::CommitData"]);

/** Milliseconds covered by the events of a set, nested or overlapping ones counted once. */
function coveredMs(/** @type {{ name: string, ts: number, dur: number }[]} */ events, /** @type {Set<string>} */ names) {
  const spans = events.filter((e) => names.has(e.name) && e.dur > 0).sort((a, b) => a.ts - b.ts);
  let us = 0;
  let until = -Infinity;
  for (const e of spans) {
    const from = Math.max(e.ts, until);
    const to = e.ts + e.dur;
    if (to > from) us += to - from;
    until = Math.max(until, to);
  }
  return us / 1000;
}

/**
 * What an observed task was: "script" when JavaScript (running, compiling, evaluating, or
 * DevTools copying its source) takes at least as long as document work (HTML and CSS parsing,
 * style, layout, paint) in it, "document" when document work takes longer, "other" when the
 * trace names neither: the thread was busy with work it does not name, or was not running at all
 * (a busy host takes the CPU away). An inline script runs inside the parser's task, so a parse
 * task with a small script stays "document".
 * @param {{ name: string, ts: number, dur: number }[]} events the task's descendants (µs)
 * @returns {{ kind: Kind, scriptMs: number, documentMs: number }}
 */
export function classifyTask(events) {
  const scriptMs = coveredMs(events, SCRIPT_EVENTS);
  const documentMs = coveredMs(events, DOCUMENT_EVENTS);
  /** @type {Kind} */
  const kind = scriptMs === 0 && documentMs === 0 ? "other" : scriptMs >= documentMs ? "script" : "document";
  return { kind, scriptMs, documentMs };
}

/**
 * @typedef {"script" | "document" | "other"} Kind
 * @typedef {{ id: unknown, start: number, end: number, kind: Kind }} SimulatedTask `id`: the
 *   same task in every estimate (the trace event it was simulated from)
 * @typedef {{ tasks: SimulatedTask[], fcp: number, tti: number }} Estimate one simulation and its window
 */

/**
 * Each task's share of Lighthouse's TBT: the mean, over the optimistic and the pessimistic
 * estimates, of what it adds to that estimate's sum over its own window (as lantern's
 * TotalBlockingTime computes it). Tasks that add nothing are left out.
 * @param {Estimate[]} estimates
 * @returns {Map<unknown, { kind: Kind, ms: number }>}
 */
export function blockingShares(estimates) {
  /** @type {Map<unknown, { kind: Kind, ms: number }>} */
  const shares = new Map();
  for (const { tasks, fcp, tti } of estimates) {
    if (tti <= fcp) continue;
    for (const task of tasks) {
      const ms = blockingTime(task, fcp, tti) / estimates.length;
      if (ms > 0) shares.set(task.id, { kind: task.kind, ms: (shares.get(task.id)?.ms ?? 0) + ms });
    }
  }
  return shares;
}

/**
 * Lighthouse's TBT split by kind of task.
 * @param {Estimate[]} estimates
 */
export function tbtByKind(estimates) {
  const out = { total: 0, script: 0, document: 0, other: 0 };
  for (const { kind, ms } of blockingShares(estimates).values()) {
    out[kind] += ms;
    out.total += ms;
  }
  return out;
}
