import type { SupabaseClient } from "@supabase/supabase-js";
import { filterArgs, pageArgs, SUBSCRIBER_STATUSES, type ListFilters, type SubscriberStatus } from "./list-query";

/**
 * The team list's calls: one rpc each (supabase/migrations/20261128000100_team_reads.sql). The
 * database checks the team rule (admin, second factor) inside every one of them; anyone else
 * gets no row and zero counts.
 */
export const LIST_RPC = {
  page: "subscriber_list_page",
  total: "subscriber_list_total",
  stats: "subscriber_stats",
  exportRows: "subscriber_export_rows",
} as const;

/** A row of the list as `subscriber_list_page` answers it. */
export type ListRow = {
  id: string;
  email: string;
  /** May be null or empty: shown as unknown. */
  source: string | null;
  /** ISO 8601 timestamp (timestamptz): the first sign-up. */
  created_at: string;
  status: SubscriberStatus;
  /** The sign-up page's language; null for sign-ups before 2026-11-25. */
  lang: string | null;
  /** When the link was followed; null while pending, and for rows from before double opt-in. */
  confirmed_at: string | null;
};

/** Confirmed, pending and unsubscribed counts. */
export type StatusCounts = Record<SubscriberStatus, number>;

/** The list's stats (spec part 2 §3), as `subscriber_stats` counts them: subscribers are confirmed rows. */
export type ListStats = {
  /** Confirmed subscribers (Total Subscribers). */
  total: number;
  /** Confirmed subscribers who signed up in the last 30 / 7 days. */
  recent30Days: number;
  recent7Days: number;
  /** Every row by state, for the line under the cards and the Status filter's totals. */
  statuses: StatusCounts;
  /**
   * Source label ('unknown' for a missing source) and its confirmed count, most first (ties: the
   * id that sorts first), with its pending and unsubscribed rows apart; a source with only
   * pending or unsubscribed rows is listed too, last.
   */
  sources: ({ source: string; count: number } & Omit<StatusCounts, "confirmed">)[];
  /** 'YYYY-MM' (UTC) and its confirmed count (pending and unsubscribed apart), in calendar order. */
  months: ({ month: string; count: number } & Omit<StatusCounts, "confirmed">)[];
  /** The source with the most confirmed subscribers; null when none has any. */
  topSource: string | null;
};

export type ListPage = { rows: ListRow[] };

/** How many rows the filters match: exact up to 1,000, the database's estimate beyond (see `exact`). */
export type ListTotal = { value: number; exact: boolean };

type Failure = { message?: string } | null;
function fail(error: Failure): never {
  throw new Error(error?.message || "Unknown error");
}

type QueryContext = { now: number; knownSources: readonly string[]; signal?: AbortSignal };

/** Runs one rpc (cancellable), or throws its error as words. */
async function call<T>(client: SupabaseClient, fn: string, args: object, signal?: AbortSignal): Promise<T> {
  let request = client.rpc(fn, args);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) fail(error);
  return data as T;
}

/**
 * One page of the rows the filters match, in the chosen sort: one request, without a count. The
 * total is asked apart (`fetchListTotal`), once per change of the filters: a sort or a page
 * doesn't change it, and the rows needn't wait for a count of thousands of matches.
 */
export async function fetchListPage(client: SupabaseClient, filters: ListFilters, page: number, { now, knownSources, signal }: QueryContext): Promise<ListPage> {
  const rows = await call<ListRow[] | null>(client, LIST_RPC.page, pageArgs(filters, page, now, knownSources), signal);
  return { rows: rows ?? [] };
}

/** How many rows the filters match: exact up to 1,000, the planner's estimate beyond. */
export async function fetchListTotal(client: SupabaseClient, filters: ListFilters, { now, knownSources, signal }: QueryContext): Promise<ListTotal> {
  const total = await call<{ value: number; exact: boolean } | null>(client, LIST_RPC.total, filterArgs(filters, now, knownSources), signal);
  return { value: Number(total?.value ?? 0), exact: total?.exact !== false };
}

/** The exact number of rows the filters match (every match counted): on request only. */
export async function countListRows(client: SupabaseClient, filters: ListFilters, { now, knownSources, signal }: QueryContext): Promise<number> {
  const total = await call<{ value: number } | null>(client, LIST_RPC.total, { ...filterArgs(filters, now, knownSources), exact_count: true }, signal);
  return Number(total?.value ?? 0);
}

type Counts = { count?: number | string; pending?: number | string; unsubscribed?: number | string };
type StatsRow = {
  total?: number | string;
  recent30Days?: number | string;
  recent7Days?: number | string;
  statuses?: Partial<Record<SubscriberStatus, number | string>>;
  sources?: ({ source: string } & Counts)[];
  months?: ({ month: string } & Counts)[];
};

/** The four stats, the states, the source breakdown and the monthly counts in one request. */
export async function fetchListStats(client: SupabaseClient, includeTestData: boolean, signal?: AbortSignal): Promise<ListStats> {
  return toListStats(await call<StatsRow>(client, LIST_RPC.stats, { include_test_data: includeTestData }, signal));
}

const num = (v: number | string | undefined) => Number(v ?? 0) || 0;

/** The rpc's answer as the page shows it (numbers as numbers, the top source named). */
export function toListStats(row: StatsRow | null): ListStats {
  const r = row ?? {};
  const sources = (r.sources ?? []).map((s) => ({ source: s.source, count: num(s.count), pending: num(s.pending), unsubscribed: num(s.unsubscribed) }));
  const statuses = Object.fromEntries(SUBSCRIBER_STATUSES.map((s) => [s, num(r.statuses?.[s])])) as StatusCounts;
  return {
    total: num(r.total),
    recent30Days: num(r.recent30Days),
    recent7Days: num(r.recent7Days),
    statuses,
    sources,
    months: (r.months ?? []).map((m) => ({ month: m.month, count: num(m.count), pending: num(m.pending), unsubscribed: num(m.unsubscribed) })),
    topSource: sources[0] && sources[0].count > 0 ? sources[0].source : null,
  };
}

/** A source's rows in one state (the Status filter's), or in all of them. */
export function countOf(counts: { count: number } & Omit<StatusCounts, "confirmed">, status: SubscriberStatus | "all"): number {
  if (status === "all") return counts.count + counts.pending + counts.unsubscribed;
  return status === "confirmed" ? counts.count : counts[status];
}
