import type { SupabaseClient } from "@supabase/supabase-js";
import { Download, Filter, RefreshCw, Search, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/cn";
import { buildSubscribersCsv, csvFileName, downloadCsv } from "./csv";
import { distinctSources, filterSubscribers, hasActiveFilters, indexSubscribers, sortSubscribers } from "./filters";
import { MonthlyChart } from "./monthly-chart";
import { SourceBreakdown } from "./source-breakdown";
import { StatCards } from "./stat-cards";
import { computeIndexedStats } from "./stats";
import { SubscriberTable } from "./subscriber-table";
import {
  DATE_RANGE_LABELS,
  DATE_RANGES,
  DEFAULT_FILTERS,
  SORT_LABELS,
  SORT_OPTIONS,
  type DateRange,
  type ListFilters,
  type SortOption,
} from "./types";
import { useSubscribers } from "./use-subscribers";

const selectClass =
  "mt-1.5 block w-full rounded-xl border border-sand-200 bg-white px-3 py-2.5 text-sm text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-200";
const fmt = (n: number) => n.toLocaleString("en-US");

/** /email-list for a signed-in team member: stats, chart, search, filters, table and export. */
export function EmailListView({ getClient }: { getClient: () => SupabaseClient }) {
  const id = useId();
  const list = useSubscribers(getClient);
  const [filters, setFilters] = useState<ListFilters>(DEFAULT_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const indexed = useMemo(() => indexSubscribers(list.rows), [list.rows]);
  const sources = useMemo(() => distinctSources(indexed), [indexed]);
  const stats = useMemo(() => computeIndexedStats(indexed, list.loadedAt), [indexed, list.loadedAt]);
  // Sorting happens once per sort option; a keystroke only filters the sorted list.
  const sorted = useMemo(() => sortSubscribers(indexed, filters.sort), [indexed, filters.sort]);
  const { search, dateRange, source } = filters;
  const visible = useMemo(
    () => filterSubscribers(sorted, { search, dateRange, source }, list.loadedAt),
    [sorted, search, dateRange, source, list.loadedAt],
  );

  const firstLoad = list.status === "loading" && list.rows.length === 0;
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  function exportCsv() {
    const name = csvFileName(new Date());
    downloadCsv(buildSubscribersCsv(visible.map((r) => r.row)), name);
    toast({ title: "Export Complete", description: `Exported ${fmt(visible.length)} subscribers to ${name}.`, variant: "success", duration: 3000 });
  }

  const emptyText = list.rows.length === 0 ? "Your subscriber database is empty." : "No subscribers match your current filters.";

  return (
    <div className="space-y-6">
      <StatCards stats={stats} loading={firstLoad} />

      {list.progress && (
        <Card className="py-4">
          <div className="flex items-center justify-between gap-4 text-sm">
            <p id={`${id}-progress`} className="font-medium text-brand-900" role="status">
              Loading subscribers… {fmt(list.progress.loaded)} of {fmt(list.progress.total)}
            </p>
            <span className="tabular-nums text-muted">{Math.round((list.progress.loaded / Math.max(1, list.progress.total)) * 100)}%</span>
          </div>
          <div
            className="mt-2.5 h-2 overflow-hidden rounded-full bg-sand-100"
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuemin={0}
            aria-valuemax={list.progress.total}
            aria-valuenow={list.progress.loaded}
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${(list.progress.loaded / Math.max(1, list.progress.total)) * 100}%` }} />
          </div>
        </Card>
      )}
      {firstLoad && !list.progress && (
        <Card className="py-4">
          <p className="text-sm font-medium text-brand-900" role="status">
            Loading subscribers…
          </p>
        </Card>
      )}

      {list.status === "error" && (
        <Card className="flex flex-wrap items-center justify-between gap-3 border-red-200 bg-red-50">
          <p className="text-sm text-red-800">Failed to load subscriber list: {list.error}</p>
          <Button variant="outline" size="sm" onClick={list.refresh}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Try again
          </Button>
        </Card>
      )}

      {!firstLoad && <MonthlyChart monthlyBreakdown={stats.monthlyBreakdown} />}

      <Card className="p-0">
        <div className="flex flex-col gap-3 p-4 sm:p-5 md:flex-row md:items-center">
          <div className="relative flex-1">
            <label htmlFor={`${id}-search`} className="sr-only">
              Search subscribers
            </label>
            <Search className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
            <input
              id={`${id}-search`}
              type="search"
              value={filters.search}
              onChange={(e) => set("search", e.target.value)}
              placeholder="Search emails or sources..."
              className="block w-full rounded-full border border-sand-200 bg-white py-2.5 pl-10 pr-4 text-sm text-ink shadow-sm placeholder:text-muted focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-200"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant={filtersOpen ? "secondary" : "outline"}
              size="sm"
              aria-expanded={filtersOpen}
              aria-controls={`${id}-filters`}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              <Filter className="h-4 w-4" aria-hidden="true" />
              Filters
            </Button>
            <Button variant="primary" size="sm" onClick={exportCsv} disabled={firstLoad || visible.length === 0}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Export CSV
            </Button>
            <Button variant="ghost" size="sm" onClick={list.refresh} disabled={list.status === "loading"}>
              <RefreshCw className={cn("h-4 w-4", list.status === "loading" && "animate-spin")} aria-hidden="true" />
              {list.status === "loading" ? "Refreshing..." : "Refresh"}
            </Button>
          </div>
        </div>

        {filtersOpen && (
          <div id={`${id}-filters`} className="grid gap-4 border-t border-sand-200 bg-sand-50 p-4 sm:grid-cols-3 sm:p-5">
            <div>
              <label htmlFor={`${id}-range`} className="text-sm font-medium text-ink">
                Date range
              </label>
              <select id={`${id}-range`} className={selectClass} value={filters.dateRange} onChange={(e) => set("dateRange", e.target.value as DateRange)}>
                {DATE_RANGES.map((r) => (
                  <option key={r} value={r}>
                    {DATE_RANGE_LABELS[r]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-source`} className="text-sm font-medium text-ink">
                Source
              </label>
              <select id={`${id}-source`} className={selectClass} value={filters.source} onChange={(e) => set("source", e.target.value)}>
                <option value="all">All sources</option>
                <option value="unknown">unknown</option>
                {sources.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-sort`} className="text-sm font-medium text-ink">
                Sort by
              </label>
              <select id={`${id}-sort`} className={selectClass} value={filters.sort} onChange={(e) => set("sort", e.target.value as SortOption)}>
                {SORT_OPTIONS.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-3">
              <Button variant="outline" size="sm" onClick={() => setFilters(DEFAULT_FILTERS)} disabled={!hasActiveFilters(filters)}>
                <X className="h-4 w-4" aria-hidden="true" />
                Clear Filters
              </Button>
            </div>
          </div>
        )}

        <p className="border-t border-sand-200 px-4 py-2.5 text-sm text-muted sm:px-5" aria-live="polite"
          data-testid="result-count"
          data-query={search}
          data-load-ms={list.loadMs ?? undefined}
        >
          {firstLoad
            ? "Loading…"
            : `Showing ${fmt(visible.length)} of ${fmt(list.rows.length)} subscribers`}
        </p>
        {!firstLoad && <SubscriberTable rows={visible} emptyText={emptyText} />}
      </Card>

      {!firstLoad && <SourceBreakdown breakdown={stats.sourceBreakdown} total={stats.total} />}
    </div>
  );
}
