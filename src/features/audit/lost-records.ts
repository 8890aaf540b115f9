import type { AuditReport, LostRecordsKey } from "./audit-report";
import type { LostRecord, LostRecordSearch, LostRecordsAnalysis } from "./types";

/** Sources seen in the audit searches (spec part 2 §3); subscriber_audit_report searches these. */
export const LOST_RECORD_SOURCES = [
  "june_campaign",
  "summer_launch",
  "newsletter_signup",
  "landing_page",
  "audit_test",
  "duplicate_test_1",
  "duplicate_test_2",
  "flow_test",
] as const;

/** The lost-records card shows at most this many records per search. */
export const MAX_RECORDS_SHOWN = 10;

/** Each search's name and what it looks for (the database runs it: subscriber_audit_report). */
export const LOST_RECORD_SEARCHES: Record<LostRecordsKey, { name: string; description: string }> = {
  june: { name: "June 2024", description: "Sign-ups created from 1 to 30 June 2024 (UTC)." },
  wide: { name: "25 May – 5 July 2024", description: "A wider window around June, for sign-ups stored with a shifted date or time zone." },
  sources: { name: "Campaign and test sources", description: `Sign-ups whose source is one of ${LOST_RECORD_SOURCES.join(", ")}.` },
  business: { name: "Business domains", description: "Sign-ups from company addresses (leaving out gmail, yahoo, hotmail and outlook)." },
};

/**
 * The searches for sign-ups that went missing from the usual views: June 2024, the weeks around
 * it (25 May to 5 July 2024, in case of clock or time-zone drift), campaign and test sources,
 * and business domains. Each with its count and its 10 oldest records, from the database.
 */
export function analyzeLostRecords(report: Pick<AuditReport, "total" | "lost">): LostRecordsAnalysis {
  const order: LostRecordsKey[] = ["june", "wide", "sources", "business"];
  const searches: LostRecordSearch[] = order.map((key) => {
    const found = report.lost.find((l) => l.key === key);
    return { ...LOST_RECORD_SEARCHES[key], count: found?.count ?? 0, data: (found?.records ?? []).slice(0, MAX_RECORDS_SHOWN) };
  });
  return {
    status: report.total > 0 ? "success" : "warning",
    details: {
      totalRecordsAnalyzed: report.total,
      searchSummary: searches.map(({ name, count }) => ({ name, count })),
      searches,
    },
  };
}

/** The records a search shows (at most 10) and how many more there are. */
export function visibleRecords(s: LostRecordSearch): { shown: LostRecord[]; more: number } {
  const shown = s.data.slice(0, MAX_RECORDS_SHOWN);
  return { shown, more: Math.max(0, s.count - shown.length) };
}
