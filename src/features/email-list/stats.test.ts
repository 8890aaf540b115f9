import { describe, expect, it } from "vitest";
import { computeListStats, monthKey, monthLabel, monthlySeries, percentOf } from "./stats";
import type { Subscriber } from "./types";

const NOW = Date.parse("2025-03-15T12:00:00.000Z");
const daysAgo = (d: number) => new Date(NOW - d * 86_400_000).toISOString();
const sub = (id: string, source: string | null, created_at: string): Subscriber => ({ id, email: `${id}@x.example`, source, created_at });

describe("list stats", () => {
  const rows = [
    sub("a", "EmailSignUpPage", daysAgo(0.5)),
    sub("b", "EmailSignUpPage", daysAgo(7)),
    sub("c", null, daysAgo(7.01)),
    sub("d", "", daysAgo(30)),
    sub("e", "GoogleWorkspaceArticle", daysAgo(30.5)),
    sub("f", "june_campaign", "2024-06-10T08:00:00.000Z"),
    sub("g", "june_campaign", "2024-06-30T23:59:59.000Z"),
    sub("h", "EmailSignUpPage", "2024-07-01T00:00:00.000Z"),
  ];
  const stats = computeListStats(rows, NOW);

  it("counts the total and the rolling 30- and 7-day windows (edges included)", () => {
    expect(stats.total).toBe(8);
    expect(stats.recent7Days).toBe(2);
    expect(stats.recent30Days).toBe(4);
  });
  it("breaks sources down with 'unknown' for empty ones, most frequent first", () => {
    expect(stats.sourceBreakdown).toEqual({ EmailSignUpPage: 3, june_campaign: 2, unknown: 2, GoogleWorkspaceArticle: 1 });
    expect(Object.keys(stats.sourceBreakdown)).toEqual(["EmailSignUpPage", "june_campaign", "unknown", "GoogleWorkspaceArticle"]);
  });
  it("names the top source", () => {
    expect(stats.topSource).toBe("EmailSignUpPage");
  });
  it("breaks sign-ups down per UTC month, in calendar order", () => {
    expect(stats.monthlyBreakdown).toEqual({ "2024-06": 2, "2024-07": 1, "2025-02": 2, "2025-03": 3 });
    expect(Object.keys(stats.monthlyBreakdown)).toEqual(["2024-06", "2024-07", "2025-02", "2025-03"]);
  });
  it("gives a tie for top source to the name that sorts first", () => {
    const tie = computeListStats([sub("1", "zeta", daysAgo(1)), sub("2", "alpha", daysAgo(1))], NOW);
    expect(tie.topSource).toBe("alpha");
  });
  it("has zeroes and no top source for an empty list", () => {
    expect(computeListStats([], NOW)).toEqual({
      total: 0,
      recent30Days: 0,
      recent7Days: 0,
      sourceBreakdown: {},
      monthlyBreakdown: {},
      topSource: "None",
    });
  });
});

describe("chart helpers", () => {
  it("fills the months between the first and last with zeroes, across a year end", () => {
    expect(monthlySeries({ "2024-11": 4, "2025-02": 1 })).toEqual([
      { month: "2024-11", count: 4 },
      { month: "2024-12", count: 0 },
      { month: "2025-01", count: 0 },
      { month: "2025-02", count: 1 },
    ]);
    expect(monthlySeries({})).toEqual([]);
    expect(monthlySeries({ "2024-06": 9 })).toEqual([{ month: "2024-06", count: 9 }]);
  });
  it("labels months and keys them in UTC", () => {
    expect(monthLabel("2024-06")).toBe("Jun 2024");
    expect(monthLabel("2025-12")).toBe("Dec 2025");
    expect(monthKey(Date.parse("2024-06-30T23:59:59.999Z"))).toBe("2024-06");
    expect(monthKey(Date.parse("2024-07-01T00:00:00.000Z"))).toBe("2024-07");
  });
  it("gives percentages with one decimal", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
  });
});
