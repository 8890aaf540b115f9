// Test support: the list's data calls (ListApi) over rows in memory, for component tests of
// /email-list. The filters' real semantics are SQL's (tests/team-reads.test.ts proves those);
// this is close enough to drive the page: substring search, date windows, sources, states,
// test data, sorts.
import type { ListPage, ListRow, ListStats } from "~/features/email-list/list-api";
import { dateRangeWindow, PAGE_SIZE, SUBSCRIBER_STATUSES, type ListFilters } from "~/features/email-list/list-query";
import type { ListApi } from "~/features/email-list/use-subscriber-list";
import { isTestSource, isUnknownSource, sourceLabel } from "~/features/subscribers";

/** A list row from the fields a test cares about: confirmed (with a confirmation time) unless told otherwise. */
export function listRow(row: Pick<ListRow, "id" | "email" | "source" | "created_at"> & Partial<ListRow>): ListRow {
  return { status: "confirmed", lang: "en", confirmed_at: row.created_at, ...row };
}

export function fakeListApi(rows: ListRow[], opts: { fail?: string; pageDelayMs?: number; totalDelayMs?: number; totalFail?: string } = {}) {
  const calls: { kind: "page" | "total" | "count" | "stats"; filters?: ListFilters; page?: number; includeTestData?: boolean }[] = [];

  const matching = (f: ListFilters, now: number) => {
    const q = f.search.trim().toLowerCase();
    const win = dateRangeWindow(f.dateRange, now);
    const key = (r: ListRow) => `${r.created_at}|${r.id}`;
    const out = rows.filter((r) => {
      const t = Date.parse(r.created_at);
      if (!f.includeTestData && isTestSource(r.source)) return false;
      if (f.status !== "all" && r.status !== f.status) return false;
      if (win && (t < win.from || (win.to !== null && t >= win.to))) return false;
      if (f.source === "unknown" ? !isUnknownSource(r.source) : f.source !== "all" && r.source !== f.source) return false;
      if (q && !r.email.toLowerCase().includes(q) && !sourceLabel(r.source).toLowerCase().includes(q)) return false;
      return true;
    });
    const byNewest = (a: ListRow, b: ListRow) => (key(a) < key(b) ? 1 : -1);
    const compare = {
      newest: byNewest,
      oldest: (a: ListRow, b: ListRow) => -byNewest(a, b),
      email: (a: ListRow, b: ListRow) => (a.email.toLowerCase() < b.email.toLowerCase() ? -1 : 1),
      source: (a: ListRow, b: ListRow) => sourceLabel(a.source).toLowerCase().localeCompare(sourceLabel(b.source).toLowerCase()) || byNewest(a, b),
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
      const confirmed = kept.filter((r) => r.status === "confirmed");
      const zero = () => ({ count: 0, pending: 0, unsubscribed: 0 });
      const sources = new Map<string, ReturnType<typeof zero>>();
      const months = new Map<string, ReturnType<typeof zero>>();
      for (const r of kept) {
        const field = r.status === "confirmed" ? "count" : r.status;
        const s = sources.get(sourceLabel(r.source)) ?? zero();
        s[field]++;
        sources.set(sourceLabel(r.source), s);
        const key = new Date(r.created_at).toISOString().slice(0, 7);
        const m = months.get(key) ?? zero();
        m[field]++;
        months.set(key, m);
      }
      const bySource = [...sources]
        .sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))
        .map(([source, counts]) => ({ source, ...counts }));
      const stats: ListStats = {
        total: confirmed.length,
        recent30Days: confirmed.filter((r) => Date.parse(r.created_at) >= now - 30 * 86_400_000).length,
        recent7Days: confirmed.filter((r) => Date.parse(r.created_at) >= now - 7 * 86_400_000).length,
        statuses: Object.fromEntries(SUBSCRIBER_STATUSES.map((s) => [s, kept.filter((r) => r.status === s).length])) as ListStats["statuses"],
        sources: bySource,
        months: [...months].sort().map(([month, counts]) => ({ month, ...counts })),
        topSource: bySource[0] && bySource[0].count > 0 ? bySource[0].source : null,
      };
      return stats;
    },
  };
  return { api, calls };
}
