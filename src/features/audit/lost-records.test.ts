import { describe, expect, it } from "vitest";
import { auditReportOf } from "~/test/audit-report";
import { analyzeLostRecords as analyzeReport, MAX_RECORDS_SHOWN, visibleRecords } from "./lost-records";
import { auditCopy } from "~/content/team-tools";

/** The analysis of what the database would find for these rows. */
const analyzeLostRecords = (rows: { email: string; created_at: string; source: string | null }[]) => analyzeReport(auditReportOf(rows));
const rec = (email: string, created_at: string, source: string | null = "EmailSignUpPage") => ({ email, created_at, source });

describe("lost-records analysis", () => {
  const rows = [
    rec("late@acme.io", "2024-07-05T23:59:59.000Z"),
    rec("after@acme.io", "2024-07-06T00:00:00.000Z"),
    rec("june@gmail.com", "2024-06-15T10:00:00.000Z", "june_campaign"),
    rec("edge@yahoo.co.uk", "2024-05-25T00:00:00.000Z"),
    rec("before@outlook.com", "2024-05-24T23:59:59.999Z", "summer_launch"),
    rec("flow@hotmail.com", "2025-01-01T00:00:00.000Z", "flow_test"),
    rec("boss@HostCo.example", "2024-06-01T00:00:00.000Z", null),
  ];
  const analysis = analyzeLostRecords(rows);
  const byName = Object.fromEntries(analysis.details.searches.map((s) => [s.name, s]));

  it("analyzes every record and summarizes each search by name and count", () => {
    expect(analysis.details.totalRecordsAnalyzed).toBe(7);
    expect(analysis.details.searchSummary).toEqual([
      { name: "June 2024", count: 2 },
      { name: "25 May – 5 July 2024", count: 4 },
      { name: "Campaign and test sources", count: 3 },
      { name: "Business domains", count: 3 },
    ]);
    expect(analysis.status).toBe("success");
  });
  it("finds June 2024 oldest first", () => {
    expect(byName["June 2024"]!.data.map((r) => r.email)).toEqual(["boss@HostCo.example", "june@gmail.com"]);
  });
  it("finds 25 May to 5 July 2024, both days whole", () => {
    expect(byName["25 May – 5 July 2024"]!.data.map((r) => r.email)).toEqual([
      "edge@yahoo.co.uk",
      "boss@HostCo.example",
      "june@gmail.com",
      "late@acme.io",
    ]);
  });
  it("finds the campaign and test sources", () => {
    expect(byName["Campaign and test sources"]!.data.map((r) => r.source)).toEqual(["summer_launch", "june_campaign", "flow_test"]);
  });
  it("finds business domains, leaving out gmail, yahoo, hotmail and outlook", () => {
    expect(byName["Business domains"]!.data.map((r) => r.email)).toEqual(["boss@HostCo.example", "late@acme.io", "after@acme.io"]);
  });
  it("keeps email, created_at and source of each record", () => {
    expect(byName["June 2024"]!.data[0]).toEqual({ email: "boss@HostCo.example", created_at: "2024-06-01T00:00:00.000Z", source: null });
  });
  it("is a warning with nothing to analyze", () => {
    const empty = analyzeLostRecords([]);
    expect(empty.status).toBe("warning");
    expect(empty.details.searches.every((s) => s.count === 0)).toBe(true);
  });
});

describe("showing records", () => {
  it("shows at most 10 records per search, then '... and N more records'", () => {
    const many = Array.from({ length: 23 }, (_, i) => rec(`g${i}@acme.io`, `2024-06-0${(i % 9) + 1}T00:00:00.000Z`));
    const june = analyzeLostRecords(many).details.searches[0]!;
    const { shown, more } = visibleRecords(june);
    expect(shown).toHaveLength(MAX_RECORDS_SHOWN);
    expect(more).toBe(13);
    expect(auditCopy.lost.more(more)).toBe("... and 13 more records");
    expect(auditCopy.lost.more(1234)).toBe("... and 1,234 more records");
  });
  it("shows everything when there are 10 or fewer", () => {
    const june = analyzeLostRecords([rec("a@acme.io", "2024-06-02T00:00:00Z")]).details.searches[0]!;
    expect(visibleRecords(june)).toEqual({ shown: june.data, more: 0 });
  });
});
