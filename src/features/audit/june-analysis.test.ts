import { describe, expect, it } from "vitest";
import { auditReportOf } from "~/test/audit-report";
import { analyzeJune2024 as analyzeReport, ISSUE_SEVERITY } from "./june-analysis";

type Row = { created_at: string; source: string | null };
const at = (iso: string, source: string | null = "june_campaign"): Row => ({ created_at: iso, source });
const juneDay = (day: number, n: number, source: string | null = "june_campaign", hour = 12): Row[] =>
  Array.from({ length: n }, (_, i) => at(`2024-06-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}:00.000Z`, source));
const month = (key: string, n: number): Row[] => Array.from({ length: n }, (_, i) => at(`${key}-10T09:${String(i % 60).padStart(2, "0")}:00.000Z`, "EmailSignUpPage"));
/** n submissions on every day of June. */
const everyJuneDay = (n: number) => Array.from({ length: 30 }, (_, d) => juneDay(d + 1, n)).flat();

/** The analysis of what the database would count for these rows. */
const analyzeJune2024 = (rows: Row[]) => analyzeReport(auditReportOf(rows));
const types = (rows: Row[]) => analyzeJune2024(rows).details.potentialIssues.map((i) => i.type);

describe("June 2024 analysis", () => {
  it("counts June (UTC, 1 June inclusive to 1 July exclusive) against every record, with aliases", () => {
    const rows = [at("2024-05-31T23:59:59.999Z"), at("2024-06-01T00:00:00.000Z"), at("2024-06-30T23:59:59.999Z"), at("2024-07-01T00:00:00.000Z")];
    const { details } = analyzeJune2024(rows);
    expect(details.juneCount).toBe(2);
    expect(details.totalCount).toBe(4);
    expect(details.juneSubscribers).toBe(2);
    expect(details.totalSubscribers).toBe(4);
  });

  it("breaks June down by day (all 30 days, zero-filled), source and UTC hour", () => {
    const rows = [...juneDay(3, 2, "june_campaign", 9), ...juneDay(3, 1, null, 21), ...juneDay(30, 1, "landing_page", 0)];
    const { details } = analyzeJune2024(rows);
    expect(Object.keys(details.dailyBreakdown)).toHaveLength(30);
    expect(details.dailyBreakdown["2024-06-01"]).toBe(0);
    expect(details.dailyBreakdown["2024-06-03"]).toBe(3);
    expect(details.dailyBreakdown["2024-06-30"]).toBe(1);
    expect(details.sourceBreakdown).toEqual({ june_campaign: 2, landing_page: 1, unknown: 1 });
    expect(Object.keys(details.timePatterns)).toHaveLength(24);
    expect(details.timePatterns).toMatchObject({ "00": 1, "09": 2, "21": 1, "12": 0 });
  });

  it("uses 30 days for the daily average", () => {
    expect(analyzeJune2024(everyJuneDay(2)).details.averageDaily).toBe(2);
    expect(analyzeJune2024(juneDay(1, 15)).details.averageDaily).toBe(0.5);
  });

  it("compares months across every record", () => {
    const { details } = analyzeJune2024([...month("2024-05", 3), ...everyJuneDay(1), ...month("2025-01", 2)]);
    expect(details.monthlyComparison).toEqual({ "2024-05": 3, "2024-06": 30, "2025-01": 2 });
  });

  it("has no issues and a success status for an even, tracked June in line with other months", () => {
    const analysis = analyzeJune2024([...everyJuneDay(4), ...month("2024-05", 120), ...month("2024-07", 120)]);
    expect(analysis.details.potentialIssues).toEqual([]);
    expect(analysis.status).toBe("success");
  });

  describe("zero_submission_days (high)", () => {
    it("flags each June day without submissions", () => {
      const rows = everyJuneDay(4).filter((r) => !r.created_at.startsWith("2024-06-07") && !r.created_at.startsWith("2024-06-21"));
      const issue = analyzeJune2024(rows).details.potentialIssues.find((i) => i.type === "zero_submission_days");
      expect(issue?.severity).toBe("high");
      expect(issue?.details).toEqual({ days: ["2024-06-07", "2024-06-21"] });
      expect(issue?.message).toBe("2 days in June 2024 had no submissions at all.");
    });
    it("flags all 30 days when June is empty", () => {
      const issue = analyzeJune2024(month("2024-05", 10)).details.potentialIssues.find((i) => i.type === "zero_submission_days");
      expect((issue?.details?.days as string[]).length).toBe(30);
    });
  });

  describe("low_submission_days (medium): under 50% of the daily average", () => {
    // 29 days with 10 and one with n: average = (290 + n) / 30.
    const withOneDay = (n: number) => [...Array.from({ length: 29 }, (_, d) => juneDay(d + 1, 10)).flat(), ...juneDay(30, n)];
    it("flags a day under half the average", () => {
      // n = 4: average 9.8, threshold 4.9, 4 < 4.9.
      const issue = analyzeJune2024(withOneDay(4)).details.potentialIssues.find((i) => i.type === "low_submission_days");
      expect(issue?.severity).toBe("medium");
      expect(issue?.details).toEqual({ days: { "2024-06-30": 4 }, threshold: 4.9 });
    });
    it("does not flag a day at or above half the average", () => {
      // n = 5: average 9.83, threshold 4.92, 5 >= 4.92.
      expect(types(withOneDay(5))).not.toContain("low_submission_days");
    });
    it("leaves zero days to zero_submission_days", () => {
      expect(types(withOneDay(0))).toEqual(["zero_submission_days"]);
    });
  });

  describe("missing_source_tracking (medium)", () => {
    it("flags June submissions with an empty or missing source", () => {
      const rows = [...everyJuneDay(2), ...juneDay(5, 1, null), ...juneDay(6, 1, "")];
      const issue = analyzeJune2024(rows).details.potentialIssues.find((i) => i.type === "missing_source_tracking");
      expect(issue?.severity).toBe("medium");
      expect(issue?.details).toMatchObject({ count: 2 });
      expect(issue?.message).toBe("2 June submissions have no source recorded.");
    });
    it("ignores missing sources outside June", () => {
      expect(types([...everyJuneDay(2), at("2024-07-02T10:00:00Z", null)])).not.toContain("missing_source_tracking");
    });
  });

  describe("low_monthly_performance (high): June under 70% of the other months' average", () => {
    it("flags June below the threshold", () => {
      // Other months: 100 and 200, average 150; 70% = 105; June 90.
      const analysis = analyzeJune2024([...everyJuneDay(3), ...month("2024-04", 100), ...month("2024-08", 200)]);
      const issue = analysis.details.potentialIssues.find((i) => i.type === "low_monthly_performance");
      expect(issue?.severity).toBe("high");
      expect(issue?.details).toEqual({ juneCount: 90, otherMonthsAverage: 150, threshold: 0.7 });
      expect(issue?.message).toBe("June 2024 had 90 submissions, 60% of the 150.0 average of the other 2 months.");
      expect(analysis.status).toBe("error");
    });
    it("does not flag June at exactly 70%", () => {
      // Average 150, June 105 (not under 105).
      const rows = [...everyJuneDay(3), ...juneDay(1, 15), ...month("2024-04", 100), ...month("2024-08", 200)];
      expect(types(rows)).not.toContain("low_monthly_performance");
    });
    it("does not compare when there is no other month", () => {
      expect(types(everyJuneDay(1))).toEqual([]);
    });
  });

  it("is a warning when only medium issues exist", () => {
    const analysis = analyzeJune2024([...everyJuneDay(2), ...juneDay(3, 1, null)]);
    expect(analysis.details.potentialIssues.every((i) => i.severity === "medium")).toBe(true);
    expect(analysis.status).toBe("warning");
  });

  it("uses the spec's severities", () => {
    expect(ISSUE_SEVERITY).toEqual({
      zero_submission_days: "high",
      low_submission_days: "medium",
      missing_source_tracking: "medium",
      low_monthly_performance: "high",
    });
  });
});
