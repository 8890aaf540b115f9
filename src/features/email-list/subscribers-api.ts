import type { SupabaseClient } from "@supabase/supabase-js";
import type { Subscriber } from "./types";

/** Supabase answers at most 1,000 rows per request (its default `max-rows`). */
export const PAGE_SIZE = 1000;
export const SUBSCRIBER_COLUMNS = "id,email,source,created_at";

export type LoadProgress = { loaded: number; total: number };

export type LoadOptions = {
  /** Newest first (the list) or oldest first (the audit's analyses). */
  ascending?: boolean;
  pageSize?: number;
  onProgress?: (p: LoadProgress) => void;
  signal?: AbortSignal;
};

function fail(error: { message?: string } | null | undefined): never {
  throw new Error(error?.message || "Unknown error");
}

/**
 * Every subscriber, in ordered pages of `.range(0, 999)`, ordered by created_at then id.
 *
 * Each page after the first starts at the last timestamp seen (`created_at <= last` when
 * newest first) rather than at an ever larger offset: Postgres then reads each page straight
 * from the (created_at, id) index instead of walking past every earlier row, so 100,000 rows
 * cost 101 cheap requests, not a quadratic scan. The page overlaps the previous one by the
 * rows that share the boundary timestamp; they are dropped by id. Should a whole page share
 * one timestamp (a bulk import), the rows at that instant are read by offset before moving on.
 * The first page also asks for the exact count, for the progress bar.
 * Reading needs a signed-in team member: row-level security shows anyone else nothing.
 */
export async function loadAllSubscribers(client: SupabaseClient, options: LoadOptions = {}): Promise<Subscriber[]> {
  const { ascending = false, pageSize = PAGE_SIZE, onProgress, signal } = options;

  const fetchPage = async (build: (q: ReturnType<typeof base>) => ReturnType<typeof base>, withCount = false) => {
    let q = build(base(withCount));
    if (signal) q = q.abortSignal(signal);
    const { data, error, count } = await q;
    if (error) fail(error);
    return { rows: (data ?? []) as unknown as Subscriber[], count: count ?? null };
  };
  function base(withCount: boolean) {
    return client
      .from("subscribers")
      .select(SUBSCRIBER_COLUMNS, withCount ? { count: "exact" } : undefined)
      .order("created_at", { ascending })
      .order("id", { ascending });
  }

  const out: Subscriber[] = [];
  const seen = new Set<string>();
  const add = (rows: Subscriber[]) => {
    let added = 0;
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
      added++;
    }
    return added;
  };

  const first = await fetchPage((q) => q.range(0, pageSize - 1), true);
  let total = Math.max(first.count ?? 0, first.rows.length);
  add(first.rows);
  onProgress?.({ loaded: out.length, total });
  let page = first.rows;

  while (page.length === pageSize) {
    const boundary = page[page.length - 1]!.created_at;
    page = (await fetchPage((q) => (ascending ? q.gte("created_at", boundary) : q.lte("created_at", boundary)).range(0, pageSize - 1))).rows;
    const added = add(page);
    if (added === 0 && page.length === pageSize) {
      // A full page at one instant: read that instant by offset, then go past it.
      for (let offset = page.length; ; offset += pageSize) {
        const tied = (await fetchPage((q) => q.eq("created_at", boundary).range(offset, offset + pageSize - 1))).rows;
        add(tied);
        if (tied.length < pageSize) break;
      }
      page = (await fetchPage((q) => (ascending ? q.gt("created_at", boundary) : q.lt("created_at", boundary)).range(0, pageSize - 1))).rows;
      add(page);
    }
    total = Math.max(total, out.length);
    onProgress?.({ loaded: out.length, total });
  }
  return out;
}
