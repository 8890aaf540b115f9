import { JUNE_2024 } from "~/features/subscribers";
import type { AuditReport } from "./audit-report";
import type { AuditStatus, JuneAnalysis, PotentialIssue, PotentialIssueType, Severity } from "./types";

/** Spec part 2 §9. */
export const JUNE_DAYS = JUNE_2024.days;
export const LOW_DAY_RATIO = 0.5;
export const LOW_MONTH_RATIO = 0.7;
export const JUNE_MONTH = JUNE_2024.month;

export const ISSUE_SEVERITY: Record<PotentialIssueType, Severity> = {
  zero_submission_days: "high",
  low_submission_days: "medium",
  missing_source_tracking: "medium",
  low_monthly_performance: "high",
};

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The June 2024 analysis over the database's counts (UTC calendar, like the date filter). June
 * counts as 30 days: the daily average is juneCount / 30. A day without submissions is a
 * zero_submission_days issue (high); a day with some, but under 50% of the average, is a
 * low_submission_days issue (medium); June submissions without a source are
 * missing_source_tracking (medium); June under 70% of the average of the other months that
 * have records is low_monthly_performance (high). Status: error with a high-severity issue,
 * warning with only medium ones, success without issues.
 */
export function analyzeJune2024(report: Pick<AuditReport, "total" | "months" | "june">): JuneAnalysis {
  const dailyBreakdown: Record<string, number> = {};
  for (let day = 1; day <= JUNE_DAYS; day++) dailyBreakdown[`2024-06-${String(day).padStart(2, "0")}`] = 0;
  const timePatterns: Record<string, number> = {};
  for (let h = 0; h < 24; h++) timePatterns[String(h).padStart(2, "0")] = 0;
  let juneCount = 0;
  for (const { hour, count } of report.june.hours) {
    const day = hour.slice(0, 10);
    if (!(day in dailyBreakdown)) continue;
    dailyBreakdown[day] = (dailyBreakdown[day] ?? 0) + count;
    const h = hour.slice(11, 13);
    timePatterns[h] = (timePatterns[h] ?? 0) + count;
    juneCount += count;
  }
  const missingSource = report.june.missingSource;

  const averageDaily = juneCount / JUNE_DAYS;
  const potentialIssues: PotentialIssue[] = [];
  const days = Object.entries(dailyBreakdown);

  const zeroDays = days.filter(([, n]) => n === 0).map(([d]) => d);
  if (zeroDays.length > 0) {
    potentialIssues.push({
      type: "zero_submission_days",
      severity: ISSUE_SEVERITY.zero_submission_days,
      message: `${plural(zeroDays.length, "day")} in June 2024 had no submissions at all.`,
      details: { days: zeroDays },
    });
  }

  const threshold = averageDaily * LOW_DAY_RATIO;
  const lowDays = days.filter(([, n]) => n > 0 && n < threshold);
  if (lowDays.length > 0) {
    potentialIssues.push({
      type: "low_submission_days",
      severity: ISSUE_SEVERITY.low_submission_days,
      message: `${plural(lowDays.length, "day")} had fewer than half the daily average of ${averageDaily.toFixed(1)} submissions.`,
      details: { days: Object.fromEntries(lowDays), threshold: round(threshold) },
    });
  }

  if (missingSource > 0) {
    potentialIssues.push({
      type: "missing_source_tracking",
      severity: ISSUE_SEVERITY.missing_source_tracking,
      message: `${plural(missingSource, "June submission")} ${missingSource === 1 ? "has" : "have"} no source recorded.`,
      details: { count: missingSource, share: juneCount ? round((missingSource / juneCount) * 100) : 0 },
    });
  }

  const others = report.months.filter((m) => m.month !== JUNE_MONTH && m.count > 0).map((m) => m.count);
  const otherMonthsAverage = others.length ? others.reduce((a, b) => a + b, 0) / others.length : null;
  if (otherMonthsAverage !== null && juneCount < otherMonthsAverage * LOW_MONTH_RATIO) {
    potentialIssues.push({
      type: "low_monthly_performance",
      severity: ISSUE_SEVERITY.low_monthly_performance,
      message: `June 2024 had ${plural(juneCount, "submission")}, ${Math.round((juneCount / otherMonthsAverage) * 100)}% of the ${otherMonthsAverage.toFixed(1)} average of the other ${plural(others.length, "month")}.`,
      details: { juneCount, otherMonthsAverage: round(otherMonthsAverage), threshold: LOW_MONTH_RATIO },
    });
  }

  const status: AuditStatus = potentialIssues.some((i) => i.severity === "high")
    ? "error"
    : potentialIssues.length
      ? "warning"
      : "success";

  return {
    status,
    details: {
      juneCount,
      totalCount: report.total,
      juneSubscribers: juneCount,
      totalSubscribers: report.total,
      averageDaily: round(averageDaily),
      dailyBreakdown,
      sourceBreakdown: Object.fromEntries(report.june.sources.map((s) => [s.source, s.count])),
      timePatterns,
      potentialIssues,
      monthlyComparison: Object.fromEntries([...report.months].sort((a, b) => (a.month < b.month ? -1 : 1)).map((m) => [m.month, m.count])),
    },
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
