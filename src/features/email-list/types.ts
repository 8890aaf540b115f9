/** A row of the `subscribers` table (spec part 2, section 3). */
export type Subscriber = {
  id: string;
  email: string;
  /** May be null or empty: shown as 'unknown'. */
  source: string | null;
  /** ISO 8601 timestamp from Postgres (timestamptz). */
  created_at: string;
};

export const DATE_RANGES = ["all", "7days", "30days", "90days", "june2024"] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const SORT_OPTIONS = ["newest", "oldest", "email", "source"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** 'all', 'unknown' (empty or 'unknown' source) or one of the distinct sources. */
export type SourceFilter = string;

export type ListFilters = {
  search: string;
  dateRange: DateRange;
  source: SourceFilter;
  sort: SortOption;
};

export const DEFAULT_FILTERS: ListFilters = { search: "", dateRange: "all", source: "all", sort: "newest" };

export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  all: "All time",
  "7days": "Last 7 days",
  "30days": "Last 30 days",
  "90days": "Last 90 days",
  june2024: "June 2024",
};

export const SORT_LABELS: Record<SortOption, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  email: "Email A-Z",
  source: "Source A-Z",
};

/** List stats (spec part 2, section 3). */
export type ListStats = {
  total: number;
  recent30Days: number;
  recent7Days: number;
  /** Source label ('unknown' for empty) to count, most frequent first. */
  sourceBreakdown: Record<string, number>;
  /** 'YYYY-MM' (UTC) to count, in calendar order. */
  monthlyBreakdown: Record<string, number>;
  /** The most frequent source label; 'None' for an empty list. */
  topSource: string;
};
