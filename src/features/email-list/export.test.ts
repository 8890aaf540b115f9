import type { SupabaseClient } from "@supabase/supabase-js";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { buildSubscribersCsv, type ExportTuple } from "./csv";
import { clampSlice, exportSubscribers, timeSlices } from "./export";
import type { ListRow } from "./list-api";
import { DEFAULT_FILTERS } from "./list-query";

type Row = ListRow & { page: string | null; consented_at: string | null; consent_text_version: string | null };
/** A row as `subscriber_export_rows` answers it. */
const tuple = (r: Row): ExportTuple => [r.email, r.status, r.lang, r.source, r.page, r.consented_at, r.confirmed_at, r.consent_text_version, r.created_at];

type Args = Record<string, unknown>;

/** `subscriber_export_rows` over rows in memory: time bounds, status, keyset cursor, order, batch size, its answer's shape. */
function fakeExportClient(rows: Row[], opts: { failAfter?: number; delayMs?: number } = {}) {
  const calls: Args[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const key = (r: Row) => `${r.created_at}|${r.id}`;
  const client = {
    rpc(name: string, args: Args) {
      let signal: AbortSignal | undefined;
      const run = async () => {
        calls.push(args);
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        try {
          await new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
          if (signal?.aborted) return { data: null, error: { message: "AbortError: aborted" } };
          if (opts.failAfter !== undefined && calls.length > opts.failAfter) return { data: null, error: { code: "57014", message: "canceling statement due to statement timeout" } };
          expect(name).toBe("subscriber_export_rows");
          const newest = args.newest_first !== false;
          const from = args.created_from ? Date.parse(String(args.created_from)) : -Infinity;
          const to = args.created_before ? Date.parse(String(args.created_before)) : Infinity;
          const after = args.after_created_at ? `${args.after_created_at}|${args.after_id}` : null;
          const out = rows
            .filter((r) => Date.parse(r.created_at) >= from && Date.parse(r.created_at) < to)
            .filter((r) => args.include_test_data !== false || !r.source?.endsWith("_test"))
            .filter((r) => args.status_filter === "all" || r.status === (args.status_filter ?? "confirmed"))
            .sort((a, b) => (key(a) < key(b) ? -1 : 1) * (newest ? -1 : 1))
            .filter((r) => after === null || (newest ? key(r) < after : key(r) > after))
            .slice(0, Number(args.batch_size));
          const last = out.at(-1);
          return { data: { rows: out.map(tuple), last: last ? { created_at: last.created_at, id: last.id } : null }, error: null };
        } finally {
          inFlight--;
        }
      };
      const call = {
        abortSignal(s: AbortSignal) {
          signal = s;
          return call;
        },
        then: (ok: (v: unknown) => unknown, ko: (e: unknown) => unknown) => run().then(ok, ko),
      };
      return call;
    },
  } as unknown as SupabaseClient;
  return { client, calls, maxInFlight: () => maxInFlight };
}

const make = (n: number, start = Date.UTC(2024, 0, 1), stepMs = 3_600_000): Row[] =>
  Array.from({ length: n }, (_, i) => {
    const created_at = new Date(start + Math.floor(i / 2) * stepMs).toISOString(); // pairs share a timestamp
    return {
      id: `00000000-0000-0000-0000-${String(i).padStart(12, "0")}`,
      email: `guest${i}@host.example`,
      source: i % 50 === 0 ? "audit_test" : i % 7 === 0 ? null : "EmailSignUpPage",
      created_at,
      status: i % 11 === 0 ? "pending" : i % 13 === 0 ? "unsubscribed" : "confirmed",
      lang: i % 3 === 0 ? "es" : "en",
      page: i % 3 === 0 ? "/es/suscribirse" : "/subscribe",
      consented_at: created_at,
      confirmed_at: i % 11 === 0 ? null : created_at,
      consent_text_version: "2026-11-28",
    };
  });

const monthsOf = (rows: Row[]) => {
  const m = new Map<string, number>();
  for (const r of rows) m.set(r.created_at.slice(0, 7), (m.get(r.created_at.slice(0, 7)) ?? 0) + 1);
  return [...m].map(([month, count]) => ({ month, count }));
};

describe("time slices", () => {
  it("cover all time, in order, with about the same number of rows each", () => {
    const months = [
      { month: "2024-01", count: 100 },
      { month: "2024-02", count: 100 },
      { month: "2024-03", count: 600 },
      { month: "2024-05", count: 200 },
    ];
    const slices = timeSlices(months, 5);
    expect(slices[0]!.from).toBeNull();
    expect(slices[slices.length - 1]!.to).toBeNull();
    for (let i = 1; i < slices.length; i++) expect(slices[i]!.from).toBe(slices[i - 1]!.to);
    expect(slices.length).toBeGreaterThanOrEqual(4);
    // March (600 rows) is cut into parts of time.
    expect(slices.filter((s) => s.from !== null && s.from >= Date.UTC(2024, 2, 1) && s.from < Date.UTC(2024, 3, 1)).length).toBeGreaterThanOrEqual(2);
  });
  it("is one slice for a small export or no counts", () => {
    expect(timeSlices([{ month: "2024-01", count: 5 }], 1)).toEqual([{ from: null, to: null }]);
    expect(timeSlices([], 12)).toEqual([{ from: null, to: null }]);
  });
  it("are narrowed to the date filter", () => {
    expect(clampSlice({ from: null, to: 100 }, { from: 50, to: null })).toEqual({ from: 50, to: 100 });
    expect(clampSlice({ from: 10, to: 20 }, { from: 50, to: 60 })).toBeNull();
    expect(clampSlice({ from: 10, to: null }, null)).toEqual({ from: 10, to: null });
  });
});

describe("the export", () => {
  it("writes every confirmed row once, newest first, with a few requests in flight, and reports progress", async () => {
    const all = make(2345);
    const rows = all.filter((r) => r.status === "confirmed");
    const { client, calls, maxInFlight } = fakeExportClient(all, { delayMs: 1 });
    const progress: number[] = [];
    const { blob, rows: n } = await exportSubscribers(client, {
      filters: DEFAULT_FILTERS,
      now: Date.now(),
      knownSources: [],
      months: monthsOf(rows),
      expected: rows.length,
      batchSize: 100,
      concurrency: 3,
      onProgress: (p) => progress.push(p.done),
    });
    expect(n).toBe(rows.length);
    const expected = [...rows].sort((a, b) => (`${a.created_at}|${a.id}` < `${b.created_at}|${b.id}` ? 1 : -1));
    expect(await blob.text()).toBe(buildSubscribersCsv(expected.map(tuple)));
    expect(maxInFlight()).toBe(3);
    expect(calls.length).toBeGreaterThan(rows.length / 100);
    expect(calls.every((c) => c.status_filter === "confirmed")).toBe(true);
    expect(progress[0]).toBe(0);
    expect(progress[progress.length - 1]).toBe(rows.length);
    expect(blob.type).toBe("text/csv;charset=utf-8");
  });

  it("goes oldest first for the oldest-first sort, and passes the filters on", async () => {
    const rows = make(300);
    const { client, calls } = fakeExportClient(rows);
    const { blob } = await exportSubscribers(client, {
      filters: { ...DEFAULT_FILTERS, sort: "oldest", includeTestData: false },
      now: Date.now(),
      knownSources: [],
      months: monthsOf(rows),
      expected: 300,
      batchSize: 100,
    });
    const lines = Papa.parse<string[]>(await blob.text(), { newline: "\r\n" }).data.slice(1);
    expect(lines.map((l) => l[8])).toEqual([...lines.map((l) => l[8]!)].sort());
    expect(lines.some((l) => l[3] === "audit_test")).toBe(false);
    expect(calls.every((c) => c.include_test_data === false && c.newest_first === false)).toBe(true);
  });

  it("exports the states the Status filter names, with their status in the file", async () => {
    const rows = make(400);
    const { client, calls } = fakeExportClient(rows);
    const run = async (status: "all" | "pending") =>
      Papa.parse<string[]>(
        await (await exportSubscribers(client, { filters: { ...DEFAULT_FILTERS, status }, now: Date.now(), knownSources: [], months: monthsOf(rows), expected: 400, batchSize: 100 })).blob.text(),
        { newline: "\r\n" },
      ).data.slice(1);
    expect(new Set((await run("all")).map((l) => l[1]))).toEqual(new Set(["confirmed", "pending", "unsubscribed"]));
    expect((await run("all")).length).toBe(400);
    const pending = await run("pending");
    expect(pending.length).toBe(rows.filter((r) => r.status === "pending").length);
    expect(pending.every((l) => l[1] === "pending" && l[6] === "")).toBe(true);
    expect(calls.some((c) => c.status_filter === "pending")).toBe(true);
  });

  it("can be cancelled: the requests in flight are aborted and no file is made", async () => {
    const rows = make(5000);
    const { client } = fakeExportClient(rows, { delayMs: 5 });
    const controller = new AbortController();
    const running = exportSubscribers(client, {
      filters: DEFAULT_FILTERS,
      now: Date.now(),
      knownSources: [],
      months: monthsOf(rows),
      expected: 5000,
      batchSize: 100,
      signal: controller.signal,
      onProgress: (p) => p.done >= 300 && controller.abort(),
    });
    await expect(running).rejects.toMatchObject({ name: "AbortError" });
  });

  it("stops every request when one fails, with the database's message", async () => {
    const rows = make(3000);
    const { client } = fakeExportClient(rows, { failAfter: 4 });
    await expect(
      exportSubscribers(client, { filters: DEFAULT_FILTERS, now: Date.now(), knownSources: [], months: monthsOf(rows), expected: 3000, batchSize: 100 }),
    ).rejects.toThrow("canceling statement due to statement timeout");
  });

  it("writes only the header for nothing to export", async () => {
    const { client } = fakeExportClient([]);
    const { blob, rows } = await exportSubscribers(client, { filters: DEFAULT_FILTERS, now: Date.now(), knownSources: [], months: [], expected: 0 });
    expect(rows).toBe(0);
    expect(await blob.text()).toBe('"Email Address","Status","Language","Source","Signup Page","OPTIN_TIME","CONFIRM_TIME","Consent Version","Date Subscribed"\r\n');
  });
});
