import { describe, expect, it } from "vitest";
import { navigationVerdict, verdictLines } from "./navigation-budgets.mjs";

const row = (name: string, lcp: number, cold: number, prefetched: number, limit: number) => ({ case: name, lcp, cold, prefetched, limit });

describe("navigationVerdict", () => {
  it("holds a prefetched tap to 200 ms, 200 itself within", () => {
    const { prefetched } = navigationVerdict([row("a", 600, 250, 200, 280), row("b", 600, 250, 201, 280)]);
    expect(prefetched.measured).toBe(2);
    expect(prefetched.over.map((r) => r.case)).toEqual(["b"]);
  });

  it("tells a prefetched miss within a quarter of its limit (the scriptless load) from one over it too", () => {
    const { prefetched } = navigationVerdict([row("quarter", 600, 250, 210, 880), row("over", 600, 250, 230, 880), row("no limit", NaN, NaN, 230, NaN)]);
    expect(prefetched.over.map((r) => [r.case, r.withinQuarterOfLimit])).toEqual([
      ["quarter", true],
      ["over", false],
      ["no limit", false],
    ]);
    expect(verdictLines([row("quarter", 600, 250, 210, 880)])).toContain("  over: quarter 210 ms (a quarter of its limit: 220, within)");
  });

  it("holds a cold tap to half its page's cold load, and tells a miss whose limit meets it from one whose limit misses too", () => {
    const { cold } = navigationVerdict([
      row("within", 600, 300, 150, 280), // exactly half
      row("limit meets", 600, 320, 150, 290),
      row("limit over", 600, 320, 150, 310),
    ]);
    expect(cold.measured).toBe(3);
    expect(cold.over.map((r) => [r.case, r.budget, r.limitMeets])).toEqual([
      ["limit meets", 300, true],
      ["limit over", 300, false],
    ]);
  });

  it("counts only what was measured (--prefetched measures no cold load, tap or limit)", () => {
    const v = navigationVerdict([row("a", NaN, NaN, 150, NaN)]);
    expect(v.prefetched.measured).toBe(1);
    expect(v.cold).toEqual({ measured: 0, over: [] });
    expect(verdictLines([row("a", NaN, NaN, 150, NaN)])).toEqual(["Prefetched within 200 ms: 1 of 1."]);
    expect(verdictLines([row("a", 600, 280, 150, 290)])).toEqual(["Prefetched within 200 ms: 1 of 1.", "Not prefetched within half the cold load: 1 of 1."]);
  });
});

describe("the floor (the same tap without scripts, from memory)", () => {
  it("says a held tap's miss is impossible at this CPU when its floor is over 200 ms too, and only then", () => {
    const rows = [
      { ...row("/ -> /slow", 600, 280, 265, 444), floor: 230, finger: 236 },
      { ...row("/ -> /fast", 600, 280, 240, 444), floor: 120 },
      { ...row("/ -> /edge", 600, 280, 201, 444), floor: 200 },
    ];
    const v = navigationVerdict(rows);
    expect(v.prefetched.over.map((r) => [r.case, r.impossibleHere])).toEqual([
      ["/ -> /slow", true],
      ["/ -> /fast", false],
      ["/ -> /edge", false],
    ]);
    expect(verdictLines(rows)).toContain("  over: / -> /slow 265 ms (a quarter of its limit: 111, over too); its floor 230 ms: 200 ms is impossible at this CPU");
    expect(verdictLines(rows)).toContain("  over: / -> /fast 240 ms (a quarter of its limit: 111, over too); its floor 120 ms");
    expect(verdictLines(rows)).toContain("  over: / -> /slow 236 ms (a quarter of its limit: 111, over too); its floor 230 ms: 200 ms is impossible at this CPU");
  });
});

describe("verdictLines", () => {
  it("prints each budget's count, then each miss beside its budget and its limit", () => {
    expect(verdictLines([row("/ -> /a", 600, 280, 120, 300), row("/ -> /b", 689, 350, 210, 348)])).toEqual([
      "Prefetched within 200 ms: 1 of 2.",
      "  over: / -> /b 210 ms (a quarter of its limit: 87, over too)",
      "Not prefetched within half the cold load: 1 of 2. Of the 1 over, the limit is over too on 1.",
      "  over: / -> /b 350 ms against 344 (limit 348, over too)",
    ]);
  });
});

describe("the taps a pointer announces", () => {
  it("holds a mouse's and a finger's tap to the same budget, each counted apart, and leaves them out where not measured", () => {
    const rows = [
      { ...row("/ -> /a", 600, 280, 250, 400), mouse: 130, finger: 190 },
      { ...row("/ -> /b", 600, 280, 240, 400), mouse: 150, finger: 210 },
    ];
    const v = navigationVerdict(rows);
    expect([v.prefetched.over.length, v.mouse.over.length, v.finger.over.length]).toEqual([2, 0, 1]);
    expect(v.finger.over.map((r) => [r.case, r.ms, r.withinQuarterOfLimit])).toEqual([["/ -> /b", 210, false]]);
    expect(verdictLines(rows).slice(3, 6)).toEqual(["On intent, a mouse within 200 ms: 2 of 2.", "On intent, a finger within 200 ms: 1 of 2.", "  over: / -> /b 210 ms (a quarter of its limit: 100, over too)"]);
    expect(navigationVerdict([row("a", NaN, NaN, 150, NaN)]).mouse).toEqual({ measured: 0, over: [] });
  });
});
