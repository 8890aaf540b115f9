import type { SupabaseClient } from "@supabase/supabase-js";
import { csvHeader, csvTupleLines, type ExportTuple } from "./csv";
import { LIST_RPC } from "./list-api";
import { exportFilterArgs, type ListFilters } from "./list-query";

/**
 * The CSV export of every row the filters match, at any size (a million rows in seconds):
 *
 *   - the time range is cut into slices of about the same number of rows, using the monthly
 *     counts the stats already have;
 *   - a few slices are read at once (CONCURRENCY requests in flight), each by keyset: batches of
 *     up to 10,000 rows from `subscriber_export_rows` (the file's values a row, and the last
 *     row's keyset), each starting after the last row seen;
 *   - every batch becomes CSV text at once and then a Blob, so the rows are never held twice
 *     (nor as objects for long): the file is assembled from the Blobs, in order, at the end;
 *   - progress is reported after each batch; an AbortSignal cancels everything in flight.
 * Newest first (oldest first when the list is sorted oldest first): the file's order is by date;
 * the e-mail and source sorts are for the screen (decision 2026-11-23-subscribers-at-scale). The
 * Status filter decides which states go in: confirmed subscribers unless the team picks another.
 */

/** Rows per request: `subscriber_export_rows` answers at most this many (its own cap). */
export const EXPORT_BATCH = 10_000;
export const CONCURRENCY = 4;
/** Aim for a few slices per request in flight, so the last ones finish together. */
const SLICES_PER_WORKER = 3;

export type Slice = { from: number | null; to: number | null };

const monthStart = (key: string) => {
  const [y, m] = key.split("-").map(Number) as [number, number];
  return Date.UTC(y, m - 1, 1);
};
const nextMonth = (key: string) => {
  const [y, m] = key.split("-").map(Number) as [number, number];
  return Date.UTC(y, m, 1);
};

/**
 * [from, to) time slices, oldest first, of about `total / count` rows each by the monthly counts
 * (a busy month is split in equal parts of time). The first starts at -infinity and the last
 * ends at +infinity (null), so rows outside the counted months are never left out.
 */
export function timeSlices(months: readonly { month: string; count: number }[], count: number): Slice[] {
  const counted = months.filter((m) => m.count > 0);
  const total = counted.reduce((a, m) => a + m.count, 0);
  if (count <= 1 || total === 0) return [{ from: null, to: null }];
  const target = total / count;
  const segments: { end: number; count: number }[] = [];
  for (const m of counted) {
    const start = monthStart(m.month);
    const end = nextMonth(m.month);
    const parts = Math.max(1, Math.round(m.count / target));
    for (let i = 1; i <= parts; i++) segments.push({ end: start + Math.round(((end - start) * i) / parts), count: m.count / parts });
  }
  const cuts: number[] = [];
  let acc = 0;
  segments.forEach((seg, i) => {
    acc += seg.count;
    if (acc >= target * 0.999 && i < segments.length - 1) {
      cuts.push(seg.end);
      acc = 0;
    }
  });
  const bounds = [null, ...cuts, null];
  return bounds.slice(0, -1).map((from, i) => ({ from, to: bounds[i + 1]! }));
}

/** A slice narrowed to the date filter's window; null when they don't overlap. */
export function clampSlice(slice: Slice, window: { from: number; to: number | null } | null): Slice | null {
  if (!window) return slice;
  const from = slice.from === null ? window.from : Math.max(slice.from, window.from);
  const to = slice.to === null ? window.to : window.to === null ? slice.to : Math.min(slice.to, window.to);
  return to !== null && from >= to ? null : { from, to };
}

export type ExportProgress = { done: number; total: number };

export type ExportOptions = {
  filters: ListFilters;
  now: number;
  knownSources: readonly string[];
  /** The stats' monthly counts: where the rows are, for balanced slices. */
  months: readonly { month: string; count: number }[];
  /** The rows expected (for progress): exact or the database's estimate. */
  expected: number;
  signal?: AbortSignal;
  onProgress?: (p: ExportProgress) => void;
  batchSize?: number;
  concurrency?: number;
};

/** `subscriber_export_rows`' answer: the rows, and the last one's keyset (null for none). */
type Batch = { rows: ExportTuple[]; last: { created_at: string; id: string } | null };

const abortError = () => new DOMException("The export was cancelled.", "AbortError");

/** Runs the export; resolves with the file and its number of rows. */
export async function exportSubscribers(client: SupabaseClient, options: ExportOptions): Promise<{ blob: Blob; rows: number }> {
  const { filters, now, knownSources, months, expected, signal, onProgress, batchSize = EXPORT_BATCH, concurrency = CONCURRENCY } = options;
  const args = exportFilterArgs(filters, now, knownSources);
  const newestFirst = args.newest_first;
  // More than one batch: slices read side by side beat batches read one after the other.
  const sliceCount = expected > batchSize ? concurrency * SLICES_PER_WORKER : 1;
  const slices = timeSlices(months, sliceCount)
    .map((s) => clampSlice(s, args.window))
    .filter((s): s is Slice => s !== null);
  if (newestFirst) slices.reverse();

  // The caller's signal, and our own to stop the other requests when one fails.
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal?.addEventListener("abort", onAbort);
  if (signal?.aborted) stop.abort();
  const parts: Blob[][] = slices.map(() => []);
  let done = 0;
  let next = 0;
  const report = () => onProgress?.({ done, total: Math.max(expected, done) });

  async function readBatch(slice: Slice, after: { created_at: string; id: string } | null): Promise<Batch> {
    for (let attempt = 0; ; attempt++) {
      if (stop.signal.aborted) throw abortError();
      let call = client.rpc(LIST_RPC.exportRows, {
        search_text: args.search_text,
        search_sources: args.search_sources,
        source_filter: args.source_filter,
        status_filter: args.status_filter,
        include_test_data: args.include_test_data,
        newest_first: newestFirst,
        created_from: slice.from === null ? null : new Date(slice.from).toISOString(),
        created_before: slice.to === null ? null : new Date(slice.to).toISOString(),
        after_created_at: after?.created_at ?? null,
        after_id: after?.id ?? null,
        batch_size: batchSize,
      });
      call = call.abortSignal(stop.signal);
      const { data, error } = await call;
      if (stop.signal.aborted) throw abortError();
      if (!error) return (data as Batch | null) ?? { rows: [], last: null };
      // One more try for a dropped connection; a database error is final.
      if (attempt > 0 || (error as { code?: string }).code) throw new Error(error.message || "Unknown error");
    }
  }

  async function worker() {
    while (next < slices.length) {
      const index = next++;
      const slice = slices[index]!;
      let after: { created_at: string; id: string } | null = null;
      for (;;) {
        const { rows, last } = await readBatch(slice, after);
        if (rows.length) {
          parts[index]!.push(new Blob([`\r\n${csvTupleLines(rows)}`]));
          done += rows.length;
          report();
        }
        if (rows.length < batchSize || !last) break;
        after = { created_at: last.created_at, id: last.id };
      }
    }
  }

  report();
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, slices.length) }, worker));
  } catch (error) {
    stop.abort(); // one failure ends the others' requests too
    throw signal?.aborted ? abortError() : error;
  } finally {
    signal?.removeEventListener("abort", onAbort);
  }
  const blob = new Blob([csvHeader(), ...parts.flat(), ...(done === 0 ? ["\r\n"] : [])], { type: "text/csv;charset=utf-8" });
  return { blob, rows: done };
}
