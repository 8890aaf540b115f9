import { describe, expect, it } from "vitest";
import type { ListStats } from "./list-api";
import { DEFAULT_FILTERS, type ListFilters } from "./list-query";
import { listTotal, statsCountTotal, statsTotal } from "./list-total";

const stats: ListStats = {
  total: 1_000_000,
  recent30Days: 900,
  recent7Days: 200,
  statuses: { confirmed: 1_000_000, pending: 3_000, unsubscribed: 700 },
  sources: [
    { source: "EmailSignUpPage", count: 600_000, pending: 2_000, unsubscribed: 500 },
    { source: "unknown", count: 400_000, pending: 1_000, unsubscribed: 200 },
  ],
  months: [],
  topSource: "EmailSignUpPage",
};
const f = (change: Partial<ListFilters>): ListFilters => ({ ...DEFAULT_FILTERS, ...change });
const none = { stats: null, shown: null, estimate: null, counted: null };

describe("statsCountTotal", () => {
  it("is the whole list or one source of it; a search or a date range needs the database", () => {
    expect(statsCountTotal(DEFAULT_FILTERS)).toBe(true);
    expect(statsCountTotal(f({ includeTestData: false, sort: "email" }))).toBe(true);
    expect(statsCountTotal(f({ source: "unknown" }))).toBe(true);
    expect(statsCountTotal(f({ source: "unknown", status: "pending" }))).toBe(true);
    expect(statsCountTotal(f({ status: "all" }))).toBe(true);
    expect(statsCountTotal(f({ source: "unknown", search: "maria" }))).toBe(false);
    expect(statsCountTotal(f({ search: "maria" }))).toBe(false);
    expect(statsCountTotal(f({ dateRange: "7days" }))).toBe(false);
  });
});

describe("listTotal", () => {
  it("takes the stats' exact figures for the whole list and for one source", () => {
    expect(listTotal({ ...none, filters: DEFAULT_FILTERS, stats })).toEqual({ value: 1_000_000, exact: true });
    expect(listTotal({ ...none, filters: f({ source: "unknown" }), stats })).toEqual({ value: 400_000, exact: true });
    expect(listTotal({ ...none, filters: f({ source: "gone" }), stats })).toEqual({ value: 0, exact: true });
  });

  it("counts the rows of the Status filter's state: confirmed by default, any one state, or all", () => {
    expect(statsTotal(stats, f({ status: "pending" }))).toBe(3_000);
    expect(statsTotal(stats, f({ status: "all" }))).toBe(1_003_700);
    expect(statsTotal(stats, f({ status: "unsubscribed", source: "unknown" }))).toBe(200);
    expect(statsTotal(stats, f({ status: "all", source: "EmailSignUpPage" }))).toBe(602_500);
    expect(listTotal({ ...none, filters: f({ status: "pending", source: "EmailSignUpPage" }), stats })).toEqual({ value: 2_000, exact: true });
  });

  it("is unknown while a search's count is on its way and its page is full", () => {
    expect(listTotal({ ...none, filters: f({ search: "maria" }), stats, shown: { page: 0, rows: 50 } })).toBeNull();
  });

  it("knows the total from a page that isn't full: it is the last one", () => {
    expect(listTotal({ ...none, filters: f({ search: "maria" }), shown: { page: 0, rows: 7 } })).toEqual({ value: 7, exact: true });
    expect(listTotal({ ...none, filters: f({ search: "maria" }), shown: { page: 0, rows: 0 } })).toEqual({ value: 0, exact: true });
    expect(listTotal({ ...none, filters: f({ search: "maria" }), shown: { page: 3, rows: 12 } })).toEqual({ value: 162, exact: true });
    // An empty page past the end says nothing about the total.
    expect(listTotal({ ...none, filters: f({ search: "maria" }), shown: { page: 3, rows: 0 } })).toBeNull();
  });

  it("takes the estimate, never below the rows already shown; an exact count on request wins", () => {
    const search = f({ search: "maria" });
    expect(listTotal({ ...none, filters: search, shown: { page: 0, rows: 50 }, estimate: { value: 14_800, exact: false } })).toEqual({ value: 14_800, exact: false });
    expect(listTotal({ ...none, filters: search, shown: { page: 40, rows: 50 }, estimate: { value: 1_900, exact: false } })).toEqual({ value: 2_050, exact: false });
    expect(listTotal({ ...none, filters: search, shown: { page: 0, rows: 50 }, estimate: { value: 14_800, exact: false }, counted: 15_012 })).toEqual({ value: 15_012, exact: true });
  });
});
