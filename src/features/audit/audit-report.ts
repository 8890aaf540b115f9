import type { SupabaseClient } from "@supabase/supabase-js";
import { SUBSCRIBER_RPC } from "~/features/subscribers";
import type { LostRecord } from "./types";

export type LostRecordsKey = "june" | "wide" | "sources" | "business";

/**
 * What `subscriber_audit_report` counts in the database (one request, whatever the list's size):
 * every month's sign-ups, June 2024 per hour with its sources, the four lost-records searches
 * (count and the 10 oldest records each), and whether the table's own rules guarantee the
 * stored addresses. The audit's rules run over these numbers (june-analysis, lost-records).
 */
export type AuditReport = {
  total: number;
  /** 'YYYY-MM' (UTC) and count, every month with sign-ups. */
  months: { month: string; count: number }[];
  june: {
    /** 'YYYY-MM-DDTHH' (UTC) and count; hours without sign-ups are absent. */
    hours: { hour: string; count: number }[];
    /** Source label ('unknown' for a missing source) and count. */
    sources: { source: string; count: number }[];
    /** June sign-ups stored without a source (missing or blank). */
    missingSource: number;
  };
  lost: { key: LostRecordsKey; count: number; records: LostRecord[] }[];
  guarantees: {
    /** The table's validated check that every address matches the sign-up pattern. */
    emailShapeChecked: boolean;
    /** The table's validated check that every address has at most 254 characters. */
    emailLengthChecked: boolean;
    /** A valid unique index on lower(email): no address can be stored twice. */
    emailUniqueIgnoringCase: boolean;
  };
};

export async function fetchAuditReport(client: SupabaseClient): Promise<AuditReport> {
  const { data, error } = await client.rpc(SUBSCRIBER_RPC.auditReport);
  if (error) throw new Error(error.message || "Unknown error");
  const r = data as AuditReport;
  const num = (n: unknown) => Number(n ?? 0);
  return {
    total: num(r.total),
    months: (r.months ?? []).map((m) => ({ month: m.month, count: num(m.count) })),
    june: {
      hours: (r.june?.hours ?? []).map((h) => ({ hour: h.hour, count: num(h.count) })),
      sources: (r.june?.sources ?? []).map((s) => ({ source: s.source, count: num(s.count) })),
      missingSource: num(r.june?.missingSource),
    },
    lost: (r.lost ?? []).map((l) => ({ key: l.key, count: num(l.count), records: l.records ?? [] })),
    guarantees: {
      emailShapeChecked: Boolean(r.guarantees?.emailShapeChecked),
      emailLengthChecked: Boolean(r.guarantees?.emailLengthChecked),
      emailUniqueIgnoringCase: Boolean(r.guarantees?.emailUniqueIgnoringCase),
    },
  };
}
