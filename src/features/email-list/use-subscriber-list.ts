import type { SupabaseClient } from "@supabase/supabase-js";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { listCopy } from "~/content/team-tools";
import { toast } from "~/lib/toast";
import { countListRows, fetchListPage, fetchListStats, fetchListTotal, type ListPage, type ListStats, type ListTotal } from "./list-api";
import { DEFAULT_FILTERS, PAGE_SIZE, type ListFilters } from "./list-query";
import { listTotal, statsCountTotal } from "./list-total";

/** How long typing has to pause before the list asks the database. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The data calls the list makes; tests pass in-memory ones. */
export type ListApi = {
  page: typeof fetchListPage;
  total: typeof fetchListTotal;
  count: typeof countListRows;
  stats: typeof fetchListStats;
};
export const supabaseListApi: ListApi = { page: fetchListPage, total: fetchListTotal, count: countListRows, stats: fetchListStats };

type Loadable<T> = { status: "loading" | "ready" | "error"; data: T | null; error: string | null };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const isAbort = (e: unknown) => e instanceof DOMException && e.name === "AbortError";

/**
 * The list's state: the filters as typed, the page, and what the database answered for them.
 * A search waits for a pause in typing; each change cancels the request it replaces; while a
 * new page loads the old rows stay (status "loading" with data), never a blank table. A failed
 * load raises the spec's toast. The rows come first; their count, when needed, is a request of
 * its own once they are shown, and a sort or a page change doesn't count again.
 */
export function useSubscriberList(client: SupabaseClient, api: ListApi = supabaseListApi) {
  const [filters, setFilters] = useState<ListFilters>(DEFAULT_FILTERS);
  const [search, setSearch] = useState(DEFAULT_FILTERS.search);
  const [page, setPage] = useState(0);
  const [generation, setGeneration] = useState(0);
  const [stats, setStats] = useState<Loadable<ListStats>>({ status: "loading", data: null, error: null });
  /** The page on screen: `page` is the one it shows (the next may be loading), `key` the query it answered. */
  const [rows, setRows] = useState<Loadable<ListPage> & { page: number; key: string; ms: number | null }>({
    status: "loading",
    data: null,
    error: null,
    page: 0,
    key: "",
    ms: null,
  });
  /** The database's count for the filters of `key` (when the stats don't count them), or its failure. */
  const [estimate, setEstimate] = useState<{ key: string; value: ListTotal | "failed" } | null>(null);
  const [exactCount, setExactCount] = useState<{ key: string; value: number | "counting" } | null>(null);

  // The search the database sees: the typed text after a short pause.
  useEffect(() => {
    if (search === filters.search) return;
    const t = setTimeout(() => {
      setFilters((f) => ({ ...f, search }));
      setPage(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [search, filters.search]);

  const knownSources = useMemo(() => (stats.data?.sources ?? []).map((s) => s.source), [stats.data]);
  const knownRef = useRef(knownSources);
  knownRef.current = knownSources;

  useEffect(() => {
    const controller = new AbortController();
    setStats((s) => ({ ...s, status: "loading", error: null }));
    api.stats(client, filters.includeTestData, controller.signal).then(
      (data) => !controller.signal.aborted && setStats({ status: "ready", data, error: null }),
      (e: unknown) => !controller.signal.aborted && !isAbort(e) && setStats((s) => ({ ...s, status: "error", error: messageOf(e) })),
    );
    return () => controller.abort();
  }, [client, api, filters.includeTestData, generation]);

  const queryKey = JSON.stringify([filters, page, generation]);
  useEffect(() => {
    const controller = new AbortController();
    const started = performance.now();
    setRows((r) => ({ ...r, status: "loading", error: null }));
    api.page(client, filters, page, { now: Date.now(), knownSources: knownRef.current, signal: controller.signal }).then(
      (data) => {
        if (controller.signal.aborted) return;
        setRows({ status: "ready", data, error: null, page, key: queryKey, ms: Math.round(performance.now() - started) });
      },
      (e: unknown) => {
        if (controller.signal.aborted || isAbort(e)) return;
        const message = messageOf(e);
        toast({ title: listCopy.loadError.title, description: listCopy.loadError.description(message), variant: "destructive", duration: 5000 });
        setRows((r) => ({ ...r, status: "error", error: message }));
      },
    );
    return () => controller.abort();
    // queryKey stands for filters, page and generation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, api, queryKey]);

  // The total. The stats count the whole list and each source, in every state; a page that isn't
  // full is its own count. Otherwise the database counts (`subscriber_list_total`: exact up to
  // 1,000, estimated beyond), asked once the rows are on screen: they never wait behind a count,
  // and a search with few matches costs no count. The count belongs to what the rows match, so a
  // sort or a page change neither asks again nor cancels it.
  const filterKey = JSON.stringify(filters);
  const countKey = JSON.stringify([{ ...filters, sort: null }, generation]);
  const shown = rows.status === "ready" && rows.key === queryKey && rows.data ? { page: rows.page, rows: rows.data.rows.length } : null;
  const counted = exactCount?.key === filterKey && typeof exactCount.value === "number" ? exactCount.value : null;
  const estimated = estimate?.key === countKey ? estimate.value : null;
  const total = listTotal({ filters, stats: stats.data, shown, estimate: estimated === "failed" ? null : estimated, counted });
  const [countAsked, setCountAsked] = useState<string | null>(null);
  const needsCount = shown !== null && total === null && !statsCountTotal(filters);
  useEffect(() => {
    if (needsCount) setCountAsked(countKey);
  }, [needsCount, countKey]);
  useEffect(() => {
    if (countAsked !== countKey) return;
    const controller = new AbortController();
    api.total(client, filters, { now: Date.now(), knownSources: knownRef.current, signal: controller.signal }).then(
      (value) => !controller.signal.aborted && setEstimate({ key: countKey, value }),
      (e: unknown) => {
        if (controller.signal.aborted || isAbort(e)) return;
        // The rows are on screen; the line stops saying it counts, and "Count exactly" can try again.
        setEstimate({ key: countKey, value: "failed" });
        toast({ title: listCopy.loadError.title, description: listCopy.loadError.description(messageOf(e)), variant: "destructive", duration: 5000 });
      },
    );
    return () => controller.abort();
    // countKey stands for the filters (without the sort) and generation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, api, countAsked, countKey]);

  const countExactly = useCallback(() => {
    const key = filterKey;
    setExactCount({ key, value: "counting" });
    api.count(client, filters, { now: Date.now(), knownSources: knownRef.current }).then(
      (value) => setExactCount((c) => (c?.key === key ? { key, value } : c)),
      (e: unknown) => {
        setExactCount((c) => (c?.key === key ? null : c));
        toast({ title: listCopy.loadError.title, description: listCopy.loadError.description(messageOf(e)), variant: "destructive", duration: 5000 });
      },
    );
  }, [api, client, filters, filterKey]);

  const update = useCallback((change: Partial<ListFilters>) => {
    setFilters((f) => ({ ...f, ...change }));
    if ("search" in change) setSearch(change.search ?? "");
    setPage(0);
  }, []);

  const pages = total ? Math.max(1, Math.ceil(total.value / PAGE_SIZE)) : 1;
  // An estimate can be short: a full page always has a next one to try.
  const fullPage = (rows.data?.rows.length ?? 0) === PAGE_SIZE;
  const hasNext = page < pages - 1 || (fullPage && !total?.exact);

  return {
    filters,
    /** The search box's text (the query follows after a pause). */
    search,
    setSearch,
    update,
    page,
    pages: Math.max(pages, page + 1),
    hasNext,
    setPage: (p: number) => setPage(Math.max(0, p > page && !hasNext ? page : p)),
    stats,
    rows,
    total,
    /** The database's count for these filters failed: the total is unknown until counted exactly. */
    countFailed: total === null && estimated === "failed",
    counting: exactCount?.key === filterKey && exactCount.value === "counting",
    countExactly,
    knownSources,
    refresh: () => setGeneration((g) => g + 1),
  };
}
