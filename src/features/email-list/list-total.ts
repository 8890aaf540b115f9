import { countOf, type ListStats, type ListTotal } from "./list-api";
import { narrowsRows, PAGE_SIZE, SUBSCRIBER_STATUSES, type ListFilters } from "./list-query";

/**
 * The stats count this total exactly: the whole list in one state or all of them (with or
 * without test data), or one source of it. Anything else (a search, a date range) only the
 * database can count.
 */
export function statsCountTotal(filters: ListFilters): boolean {
  return !narrowsRows(filters) || (filters.source !== "all" && !filters.search.trim() && filters.dateRange === "all");
}

/** The stats' count for filters they can count (`statsCountTotal`). */
export function statsTotal(stats: ListStats, filters: ListFilters): number {
  if (!narrowsRows(filters)) {
    return filters.status === "all" ? SUBSCRIBER_STATUSES.reduce((n, s) => n + stats.statuses[s], 0) : stats.statuses[filters.status];
  }
  const source = stats.sources.find((x) => x.source === filters.source);
  return source ? countOf(source, filters.status) : 0;
}

/** What is known, for the filters on screen, to say how many rows they match. */
export type TotalSources = {
  filters: ListFilters;
  stats: ListStats | null;
  /** The page on screen, when it is the answer to these filters: its number and its row count. */
  shown: { page: number; rows: number } | null;
  /** `subscriber_list_total` for these filters, once answered. */
  estimate: ListTotal | null;
  /** The exact count the team asked for, for these filters. */
  counted: number | null;
};

/**
 * The total the count line shows, or null while it is unknown (the rows may come first):
 *   - from the stats when they count it (exact);
 *   - counted exactly on request;
 *   - from the page itself when it isn't full (it is the last one, so the total is exact);
 *   - the database's estimate, never below the rows already shown.
 */
export function listTotal({ filters, stats, shown, estimate, counted }: TotalSources): ListTotal | null {
  if (stats && statsCountTotal(filters)) return { value: statsTotal(stats, filters), exact: true };
  if (counted !== null) return { value: counted, exact: true };
  const seen = shown ? shown.page * PAGE_SIZE + shown.rows : 0;
  if (shown && shown.rows < PAGE_SIZE && (shown.rows > 0 || shown.page === 0)) return { value: seen, exact: true };
  if (estimate) return { value: Math.max(estimate.value, seen), exact: estimate.exact };
  return null;
}
