import type { DateRange, ListFilters, SortOption, Subscriber } from "./types";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** June 2024 as the spec defines it: 2024-06-01 inclusive to 2024-07-01 exclusive (UTC). */
export const JUNE_2024_START = Date.UTC(2024, 5, 1);
export const JUNE_2024_END = Date.UTC(2024, 6, 1);

const UNKNOWN = "unknown";

/** The source as shown: an empty (or missing) source is 'unknown'. */
export function sourceLabel(source: string | null | undefined): string {
  return source && source.trim() ? source : UNKNOWN;
}

/** True for an empty source or the literal 'unknown' (the 'unknown' source filter). */
export function isUnknownSource(source: string | null | undefined): boolean {
  return sourceLabel(source).trim().toLowerCase() === UNKNOWN;
}

/**
 * A subscriber with the values filtering and sorting need, computed once per load, so a
 * keystroke in the search box over 100,000 rows is one pass of `includes` and no parsing.
 */
export type IndexedSubscriber = {
  row: Subscriber;
  /** created_at in epoch milliseconds. */
  time: number;
  emailKey: string;
  sourceKey: string;
  /** The shown source ('unknown' for empty). */
  source: string;
  unknown: boolean;
};

export function indexSubscribers(rows: readonly Subscriber[]): IndexedSubscriber[] {
  const out = new Array<IndexedSubscriber>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const source = sourceLabel(row.source);
    out[i] = {
      row,
      time: Date.parse(row.created_at),
      emailKey: row.email.toLowerCase(),
      sourceKey: source.toLowerCase(),
      source,
      unknown: source.trim().toLowerCase() === UNKNOWN,
    };
  }
  return out;
}

/** The distinct known sources, A-Z (the source filter's options besides all and unknown). */
export function distinctSources(rows: readonly IndexedSubscriber[]): string[] {
  const set = new Set<string>();
  for (const r of rows) if (!r.unknown) set.add(r.source);
  return [...set].sort((a, b) => compareText(a.toLowerCase(), b.toLowerCase()) || compareText(a, b));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const byNewest = (a: IndexedSubscriber, b: IndexedSubscriber) => b.time - a.time || compareText(a.emailKey, b.emailKey);

const comparators: Record<SortOption, (a: IndexedSubscriber, b: IndexedSubscriber) => number> = {
  newest: byNewest,
  oldest: (a, b) => a.time - b.time || compareText(a.emailKey, b.emailKey),
  email: (a, b) => compareText(a.emailKey, b.emailKey) || byNewest(a, b),
  source: (a, b) => compareText(a.sourceKey, b.sourceKey) || byNewest(a, b),
};

/** A sorted copy: newest, oldest, e-mail A-Z or source A-Z (case-insensitive; ties newest first). */
export function sortSubscribers(rows: readonly IndexedSubscriber[], sort: SortOption): IndexedSubscriber[] {
  const compare = comparators[sort];
  // The list arrives newest first: one pass spares a sort of 100,000 rows.
  let sorted = true;
  for (let i = 1; i < rows.length && sorted; i++) sorted = compare(rows[i - 1]!, rows[i]!) <= 0;
  return sorted ? [...rows] : [...rows].sort(compare);
}

/** The [from, to) window of a date-range option in epoch ms; null for 'all'. */
export function dateRangeWindow(range: DateRange, now: number): [number, number] | null {
  switch (range) {
    case "all":
      return null;
    case "7days":
      return [now - 7 * DAY_MS, Infinity];
    case "30days":
      return [now - 30 * DAY_MS, Infinity];
    case "90days":
      return [now - 90 * DAY_MS, Infinity];
    case "june2024":
      return [JUNE_2024_START, JUNE_2024_END];
  }
}

/**
 * Keeps the rows that match the search (case-insensitive, in e-mail or source), the date
 * range and the source filter, in the order given (sort first, then filter: the order holds).
 */
export function filterSubscribers(
  rows: readonly IndexedSubscriber[],
  { search, dateRange, source }: Pick<ListFilters, "search" | "dateRange" | "source">,
  now: number,
): IndexedSubscriber[] {
  const q = search.trim().toLowerCase();
  const win = dateRangeWindow(dateRange, now);
  const from = win ? win[0] : -Infinity;
  const to = win ? win[1] : Infinity;
  const wantUnknown = source === UNKNOWN;
  const wantSource = source !== "all" && !wantUnknown ? source : null;
  if (!q && !win && source === "all") return rows as IndexedSubscriber[];
  const out: IndexedSubscriber[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.time < from || r.time >= to) continue;
    if (wantUnknown && !r.unknown) continue;
    if (wantSource !== null && r.source !== wantSource) continue;
    if (q && !r.emailKey.includes(q) && !r.sourceKey.includes(q)) continue;
    out.push(r);
  }
  return out;
}

/** Sort and filter in one call (the page caches the sorted list per sort option instead). */
export function applyListFilters(rows: readonly Subscriber[], filters: ListFilters, now: number): Subscriber[] {
  return filterSubscribers(sortSubscribers(indexSubscribers(rows), filters.sort), filters, now).map((r) => r.row);
}

/** True when any filter differs from the defaults. */
export function hasActiveFilters(filters: ListFilters): boolean {
  return filters.search.trim() !== "" || filters.dateRange !== "all" || filters.source !== "all" || filters.sort !== "newest";
}
