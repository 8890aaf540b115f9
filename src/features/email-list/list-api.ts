import type { SupabaseClient } from "@supabase/supabase-js";
import { SUBSCRIBER_COLUMNS, SUBSCRIBER_LIST_VIEW, SUBSCRIBER_RPC, type Subscriber } from "~/features/subscribers";
import { applyFilters, applyOrder, EXACT_COUNT_LIMIT, PAGE_SIZE, type ListFilterBuilder, type ListFilters } from "./list-query";

/** The list's stats (spec part 2 §3), as `subscriber_stats` counts them. */
export type ListStats = {
  total: number;
  recent30Days: number;
  recent7Days: number;
  /** Source label ('unknown' for a missing source) and count, most frequent first. */
  sources: { source: string; count: number }[];
  /** 'YYYY-MM' (UTC) and count, in calendar order; months without sign-ups are absent. */
  months: { month: string; count: number }[];
  /** The most frequent source; null for an empty list. Ties go to the id that sorts first. */
  topSource: string | null;
};

export type ListPage = { rows: Subscriber[] };

/** How many rows the filters match: exact up to 1,000, the database's estimate beyond (see `exact`). */
export type ListTotal = { value: number; exact: boolean };

type Result = { data: unknown; error: { message?: string } | null; count: number | null };
/** supabase-js's filter builder, as far as the list uses it (awaitable: it runs the request). */
interface Builder extends ListFilterBuilder<Builder>, PromiseLike<Result> {
  range(from: number, to: number): Builder;
  abortSignal(signal: AbortSignal): Builder;
}

type Failure = { message?: string } | null;
function fail(error: Failure): never {
  throw new Error(error?.message || "Unknown error");
}

type QueryContext = { now: number; knownSources: readonly string[]; signal?: AbortSignal };

/**
 * One page of the rows the filters match, in the chosen sort: one request, without a count. The
 * total is asked apart (`fetchListTotal`), once per change of the filters: a sort or a page
 * doesn't change it, and the rows needn't wait for a count of thousands of matches.
 */
export async function fetchListPage(client: SupabaseClient, filters: ListFilters, page: number, { now, knownSources, signal }: QueryContext): Promise<ListPage> {
  // supabase-js's builder types are too deep to pass through generics: the list sees its own interface.
  const base = client.from(SUBSCRIBER_LIST_VIEW).select(SUBSCRIBER_COLUMNS) as unknown as Builder;
  let query = applyOrder(applyFilters(base, filters, now, knownSources), filters.sort).range(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) fail(error);
  return { rows: (data ?? []) as unknown as Subscriber[] };
}

/** How many rows the filters match (`count=estimated`, no rows): exact up to 1,000, the planner's estimate beyond. */
export async function fetchListTotal(client: SupabaseClient, filters: ListFilters, { now, knownSources, signal }: QueryContext): Promise<ListTotal> {
  let query = applyFilters(client.from(SUBSCRIBER_LIST_VIEW).select("id", { count: "estimated", head: true }) as unknown as Builder, filters, now, knownSources);
  if (signal) query = query.abortSignal(signal);
  const { error, count } = await query;
  if (error) fail(error);
  const value = count ?? 0;
  return { value, exact: value <= EXACT_COUNT_LIMIT };
}

/** The exact number of rows the filters match (`count=exact`, no rows): on request only. */
export async function countListRows(client: SupabaseClient, filters: ListFilters, { now, knownSources, signal }: QueryContext): Promise<number> {
  let query = applyFilters(client.from(SUBSCRIBER_LIST_VIEW).select("id", { count: "exact", head: true }) as unknown as Builder, filters, now, knownSources);
  if (signal) query = query.abortSignal(signal);
  const { error, count } = await query;
  if (error) fail(error);
  return count ?? 0;
}

type StatsRow = {
  total: number;
  recent30Days: number;
  recent7Days: number;
  sources: { source: string; count: number }[];
  months: { month: string; count: number }[];
};

/** The four stats, the source breakdown and the monthly counts in one request. */
export async function fetchListStats(client: SupabaseClient, includeTestData: boolean, signal?: AbortSignal): Promise<ListStats> {
  let call = client.rpc(SUBSCRIBER_RPC.stats, { include_test_data: includeTestData });
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error) fail(error);
  return toListStats(data as StatsRow);
}

/** The rpc's answer as the page shows it (numbers as numbers, the top source named). */
export function toListStats(row: StatsRow): ListStats {
  const sources = (row.sources ?? []).map((s) => ({ source: s.source, count: Number(s.count) }));
  return {
    total: Number(row.total ?? 0),
    recent30Days: Number(row.recent30Days ?? 0),
    recent7Days: Number(row.recent7Days ?? 0),
    sources,
    months: (row.months ?? []).map((m) => ({ month: m.month, count: Number(m.count) })),
    topSource: sources[0]?.source ?? null,
  };
}
