import { DAY_MS, JUNE_2024, UNKNOWN_SOURCE } from "~/features/subscribers";
import { sourceName } from "~/content/subscriber-sources";

/**
 * The list's filters as the database reads them (spec part 2 §5). Every change becomes
 * one PostgREST request on the `subscriber_list` view, whatever the list's size:
 *
 *   search     or=(email.ilike.*q*[,source_key.in.(…)])   (sources: those whose id or name contains q)
 *   date range created_at=gte.<from>[&created_at=lt.<to>]
 *   source     source_key=eq.<id lower-cased>&source=eq.<id>   (unknown: source_key=eq.unknown)
 *   test data  is_test=is.false when hidden
 *   sort       order=created_at.desc,id.desc | created_at.asc,id.asc | email_key.asc | source_key.asc,created_at.desc,id.desc
 *   page       offset/limit (supabase-js `.range()`), Prefer: count=estimated
 *
 * The CSV export sends the same filters to `subscriber_export_rows` (exportFilterArgs).
 */

export const DATE_RANGES = ["all", "7days", "30days", "90days", "june2024"] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const SORT_OPTIONS = ["newest", "oldest", "email", "source"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export type ListFilters = {
  search: string;
  dateRange: DateRange;
  /** 'all', 'unknown' (a missing, blank or 'unknown' source) or one source id. */
  source: string;
  sort: SortOption;
  /** The audit's test sign-ups (audit_test, flow_test, duplicate_test_*) are counted and listed. */
  includeTestData: boolean;
};

export const DEFAULT_FILTERS: ListFilters = { search: "", dateRange: "all", source: "all", sort: "newest", includeTestData: true };

/** Rows per page of the table. */
export const PAGE_SIZE = 50;

/** Supabase's max-rows: `count=estimated` is exact up to here and the planner's estimate beyond. */
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

/** Clear Filters has something to reset: search, date range, source or sort (the test-data switch stays). */
export function hasActiveFilters(filters: ListFilters): boolean {
  return filters.search.trim() !== "" || filters.dateRange !== "all" || filters.source !== "all" || filters.sort !== "newest";
}

/** True when the filters narrow the rows (the sort doesn't). */
export function narrowsRows(filters: ListFilters): boolean {
  return filters.search.trim() !== "" || filters.dateRange !== "all" || filters.source !== "all";
}

/** `%`, `_` and `\` match themselves in an ILIKE pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A value inside a PostgREST logic tree or list, double-quoted so commas and parentheses stay in it. */
export function quoteValue(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export type SearchTerms = {
  /**
   * The e-mail's ILIKE pattern: `%text%` with the text's own `%`, `_` and `\` escaped. A `*` stays
   * a wildcard, as PostgREST reads it in `ilike` (it can't express a literal `*`), so the list and
   * the export agree.
   */
  pattern: string;
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
  return { pattern: `%${likeEscape(text).replace(/\*/g, "%")}%`, sourceKeys: [...keys].sort() };
}

/** The `or=(…)` tree of a search, in PostgREST's syntax (ILIKE's `%` written as `*`). */
export function searchFilter(terms: SearchTerms): string {
  // PostgREST writes ILIKE's % as *; an escaped \% stays escaped.
  const like = quoteValue(terms.pattern.replace(/(\\.)|%/g, (_m, escaped: string | undefined) => escaped ?? "*"));
  const parts = [`email.ilike.${like}`];
  if (terms.sourceKeys.length) parts.push(`source_key.in.(${terms.sourceKeys.map(quoteValue).join(",")})`);
  return parts.join(",");
}

/** The part of supabase-js's filter builder the list uses. */
export interface ListFilterBuilder<T> {
  is(column: string, value: boolean | null): T;
  eq(column: string, value: string): T;
  gte(column: string, value: string): T;
  lt(column: string, value: string): T;
  or(filters: string): T;
  order(column: string, options: { ascending: boolean }): T;
}

/** Adds the filters (not the sort) to a query on `subscriber_list`. */
export function applyFilters<T extends ListFilterBuilder<T>>(query: T, filters: ListFilters, now: number, knownSources: readonly string[]): T {
  let q = query;
  if (!filters.includeTestData) q = q.is("is_test", false);
  const window = dateRangeWindow(filters.dateRange, now);
  if (window) {
    q = q.gte("created_at", new Date(window.from).toISOString());
    if (window.to !== null) q = q.lt("created_at", new Date(window.to).toISOString());
  }
  if (filters.source === UNKNOWN_SOURCE) q = q.eq("source_key", UNKNOWN_SOURCE);
  else if (filters.source !== "all") q = q.eq("source_key", filters.source.toLowerCase()).eq("source", filters.source);
  const terms = searchTerms(filters.search, knownSources);
  if (terms) q = q.or(searchFilter(terms));
  return q;
}

/** The sort, total in every case (ties broken by newest, then id), so pages never overlap. */
export function applyOrder<T extends ListFilterBuilder<T>>(query: T, sort: SortOption): T {
  switch (sort) {
    case "newest":
      return query.order("created_at", { ascending: false }).order("id", { ascending: false });
    case "oldest":
      return query.order("created_at", { ascending: true }).order("id", { ascending: true });
    case "email":
      // email_key is lower(email), unique (the table's unique index): a total order by itself.
      return query.order("email_key", { ascending: true });
    case "source":
      return query.order("source_key", { ascending: true }).order("created_at", { ascending: false }).order("id", { ascending: false });
  }
}

/** The filters as `subscriber_export_rows`' arguments (the export's slices add their time bounds). */
export function exportFilterArgs(filters: ListFilters, now: number, knownSources: readonly string[]) {
  const terms = searchTerms(filters.search, knownSources);
  const window = dateRangeWindow(filters.dateRange, now);
  return {
    search_pattern: terms?.pattern ?? null,
    search_sources: terms?.sourceKeys.length ? terms.sourceKeys : null,
    source_filter: filters.source === "all" ? null : filters.source,
    include_test_data: filters.includeTestData,
    newest_first: filters.sort !== "oldest",
    window: window ? { from: window.from, to: window.to } : null,
  };
}
