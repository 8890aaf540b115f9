import type { SupabaseClient } from "@supabase/supabase-js";
import { ChevronLeft, ChevronRight, ChevronsLeft, Download, Filter, Loader2, RefreshCw, Search, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { sourceName } from "~/content/subscriber-sources";
import { listCopy as copy } from "~/content/team-tools";
import { UNKNOWN_SOURCE } from "~/features/subscribers";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { csvFileName, downloadBlob } from "./csv";
import { exportSubscribers, type ExportProgress } from "./export";
import { countOf } from "./list-api";
import {
  DATE_RANGES,
  DEFAULT_FILTERS,
  hasActiveFilters,
  narrowsRows,
  PAGE_SIZE,
  SORT_OPTIONS,
  STATUS_FILTERS,
  type DateRange,
  type SortOption,
  type StatusFilter,
} from "./list-query";
import { MonthlyChart } from "./monthly-chart";
import { SourceBreakdown } from "./source-breakdown";
import { StatCards } from "./stat-cards";
import { SubscriberTable } from "./subscriber-table";
import { supabaseListApi, useSubscriberList, type ListApi } from "./use-subscriber-list";

const selectClass =
  "mt-1.5 block w-full rounded-xl border border-sand-200 bg-white px-3 py-2.5 text-sm text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-200";
const fmt = (n: number) => n.toLocaleString("en-US");
/** An estimate to two significant figures (285,714 -> 290,000): no false precision. */
const fmtAbout = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return fmt(Math.round(n / unit) * unit);
};

export type EmailListViewProps = {
  client: SupabaseClient;
  /** The data calls (tests pass in-memory ones). */
  api?: ListApi;
  /** The CSV export (tests pass their own). */
  runExport?: typeof exportSubscribers;
};

/**
 * /email-list for a signed-in team member: the four stats (confirmed subscribers) and the chart
 * from one rpc, then one page of the list at a time, searched, filtered (status included) and
 * sorted by the database, and the CSV of everything the filters match, confirmed subscribers
 * unless the Status filter says otherwise.
 */
export function EmailListView({ client, api = supabaseListApi, runExport = exportSubscribers }: EmailListViewProps) {
  const id = useId();
  const list = useSubscriberList(client, api);
  const { filters, stats, rows, total } = list;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [exporting, setExporting] = useState<{ progress: ExportProgress; controller: AbortController } | null>(null);
  /** The running export's controller (null when none runs). */
  const running = useRef<AbortController | null>(null);

  // Cancel a running export when the page goes away (only then: a progress update is no reason).
  useEffect(() => () => running.current?.abort(), []);

  const sourceOptions = useMemo(
    () =>
      list.knownSources
        .filter((s) => s !== UNKNOWN_SOURCE)
        .map((s) => ({ id: s, name: sourceName(s) }))
        .sort((a, b) => a.name.localeCompare(b.name, "en")),
    [list.knownSources],
  );

  /** Where confirmed subscribers signed up (a source with only pending rows has none yet). */
  const breakdown = useMemo(() => (stats.data?.sources ?? []).filter((s) => s.count > 0), [stats.data]);
  const pageRows = rows.data?.rows ?? null;
  const loadingRows = rows.status === "loading";
  const firstIndex = rows.page * PAGE_SIZE;
  // Empty is no row in any state; a list of pending sign-ups only has no subscriber "match" yet.
  const listEmpty = !!stats.data && Object.values(stats.data.statuses).every((n) => n === 0) && !narrowsRows(filters);
  const emptyText = listEmpty ? copy.empty : copy.noMatch;
  const noun = copy.nouns[filters.status];
  /** The months where the rows in the filter's state are (the export's slices follow them). */
  const exportMonths = useMemo(
    () => (stats.data?.months ?? []).map((m) => ({ month: m.month, count: countOf(m, filters.status) })),
    [stats.data, filters.status],
  );

  async function exportCsv() {
    if (running.current || !total) return;
    const controller = new AbortController();
    running.current = controller;
    setExporting({ progress: { done: 0, total: total.value }, controller });
    const name = csvFileName(new Date());
    try {
      const { blob, rows: n } = await runExport(client, {
        filters,
        now: Date.now(),
        knownSources: list.knownSources,
        months: exportMonths,
        expected: total.value,
        signal: controller.signal,
        onProgress: (progress) => setExporting((e) => (e && e.controller === controller ? { ...e, progress } : e)),
      });
      downloadBlob(blob, name);
      toast({ title: copy.export.done.title, description: copy.export.done.description(fmt(n), name, noun), variant: "success", duration: 5000 });
    } catch (e) {
      if (controller.signal.aborted) toast({ ...copy.export.cancelled, duration: 3000 });
      else {
        const message = e instanceof Error ? e.message : String(e);
        toast({ title: copy.export.failed.title, description: copy.export.failed.description(message), variant: "destructive", duration: 5000 });
      }
    } finally {
      running.current = null;
      setExporting(null);
    }
  }

  const resultText = (() => {
    if (!rows.data) return copy.loading;
    if (!total) return (list.countFailed ? copy.showingUncounted : copy.showingCounting)(fmt(firstIndex + 1), fmt(firstIndex + (pageRows?.length ?? 0)), noun);
    if (pageRows?.length === 0) return copy.showingNone(fmt(total.value), noun);
    return copy.showing(fmt(firstIndex + 1), fmt(firstIndex + (pageRows?.length ?? 0)), total.exact ? fmt(total.value) : fmtAbout(total.value), total.exact, noun);
  })();

  return (
    <div className="space-y-6">
      <StatCards stats={stats.data} />

      {rows.status === "error" && (
        <Card tone="danger" pad="none" className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
          <p className="text-sm text-red-800">{copy.loadError.description(rows.error ?? "")}</p>
          <Button variant="outline" size="sm" onClick={list.refresh}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {copy.tryAgain}
          </Button>
        </Card>
      )}

      <MonthlyChart months={stats.data?.months ?? null} includesTestData={filters.includeTestData} />

      <Card pad="none">
        <div className="flex flex-col gap-3 p-4 sm:p-5 @5xl:flex-row lg:items-center">
          <div className="relative flex-1">
            <label htmlFor={`${id}-search`} className="sr-only">
              {copy.searchLabel}
            </label>
            <Search className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
            <input
              id={`${id}-search`}
              type="search"
              value={list.search}
              onChange={(e) => list.setSearch(e.target.value)}
              placeholder={copy.searchPlaceholder}
              autoComplete="off"
              className="block w-full rounded-full border border-sand-200 bg-white py-2.5 pl-10 pr-4 text-sm text-ink shadow-sm placeholder:text-muted focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-200"
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant={filtersOpen ? "secondary" : "outline"}
              size="sm"
              aria-expanded={filtersOpen}
              aria-controls={`${id}-filters`}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              <Filter className="h-4 w-4" aria-hidden="true" />
              {copy.filters}
            </Button>
            <Button
              variant="primary"
              size="sm"
              onClick={exportCsv}
              disabled={!!exporting || !total || total.value === 0 || pageRows?.length === 0}
              aria-describedby={`${id}-export-scope`}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              {copy.export.button[filters.status]}
            </Button>
            <Button variant="ghost" size="sm" onClick={list.refresh} disabled={loadingRows}>
              <RefreshCw className={cn("h-4 w-4", loadingRows && "animate-spin motion-reduce:animate-none")} aria-hidden="true" />
              {loadingRows && rows.data ? copy.refreshing : copy.refresh}
            </Button>
          </div>
        </div>

        <p id={`${id}-export-scope`} className="border-t border-sand-200 px-4 py-2 text-xs text-muted sm:px-5" data-testid="export-scope">
          {copy.export.scope[filters.status]}
        </p>

        <div className="flex items-center gap-3 border-t border-sand-200 px-4 py-2.5 sm:px-5">
          {/* eslint-disable-next-line no-restricted-syntax -- a switch (role=switch) draws a track and a thumb, not a button */}
          <button
            type="button"
            role="switch"
            aria-checked={filters.includeTestData}
            aria-describedby={`${id}-test-hint`}
            onClick={() => list.update({ includeTestData: !filters.includeTestData })}
            className="group inline-flex items-center gap-2.5 rounded-full text-sm font-medium text-ink focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-200"
          >
            <span
              className={cn(
                "relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors",
                filters.includeTestData ? "bg-brand-700" : "bg-sand-300",
              )}
              aria-hidden="true"
            >
              <span className={cn("h-4 w-4 rounded-full bg-white shadow transition-transform", filters.includeTestData ? "translate-x-[1.15rem]" : "translate-x-0.5")} />
            </span>
            {copy.testData}
          </button>
          <span id={`${id}-test-hint`} className="hidden text-xs text-muted sm:inline">
            {copy.testDataHint}
          </span>
        </div>

        {filtersOpen && (
          // min-w-0: a select is as wide as its longest option (a long source id) unless its cell may shrink.
          <div id={`${id}-filters`} className="grid gap-4 border-t border-sand-200 bg-sand-50 p-4 sm:grid-cols-2 sm:p-5 @5xl:grid-cols-4">
            <div className="min-w-0">
              <label htmlFor={`${id}-range`} className="text-sm font-medium text-ink">
                {copy.dateRange}
              </label>
              <select
                id={`${id}-range`}
                className={selectClass}
                value={filters.dateRange}
                onChange={(e) => list.update({ dateRange: e.target.value as DateRange })}
              >
                {DATE_RANGES.map((r) => (
                  <option key={r} value={r}>
                    {copy.dateRanges[r]}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0">
              <label htmlFor={`${id}-source`} className="text-sm font-medium text-ink">
                {copy.source}
              </label>
              <select id={`${id}-source`} className={selectClass} value={filters.source} onChange={(e) => list.update({ source: e.target.value })}>
                <option value="all">{copy.allSources}</option>
                <option value={UNKNOWN_SOURCE}>{sourceName(UNKNOWN_SOURCE)}</option>
                {sourceOptions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name === s.id ? s.name : `${s.name} (${s.id})`}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0">
              <label htmlFor={`${id}-status`} className="text-sm font-medium text-ink">
                {copy.status}
              </label>
              <select
                id={`${id}-status`}
                className={selectClass}
                value={filters.status}
                onChange={(e) => list.update({ status: e.target.value as StatusFilter })}
              >
                {STATUS_FILTERS.map((st) => (
                  <option key={st} value={st}>
                    {copy.statuses[st]}
                    {stats.data ? ` (${fmt(st === "all" ? Object.values(stats.data.statuses).reduce((a, b) => a + b, 0) : stats.data.statuses[st])})` : ""}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0">
              <label htmlFor={`${id}-sort`} className="text-sm font-medium text-ink">
                {copy.sortBy}
              </label>
              <select id={`${id}-sort`} className={selectClass} value={filters.sort} onChange={(e) => list.update({ sort: e.target.value as SortOption })}>
                {SORT_OPTIONS.map((s) => (
                  <option key={s} value={s}>
                    {copy.sorts[s]}
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-2 @5xl:col-span-4">
              <Button
                variant="outline"
                size="sm"
                onClick={() => list.update({ search: "", dateRange: "all", source: "all", status: DEFAULT_FILTERS.status, sort: "newest" })}
                disabled={!hasActiveFilters({ ...filters, search: list.search })}
              >
                <X className="h-4 w-4" aria-hidden="true" />
                {copy.clearFilters}
              </Button>
            </div>
          </div>
        )}

        {exporting && (
          <div className="border-t border-sand-200 bg-brand-50/60 px-4 py-3 sm:px-5" data-testid="export-progress">
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <p id={`${id}-export`} className="flex items-center gap-2 font-medium text-brand-900" role="status" aria-live="polite">
                <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                {copy.export.progress(fmt(exporting.progress.done), fmt(exporting.progress.total))}
              </p>
              <Button variant="outline" size="sm" onClick={() => exporting.controller.abort()}>
                <X className="h-4 w-4" aria-hidden="true" />
                {copy.export.cancel}
              </Button>
            </div>
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-white"
              role="progressbar"
              aria-labelledby={`${id}-export`}
              aria-valuemin={0}
              aria-valuemax={exporting.progress.total}
              aria-valuenow={exporting.progress.done}
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${(exporting.progress.done / Math.max(1, exporting.progress.total)) * 100}%` }}
              />
            </div>
          </div>
        )}

        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-sand-200 px-4 py-2.5 text-sm text-muted sm:px-5">
          <p
            aria-live="polite"
            data-testid="result-count"
            data-status={rows.status}
            data-search={filters.search}
            data-load-ms={rows.ms ?? undefined}
          >
            {resultText}
            {loadingRows && rows.data && <span className="ml-2 text-brand-700">{copy.updating}</span>}
          </p>
          {((total && !total.exact) || list.countFailed) && (
            // eslint-disable-next-line no-restricted-syntax -- an action inside a sentence, drawn as a text link
            <button
              type="button"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:no-underline disabled:opacity-70"
              onClick={list.countExactly}
              disabled={list.counting}
            >
              {list.counting ? copy.counting : copy.countExactly}
            </button>
          )}
        </div>

        <SubscriberTable rows={pageRows} firstIndex={firstIndex} total={total?.value ?? null} busy={loadingRows && !!rows.data} emptyText={emptyText} />

        {list.pages > 1 || list.page > 0 ? (
          <nav className="flex items-center justify-between gap-2 px-4 py-3 sm:px-5" aria-label={copy.pagination}>
            <div className="flex gap-2">
              <Button variant="ghost" size="sm" onClick={() => list.setPage(0)} disabled={list.page === 0} aria-label={copy.first} className="px-2.5">
                <ChevronsLeft className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button variant="outline" size="sm" onClick={() => list.setPage(list.page - 1)} disabled={list.page === 0}>
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{copy.previous}</span>
              </Button>
            </div>
            <p className="text-sm tabular-nums text-muted" data-testid="page-position">
              {copy.page(fmt(list.page + 1), (total?.exact ? "" : "~") + fmt(list.pages))}
            </p>
            <Button variant="outline" size="sm" onClick={() => list.setPage(list.page + 1)} disabled={!list.hasNext || loadingRows}>
              <span className="sr-only sm:not-sr-only">{copy.next}</span>
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </Card>

      <SourceBreakdown sources={breakdown} total={stats.data?.total ?? 0} />
    </div>
  );
}
