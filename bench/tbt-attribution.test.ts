import { describe, expect, it } from "vitest";
// Lighthouse's own rule, from the simulation it runs (a dependency of lighthouse 12.8).
import { calculateSumOfBlockingTime, calculateTbtImpactForEvent } from "@paulirish/trace_engine/models/trace/lantern/metrics/TBTUtils.js";
import { blockingShares, blockingTime, classifyTask, tbtByKind } from "./tbt-attribution.mjs";

const task = (start: number, end: number) => ({ start, end, duration: end - start });

describe("blockingTime", () => {
  it("counts what a task spends beyond 50 ms inside the window, as Lighthouse does", () => {
    const cases: [number, number][] = [
      [900, 1100], // wholly inside: 150
      [700, 900], // straddles FCP (800): clipped to 100, counts 50
      [700, 840], // straddles FCP, only 40 ms after it: nothing
      [1900, 2100], // straddles TTI (2000)
      [500, 700], // before FCP
      [2100, 2300], // after TTI
      [1000, 1049], // under 50 ms
      [1000, 1050], // exactly 50 ms: counted as 0
    ];
    for (const [start, end] of cases) {
      expect(blockingTime({ start, end }, 800, 2000)).toBe(calculateTbtImpactForEvent(task(start, end), 800, 2000));
    }
    expect(blockingTime({ start: 900, end: 1100 }, 800, 2000)).toBe(150);
    expect(blockingTime({ start: 700, end: 900 }, 800, 2000)).toBe(50);
  });
});

describe("tbtByKind", () => {
  const tasks = [
    { id: "parse", start: 700, end: 900, kind: "document" as const },
    { id: "modules", start: 1000, end: 1150, kind: "script" as const },
    { id: "slice", start: 1200, end: 1240, kind: "script" as const },
    { id: "commit", start: 1900, end: 2100, kind: "script" as const },
  ];
  const optimistic = { tasks, fcp: 820, tti: 1300 };
  const pessimistic = { tasks, fcp: 780, tti: 2100 };

  it("is the mean of the optimistic and pessimistic sums, each over its own window", () => {
    const lighthouse =
      (calculateSumOfBlockingTime(tasks.map((t) => task(t.start, t.end)), optimistic.fcp, optimistic.tti) +
        calculateSumOfBlockingTime(tasks.map((t) => task(t.start, t.end)), pessimistic.fcp, pessimistic.tti)) /
      2;
    const split = tbtByKind([optimistic, pessimistic]);
    expect(split.total).toBeCloseTo(lighthouse, 6);
    expect(split.script + split.document + split.other).toBeCloseTo(split.total, 6);
  });

  it("charges each task's share to its kind", () => {
    const split = tbtByKind([optimistic, pessimistic]);
    // document task: (900-820-50 = 30) and (900-800... clipped at 780: 120-50 = 70) -> mean 50
    expect(split.document).toBe(50);
    // script tasks: 1000-1150 counts 100 in both; 1900-2100 counts 150 only in the pessimistic window
    expect(split.script).toBe((100 + 100 + 150) / 2);
  });

  it("gives each task its share, matched across the estimates, and leaves out those that add nothing", () => {
    const shares = blockingShares([optimistic, pessimistic]);
    expect([...shares]).toEqual([
      ["parse", { kind: "document", ms: 50 }],
      ["modules", { kind: "script", ms: 100 }],
      ["commit", { kind: "script", ms: 75 }],
    ]);
  });

  it("adds nothing when TTI comes before FCP", () => {
    expect(tbtByKind([{ tasks, fcp: 900, tti: 800 }]).total).toBe(0);
  });
});

describe("classifyTask", () => {
  const ev = (name: string, ts: number, dur: number) => ({ name, ts, dur });

  it("calls a module evaluation a script task, nested events counted once", () => {
    const events = [ev("v8.evaluateModule", 0, 20_000), ev("FunctionCall", 5_000, 10_000), ev("ScriptCatchup", 25_000, 6_000), ev("Layout", 31_000, 2_000)];
    expect(classifyTask(events)).toEqual({ kind: "script", scriptMs: 26, documentMs: 2 });
  });

  it("keeps a parse task with a small inline script document work", () => {
    const events = [ev("ParseHTML", 0, 10_000), ev("EvaluateScript", 2_000, 1_500), ev("Layout", 10_000, 30_000), ev("UpdateLayoutTree", 40_000, 8_000)];
    expect(classifyTask(events)).toEqual({ kind: "document", scriptMs: 1.5, documentMs: 48 });
  });

  it("calls a task the trace names nothing in 'other'", () => {
    expect(classifyTask([ev("ResourceReceivedData", 0, 0)]).kind).toBe("other");
  });
});
