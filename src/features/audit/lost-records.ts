import type { Subscriber } from "~/features/email-list/types";
import type { LostRecord, LostRecordSearch, LostRecordsAnalysis } from "./types";

/** Sources seen in the audit searches (spec part 2, section 3). */
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

/** Consumer mail providers the business-domain search leaves out. */
export const CONSUMER_DOMAINS = ["gmail", "yahoo", "hotmail", "outlook"] as const;

/** The lost-records card shows at most this many records per search. */
export const MAX_RECORDS_SHOWN = 10;

const WIDE_START = Date.UTC(2024, 4, 25);
/** 5 July counts in whole: up to 6 July 00:00 UTC, exclusive. */
const WIDE_END = Date.UTC(2024, 6, 6);
const JUNE_START = Date.UTC(2024, 5, 1);
const JUNE_END = Date.UTC(2024, 6, 1);

/** True when the address's domain is not a consumer provider (gmail, yahoo, hotmail, outlook). */
export function isBusinessDomain(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const labels = email.slice(at + 1).toLowerCase().split(".");
  if (labels.length < 2 || labels.some((l) => !l)) return false;
  return !labels.some((l) => (CONSUMER_DOMAINS as readonly string[]).includes(l));
}

type Indexed = { rec: LostRecord; time: number };

function search(name: string, description: string, rows: Indexed[], keep: (r: Indexed) => boolean): LostRecordSearch {
  const data = rows.filter(keep).map((r) => r.rec);
  return { name, description, count: data.length, data };
}

/**
 * Looks for sign-ups that went missing from the usual views: June 2024, the weeks around it
 * (25 May to 5 July 2024, in case of clock or time-zone drift), campaign and test sources,
 * and business domains. Runs over every record; each search's records oldest first.
 */
export function analyzeLostRecords(rows: readonly Pick<Subscriber, "email" | "created_at" | "source">[]): LostRecordsAnalysis {
  const indexed: Indexed[] = rows
    .map((r) => ({ rec: { email: r.email, created_at: r.created_at, source: r.source }, time: Date.parse(r.created_at) }))
    .sort((a, b) => a.time - b.time);
  const sources = new Set<string>(LOST_RECORD_SOURCES);
  const searches = [
    search("June 2024", "Sign-ups created from 1 to 30 June 2024 (UTC).", indexed, (r) => r.time >= JUNE_START && r.time < JUNE_END),
    search(
      "25 May – 5 July 2024",
      "A wider window around June, for sign-ups stored with a shifted date or time zone.",
      indexed,
      (r) => r.time >= WIDE_START && r.time < WIDE_END,
    ),
    search(
      "Campaign and test sources",
      `Sign-ups whose source is one of ${LOST_RECORD_SOURCES.join(", ")}.`,
      indexed,
      (r) => r.rec.source !== null && sources.has(r.rec.source),
    ),
    search(
      "Business domains",
      "Sign-ups from company addresses (leaving out gmail, yahoo, hotmail and outlook).",
      indexed,
      (r) => isBusinessDomain(r.rec.email),
    ),
  ];
  return {
    status: rows.length > 0 ? "success" : "warning",
    details: {
      totalRecordsAnalyzed: rows.length,
      searchSummary: searches.map(({ name, count }) => ({ name, count })),
      searches,
    },
  };
}

/** The records a search shows (at most 10) and how many more there are. */
export function visibleRecords(s: LostRecordSearch): { shown: LostRecord[]; more: number } {
  return { shown: s.data.slice(0, MAX_RECORDS_SHOWN), more: Math.max(0, s.data.length - MAX_RECORDS_SHOWN) };
}

/** '... and N more records' */
export function moreRecordsText(more: number): string {
  return `... and ${more.toLocaleString("en-US")} more records`;
}
