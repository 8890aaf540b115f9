import { describe, expect, it } from "vitest";
import {
  applyListFilters,
  dateRangeWindow,
  distinctSources,
  filterSubscribers,
  hasActiveFilters,
  indexSubscribers,
  isUnknownSource,
  sortSubscribers,
  sourceLabel,
} from "./filters";
import { DEFAULT_FILTERS, type ListFilters, type Subscriber } from "./types";

const NOW = Date.parse("2025-03-15T12:00:00.000Z");
const daysAgo = (d: number, extraMs = 0) => new Date(NOW - d * 86_400_000 + extraMs).toISOString();

const rows: Subscriber[] = [
  { id: "1", email: "Maria@Casa-Azul.mx", source: "EmailSignUpPage", created_at: daysAgo(1) },
  { id: "2", email: "ben@gmail.com", source: "GoogleWorkspaceArticle", created_at: daysAgo(6) },
  { id: "3", email: "chloe@hostlabs.io", source: null, created_at: daysAgo(8) },
  { id: "4", email: "dev@yahoo.com", source: "", created_at: daysAgo(29) },
  { id: "5", email: "erin@example.com", source: "unknown", created_at: daysAgo(31) },
  { id: "6", email: "frank@summer.example", source: "june_campaign", created_at: "2024-06-01T00:00:00.000Z" },
  { id: "7", email: "gina@summer.example", source: "june_campaign", created_at: "2024-06-30T23:59:59.999Z" },
  { id: "8", email: "hal@late.example", source: "summer_launch", created_at: "2024-07-01T00:00:00.000Z" },
  { id: "9", email: "ivy@early.example", source: "landing_page", created_at: "2024-05-31T23:59:59.999Z" },
  { id: "10", email: "jo@ninety.example", source: "EmailSignUpPage", created_at: daysAgo(89) },
];

const run = (f: Partial<ListFilters>) => applyListFilters(rows, { ...DEFAULT_FILTERS, ...f }, NOW).map((r) => r.id);

describe("source labels", () => {
  it("shows an empty, blank or missing source as 'unknown'", () => {
    expect(sourceLabel(null)).toBe("unknown");
    expect(sourceLabel("")).toBe("unknown");
    expect(sourceLabel("  ")).toBe("unknown");
    expect(sourceLabel(undefined)).toBe("unknown");
    expect(sourceLabel("EmailSignUpPage")).toBe("EmailSignUpPage");
  });
  it("treats empty and the literal 'unknown' alike", () => {
    expect(isUnknownSource("")).toBe(true);
    expect(isUnknownSource("unknown")).toBe(true);
    expect(isUnknownSource("Unknown")).toBe(true);
    expect(isUnknownSource("flow_test")).toBe(false);
  });
  it("lists the distinct known sources A-Z, without unknown", () => {
    expect(distinctSources(indexSubscribers(rows))).toEqual([
      "EmailSignUpPage",
      "GoogleWorkspaceArticle",
      "june_campaign",
      "landing_page",
      "summer_launch",
    ]);
  });
});

describe("search", () => {
  it("matches e-mail case-insensitively", () => {
    expect(run({ search: "casa-AZUL" })).toEqual(["1"]);
    expect(run({ search: "MARIA@" })).toEqual(["1"]);
  });
  it("matches the source too", () => {
    expect(run({ search: "june_CAMPAIGN" })).toEqual(["7", "6"]);
    expect(run({ search: "workspace" })).toEqual(["2"]);
  });
  it("matches 'unknown' for an empty source, like the table shows it", () => {
    expect(run({ search: "unknown" })).toEqual(["3", "4", "5"]);
  });
  it("ignores surrounding spaces; an empty search keeps everything", () => {
    expect(run({ search: "  ben@  " })).toEqual(["2"]);
    expect(run({ search: "" })).toHaveLength(rows.length);
  });
  it("finds nothing for text that appears nowhere", () => {
    expect(run({ search: "zzz-not-there" })).toEqual([]);
  });
});

describe("date range", () => {
  it("keeps the last 7, 30 and 90 days as rolling windows ending now", () => {
    expect(run({ dateRange: "7days" })).toEqual(["1", "2"]);
    expect(run({ dateRange: "30days" })).toEqual(["1", "2", "3", "4"]);
    expect(run({ dateRange: "90days" })).toEqual(["1", "2", "3", "4", "5", "10"]);
  });
  it("counts the window's first instant in", () => {
    const edge: Subscriber[] = [{ id: "e", email: "e@x.io", source: "a", created_at: daysAgo(7) }];
    expect(applyListFilters(edge, { ...DEFAULT_FILTERS, dateRange: "7days" }, NOW)).toHaveLength(1);
    const before: Subscriber[] = [{ id: "b", email: "b@x.io", source: "a", created_at: daysAgo(7, -1) }];
    expect(applyListFilters(before, { ...DEFAULT_FILTERS, dateRange: "7days" }, NOW)).toHaveLength(0);
  });
  it("june2024 is 2024-06-01 inclusive to 2024-07-01 exclusive", () => {
    expect(run({ dateRange: "june2024", sort: "oldest" })).toEqual(["6", "7"]);
    expect(dateRangeWindow("june2024", NOW)).toEqual([Date.UTC(2024, 5, 1), Date.UTC(2024, 6, 1)]);
  });
  it("all keeps everything", () => {
    expect(run({ dateRange: "all" })).toHaveLength(rows.length);
    expect(dateRangeWindow("all", NOW)).toBeNull();
  });
});

describe("source filter", () => {
  it("unknown keeps empty, missing and 'unknown' sources", () => {
    expect(run({ source: "unknown" })).toEqual(["3", "4", "5"]);
  });
  it("a named source keeps exactly that source", () => {
    expect(run({ source: "EmailSignUpPage" })).toEqual(["1", "10"]);
    expect(run({ source: "june_campaign" })).toEqual(["7", "6"]);
  });
  it("combines with search and date range (all must match)", () => {
    expect(run({ source: "EmailSignUpPage", dateRange: "30days" })).toEqual(["1"]);
    expect(run({ source: "june_campaign", search: "gina" })).toEqual(["7"]);
    expect(run({ source: "june_campaign", dateRange: "7days" })).toEqual([]);
  });
});

describe("sort", () => {
  it("newest first by default, oldest first on request", () => {
    expect(run({})).toEqual(["1", "2", "3", "4", "5", "10", "8", "7", "6", "9"]);
    expect(run({ sort: "oldest" })).toEqual(["9", "6", "7", "8", "10", "5", "4", "3", "2", "1"]);
  });
  it("e-mail A-Z ignores letter case", () => {
    expect(run({ sort: "email" })).toEqual(["2", "3", "4", "5", "6", "7", "8", "9", "10", "1"]);
  });
  it("source A-Z ignores letter case, unknown among the u's, ties newest first", () => {
    expect(run({ sort: "source" })).toEqual(["1", "10", "2", "7", "6", "9", "8", "3", "4", "5"]);
  });
  it("does not change the list it is given", () => {
    const indexed = indexSubscribers(rows);
    const copy = [...indexed];
    sortSubscribers(indexed, "email");
    expect(indexed).toEqual(copy);
  });
  it("keeps the sort order through filtering", () => {
    const sorted = sortSubscribers(indexSubscribers(rows), "email");
    expect(filterSubscribers(sorted, { search: "example", dateRange: "all", source: "all" }, NOW).map((r) => r.row.id)).toEqual([
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
    ]);
  });
});

describe("active filters", () => {
  it("knows when Clear Filters has something to reset", () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: "x" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, dateRange: "june2024" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, source: "unknown" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: "email" })).toBe(true);
  });
});

describe("scale", () => {
  it("filters 100,000 rows well within a keystroke's budget", () => {
    const many: Subscriber[] = Array.from({ length: 100_000 }, (_, i) => ({
      id: String(i),
      email: `guest${i}@host${i % 97}.example`,
      source: i % 5 === 0 ? null : `source_${i % 13}`,
      created_at: new Date(NOW - i * 60_000).toISOString(),
    }));
    const sorted = sortSubscribers(indexSubscribers(many), "newest");
    const started = performance.now();
    const hits = filterSubscribers(sorted, { search: "guest4242", dateRange: "all", source: "all" }, NOW);
    const ms = performance.now() - started;
    expect(hits.map((r) => r.row.email)).toContain(`guest4242@host${4242 % 97}.example`);
    expect(ms).toBeLessThan(100);
  });
});
