import { DAY_MS, JUNE_2024, UNKNOWN_SOURCE } from "~/features/subscribers";
import { sourceName } from "~/content/subscriber-sources";

/**
 * The list's filters as the database reads them (spec part 2 §5, issue 42's states). Every
 * question is one rpc with the same named filter arguments (supabase/migrations/
 * 20261128000100_team_reads.sql), whatever the list's size:
 *
 *   subscriber_list_page(filters, sort_by, page_offset, page_limit)   one page of rows
 *   subscriber_list_total(filters[, exact_count])                     how many rows match
 *   subscriber_export_rows(filters, newest_first, cursor, batch_size) the CSV, by keyset
 *
 * where the filters are search_text (the e-mail contains it, every character literal),
 * search_sources (the source keys whose id or readable name contains it: only the page knows the
 * names), created_from / created_before, source_filter ('unknown' or one id), status_filter
 * (all, confirmed, pending, unsubscribed) and include_test_data.
 */

export const DATE_RANGES = ["all", "7days", "30days", "90days", "june2024"] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const SORT_OPTIONS = ["newest", "oldest", "email", "source"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** A subscriber's state (issue 42): signed up, followed the link, left. */
export const SUBSCRIBER_STATUSES = ["confirmed", "pending", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/** The Status filter's options, in the panel's order. */
export const STATUS_FILTERS = ["all", ...SUBSCRIBER_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export type ListFilters = {
  search: string;
  dateRange: DateRange;
  /** 'all', 'unknown' (a missing, blank or 'unknown' source) or one source id. */
  source: string;
  /**
   * Confirmed by default: the list, its count and the CSV are the people who said yes; pending
   * and unsubscribed rows are one switch away, never mixed in unasked.
   */
  status: StatusFilter;
  sort: SortOption;
  /** The audit's test sign-ups (audit_test, flow_test, duplicate_test_*) are counted and listed. */
  includeTestData: boolean;
};

export const DEFAULT_FILTERS: ListFilters = { search: "", dateRange: "all", source: "all", status: "confirmed", sort: "newest", includeTestData: true };

/** Rows per page of the table. */
export const PAGE_SIZE = 50;

/** `subscriber_list_total` counts exactly up to here and answers the planner's estimate beyond. */
export const EXACT_COUNT_LIMIT = 1000;

/** The [from, to) window of a date-range option in epoch ms (null: open); null for 'all'. */
export function dateRangeWindow(range: DateRange, now: number): { from: number; to: number | null } | null {
  switch (range) {
    case "all":
      return null;
    case "7days":
      return { from: now - 7 * DAY_MS, to: null };
    case "30days":
      return { from: now - 30 * DAY_MS, to: null };
    case "90days":
      return { from: now - 90 * DAY_MS, to: null };
    case "june2024":
      return { from: JUNE_2024.start, to: JUNE_2024.end };
  }
}

/** Clear Filters has something to reset: search, date range, source, status or sort (the test-data switch stays). */
export function hasActiveFilters(filters: ListFilters): boolean {
  return narrowsRows(filters) || filters.status !== DEFAULT_FILTERS.status || filters.sort !== "newest";
}

/** True when search, date range or source narrow the rows (the status picks which rows; the sort orders them). */
export function narrowsRows(filters: ListFilters): boolean {
  return filters.search.trim() !== "" || filters.dateRange !== "all" || filters.source !== "all";
}

export type SearchTerms = {
  /** The text the e-mail must contain, trimmed (the database matches it literally, in any letter case). */
  text: string;
  /**
   * The sources the text matches, as source keys (lower case, 'unknown' for every missing
   * source): those whose id or readable name contains it ("sign-up page" finds EmailSignUpPage,
   * "unkn" the rows without a source). The stats list every source, so this is exact.
   */
  sourceKeys: string[];
};

/**
 * What a search looks for: the e-mail containing the text in any letter case, or a source whose
 * id or readable name contains it. `knownSources` are the source labels the stats counted; null
 * for an empty search.
 */
export function searchTerms(search: string, knownSources: readonly string[]): SearchTerms | null {
  const text = search.trim();
  if (!text) return null;
  const lower = text.toLowerCase();
  const keys = new Set<string>();
  for (const id of [...knownSources, UNKNOWN_SOURCE]) {
    if (id.toLowerCase().includes(lower) || sourceName(id).toLowerCase().includes(lower)) keys.add(id.toLowerCase());
  }
  return { text, sourceKeys: [...keys].sort() };
}

/** The filter arguments every list rpc takes (named as in the SQL functions). */
export type FilterArgs = {
  search_text: string | null;
  search_sources: string[] | null;
  created_from: string | null;
  created_before: string | null;
  source_filter: string | null;
  status_filter: StatusFilter;
  include_test_data: boolean;
};

/** The filters as the rpcs' arguments: the date range as ISO times, the search with the sources it names. */
export function filterArgs(filters: ListFilters, now: number, knownSources: readonly string[]): FilterArgs {
  const terms = searchTerms(filters.search, knownSources);
  const window = dateRangeWindow(filters.dateRange, now);
  return {
    search_text: terms?.text ?? null,
    search_sources: terms?.sourceKeys.length ? terms.sourceKeys : null,
    created_from: window ? new Date(window.from).toISOString() : null,
    created_before: window && window.to !== null ? new Date(window.to).toISOString() : null,
    source_filter: filters.source === "all" ? null : filters.source,
    status_filter: filters.status,
    include_test_data: filters.includeTestData,
  };
}

/** `subscriber_list_page`'s arguments: the filters, the sort and one page. */
export function pageArgs(filters: ListFilters, page: number, now: number, knownSources: readonly string[]) {
  return { ...filterArgs(filters, now, knownSources), sort_by: filters.sort, page_offset: page * PAGE_SIZE, page_limit: PAGE_SIZE };
}

/**
 * The filters as `subscriber_export_rows`' arguments, and the date window the export's slices
 * are cut to. The file is in date order: newest first, or oldest first when the list is.
 */
export function exportFilterArgs(filters: ListFilters, now: number, knownSources: readonly string[]) {
  const { created_from: _from, created_before: _before, ...args } = filterArgs(filters, now, knownSources);
  return { ...args, newest_first: filters.sort !== "oldest", window: dateRangeWindow(filters.dateRange, now) };
}
