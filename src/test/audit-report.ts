// Test support: what `subscriber_audit_report` (supabase/migrations/*_subscriber_queries.sql)
// counts, computed in TypeScript over rows in memory, so the audit's rules can be unit-tested
// from rows. tests/supabase-stand-in.test.ts proves the SQL and this agree on a known data set.
import type { AuditReport, LostRecordsKey } from "~/features/audit/audit-report";
import { LOST_RECORD_SOURCES } from "~/features/audit/lost-records";
import { sourceLabel, type Subscriber } from "~/features/subscribers";

type Row = Pick<Subscriber, "created_at" | "source"> & Partial<Pick<Subscriber, "email">>;

/** subscriber_is_business_email: a domain of two or more non-empty labels, none a consumer provider. */
export function isBusinessEmail(email: string): boolean {
  const labels = email.slice(email.lastIndexOf("@") + 1).toLowerCase().split(".");
  return labels.length >= 2 && labels.every(Boolean) && !labels.some((l) => ["gmail", "yahoo", "hotmail", "outlook"].includes(l));
}

const utc = (t: number) => new Date(t).toISOString();

export function auditReportOf(rows: readonly Row[], guarantees: Partial<AuditReport["guarantees"]> = {}): AuditReport {
  const withTime = rows
    .map((r, i) => ({ ...r, email: r.email ?? `row${i}@example.com`, time: Date.parse(r.created_at), i }))
    .filter((r) => !Number.isNaN(r.time))
    .sort((a, b) => a.time - b.time || a.i - b.i);
  const months = new Map<string, number>();
  const hours = new Map<string, number>();
  const juneSources = new Map<string, number>();
  let missingSource = 0;
  const inRange = (t: number, from: string, to: string) => t >= Date.parse(from) && t < Date.parse(to);
  for (const r of withTime) {
    const m = utc(r.time).slice(0, 7);
    months.set(m, (months.get(m) ?? 0) + 1);
    if (!inRange(r.time, "2024-06-01T00:00:00Z", "2024-07-01T00:00:00Z")) continue;
    const h = utc(r.time).slice(0, 13);
    hours.set(h, (hours.get(h) ?? 0) + 1);
    const s = sourceLabel(r.source);
    juneSources.set(s, (juneSources.get(s) ?? 0) + 1);
    if (!r.source || !r.source.trim()) missingSource++;
  }
  const search = (key: LostRecordsKey, keep: (r: (typeof withTime)[number]) => boolean) => {
    const found = withTime.filter(keep);
    return { key, count: found.length, records: found.slice(0, 10).map((r) => ({ email: r.email, created_at: r.created_at, source: r.source })) };
  };
  const sources = new Set<string>(LOST_RECORD_SOURCES);
  return {
    total: withTime.length,
    months: [...months].sort().map(([month, count]) => ({ month, count })),
    june: {
      hours: [...hours].sort().map(([hour, count]) => ({ hour, count })),
      sources: [...juneSources].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([source, count]) => ({ source, count })),
      missingSource,
    },
    lost: [
      search("june", (r) => inRange(r.time, "2024-06-01T00:00:00Z", "2024-07-01T00:00:00Z")),
      search("wide", (r) => inRange(r.time, "2024-05-25T00:00:00Z", "2024-07-06T00:00:00Z")),
      search("sources", (r) => r.source !== null && sources.has(r.source)),
      search("business", (r) => isBusinessEmail(r.email)),
    ],
    guarantees: { emailShapeChecked: true, emailLengthChecked: true, emailUniqueIgnoringCase: true, ...guarantees },
  };
}
