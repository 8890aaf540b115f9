import { describe, expect, it } from "vitest";
import { monthLabel } from "~/content/team-tools";
import { compactNumber, monthlySeries, niceTicks, percentOf } from "./stats";

describe("chart helpers", () => {
  it("fills the months between the first and last with zeroes, across a year end", () => {
    expect(
      monthlySeries([
        { month: "2025-02", count: 1 },
        { month: "2024-11", count: 4 },
      ]),
    ).toEqual([
      { month: "2024-11", count: 4 },
      { month: "2024-12", count: 0 },
      { month: "2025-01", count: 0 },
      { month: "2025-02", count: 1 },
    ]);
    expect(monthlySeries([])).toEqual([]);
    expect(monthlySeries([{ month: "2024-06", count: 9 }])).toEqual([{ month: "2024-06", count: 9 }]);
  });
  it("labels months", () => {
    expect(monthLabel("2024-06")).toBe("Jun 2024");
    expect(monthLabel("2025-12")).toBe("Dec 2025");
  });
  it("gives round y-axis ticks from 0 past the maximum", () => {
    expect(niceTicks(28_388)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(niceTicks(11)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(compactNumber(28_388)).toBe("28.4K");
    expect(compactNumber(1_000_000)).toBe("1M");
  });
  it("gives percentages with one decimal", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
  });
});
