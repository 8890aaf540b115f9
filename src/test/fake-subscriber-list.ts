// Test support: the list's data calls (ListApi) over rows in memory, for component tests of
// /email-list. The filters' real semantics are SQL and PostgREST's (tests/ prove those); this
// is close enough to drive the page: substring search, date windows, sources, test data, sorts.
import type { ListPage, ListStats } from "~/features/email-list/list-api";
import { dateRangeWindow, PAGE_SIZE, type ListFilters } from "~/features/email-list/list-query";
import type { ListApi } from "~/features/email-list/use-subscriber-list";
import { isTestSource, isUnknownSource, sourceLabel, type Subscriber } from "~/features/subscribers";

export function fakeListApi(rows: Subscriber[], opts: { fail?: string; pageDelayMs?: number; totalDelayMs?: number; totalFail?: string } = {}) {
  const calls: { kind: "page" | "total" | "count" | "stats"; filters?: ListFilters; page?: number; includeTestData?: boolean }[] = [];

  const matching = (f: ListFilters, now: number) => {
    const q = f.search.trim().toLowerCase();
    const win = dateRangeWindow(f.dateRange, now);
    const key = (r: Subscriber) => `${r.created_at}|${r.id}`;
    const out = rows.filter((r) => {
      const t = Date.parse(r.created_at);
      if (!f.includeTestData && isTestSource(r.source)) return false;
      if (win && (t < win.from || (win.to !== null && t >= win.to))) return false;
      if (f.source === "unknown" ? !isUnknownSource(r.source) : f.source !== "all" && r.source !== f.source) return false;
      if (q && !r.email.toLowerCase().includes(q) && !sourceLabel(r.source).toLowerCase().includes(q)) return false;
      return true;
    });
    const byNewest = (a: Subscriber, b: Subscriber) => (key(a) < key(b) ? 1 : -1);
    const compare = {
      newest: byNewest,
      oldest: (a: Subscriber, b: Subscriber) => -byNewest(a, b),
      email: (a: Subscriber, b: Subscriber) => (a.email.toLowerCase() < b.email.toLowerCase() ? -1 : 1),
      source: (a: Subscriber, b: Subscriber) =>
        sourceLabel(a.source).toLowerCase().localeCompare(sourceLabel(b.source).toLowerCase()) || byNewest(a, b),
    }[f.sort];
    return out.sort(compare);
  };

  const api: ListApi = {
    async page(_client, filters, page, { now, signal }) {
      calls.push({ kind: "page", filters, page });
      if (opts.pageDelayMs) await new Promise((r) => setTimeout(r, opts.pageDelayMs));
      if (signal?.aborted) throw new DOMException("aborted", "AbortError");
      if (opts.fail) throw new Error(opts.fail);
      const found = matching(filters, now);
      const result: ListPage = { rows: found.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE) };
      return result;
    },
    async total(_client, filters, { now, signal }) {
      calls.push({ kind: "total", filters });
      if (opts.totalDelayMs) await new Promise((r) => setTimeout(r, opts.totalDelayMs));
      if (signal?.aborted) throw new DOMException("aborted", "AbortError");
      if (opts.fail ?? opts.totalFail) throw new Error(opts.fail ?? opts.totalFail);
      const n = matching(filters, now).length;
      return { value: n, exact: n <= 1000 };
    },
    async count(_client, filters, { now }) {
      calls.push({ kind: "count", filters });
      return matching(filters, now).length;
    },
    async stats(_client, includeTestData) {
      calls.push({ kind: "stats", includeTestData });
      const now = Date.now();
      const kept = rows.filter((r) => includeTestData || !isTestSource(r.source));
      const sources = new Map<string, number>();
      const months = new Map<string, number>();
      for (const r of kept) {
        sources.set(sourceLabel(r.source), (sources.get(sourceLabel(r.source)) ?? 0) + 1);
        const m = new Date(r.created_at).toISOString().slice(0, 7);
        months.set(m, (months.get(m) ?? 0) + 1);
      }
      const bySource = [...sources].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([source, count]) => ({ source, count }));
      const stats: ListStats = {
        total: kept.length,
        recent30Days: kept.filter((r) => Date.parse(r.created_at) >= now - 30 * 86_400_000).length,
        recent7Days: kept.filter((r) => Date.parse(r.created_at) >= now - 7 * 86_400_000).length,
        sources: bySource,
        months: [...months].sort().map(([month, count]) => ({ month, count })),
        topSource: bySource[0]?.source ?? null,
      };
      return stats;
    },
  };
  return { api, calls };
}
