// @ts-check
/** What bench/script-thread-time.mjs reads of a Chrome trace (a module of its own, for its test). */

/** The events whose time is the page's script: the outermost of them is counted, once. */
export const SCRIPT_EVENTS = /^(EvaluateScript|v8\.evaluateModule|v8\.compileModule|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|XHRReadyStateChange|FireIdleCallback|v8\.callFunction)$/;

/**
 * The renderer main thread's script and style/layout thread time in a trace, ms.
 * @param {any[]} events
 */
export function threadTimes(events) {
  const name = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === "ParseHTML"));
  if (!name) throw new Error("no renderer main thread that parsed a document in the trace");
  const main = events.filter((e) => e.pid === name.pid && e.tid === name.tid && e.ph === "X").sort((a, b) => a.ts - b.ts);
  let end = 0;
  let script = 0;
  let style = 0;
  for (const e of main) {
    const cpu = e.tdur ?? e.dur;
    if (SCRIPT_EVENTS.test(e.name) && e.ts >= end) {
      script += cpu;
      end = e.ts + e.dur;
    }
    if (e.name === "UpdateLayoutTree" || e.name === "Layout") style += cpu;
  }
  return { script: script / 1000, style: style / 1000 };
}
