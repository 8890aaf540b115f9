import { describe, expect, it } from "vitest";
import { threadTimes } from "./thread-times.mjs";

const main = { pid: 1, tid: 7 };
const other = { pid: 2, tid: 3 };
const ev = (name, ts, dur, tdur = dur, at = main) => ({ ...at, ph: "X", name, ts, dur, tdur });

describe("threadTimes", () => {
  const trace = [
    { ...main, ph: "M", name: "thread_name", args: { name: "CrRendererMain" } },
    { ...other, ph: "M", name: "thread_name", args: { name: "CrRendererMain" } },
    ev("ParseHTML", 0, 500),
    // A call (2 ms of CPU, 5 ms of wall: the machine was busy) with a nested call: counted once, as CPU.
    ev("FunctionCall", 1000, 5000, 2000),
    ev("v8.callFunction", 1100, 1000, 900),
    // Microtasks after it: counted.
    ev("RunMicrotasks", 7000, 1000, 1000),
    ev("UpdateLayoutTree", 9000, 3000, 3000),
    ev("Layout", 13000, 1000, 500),
    // Another renderer's (an iframe without a parsed document, the blank page before): not counted.
    ev("FunctionCall", 0, 9000, 9000, other),
  ];

  it("sums the outermost script events of the main thread that parsed the page, in CPU time", () => {
    expect(threadTimes(trace)).toEqual({ script: 3, style: 3.5 });
  });

  it("says so when the trace has no page", () => {
    expect(() => threadTimes(trace.filter((e) => e.name !== "ParseHTML"))).toThrow(/no renderer main thread/);
  });
});
