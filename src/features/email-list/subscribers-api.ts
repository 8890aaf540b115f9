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
  /** Pages requested at the same time after the first. */
  concurrency?: number;
  onProgress?: (p: LoadProgress) => void;
  signal?: AbortSignal;
};

function fail(error: { message?: string } | null | undefined): never {
  throw new Error(error?.message || "Unknown error");
}

/**
 * Every subscriber, in ordered pages of `.range()`: the first page also asks for the exact
 * count, then the remaining pages load a few at a time and are put back in order. Ordered by
 * created_at and then id, so pages never overlap on equal timestamps; a row added while the
 * pages load is caught by reading on until a short page, and a row seen twice is kept once.
 * Reading needs a signed-in team member: row-level security shows anyone else nothing.
 */
export async function loadAllSubscribers(client: SupabaseClient, options: LoadOptions = {}): Promise<Subscriber[]> {
  const { ascending = false, pageSize = PAGE_SIZE, concurrency = 4, onProgress, signal } = options;

  const page = async (index: number, withCount: boolean) => {
    const from = index * pageSize;
    let q = client
      .from("subscribers")
      .select(SUBSCRIBER_COLUMNS, withCount ? { count: "exact" } : undefined)
      .order("created_at", { ascending })
      .order("id", { ascending })
      .range(from, from + pageSize - 1);
    if (signal) q = q.abortSignal(signal);
    const { data, error, count } = await q;
    if (error) fail(error);
    return { rows: (data ?? []) as unknown as Subscriber[], count: count ?? null };
  };

  const first = await page(0, true);
  const total = Math.max(first.count ?? first.rows.length, first.rows.length);
  const pages: Subscriber[][] = [first.rows];
  let loaded = first.rows.length;
  onProgress?.({ loaded, total });

  const pageCount = Math.ceil(total / pageSize);
  let next = 1;
  const worker = async () => {
    while (next < pageCount) {
      const index = next++;
      const { rows } = await page(index, false);
      pages[index] = rows;
      loaded += rows.length;
      onProgress?.({ loaded, total: Math.max(total, loaded) });
    }
  };
  if (first.rows.length === pageSize && pageCount > 1) {
    await Promise.all(Array.from({ length: Math.min(concurrency, pageCount - 1) }, worker));
  }
  // Rows added since the count: read on until a short page.
  let index = Math.max(pageCount, 1);
  while ((pages[index - 1]?.length ?? 0) === pageSize) {
    const { rows } = await page(index, false);
    pages[index] = rows;
    loaded += rows.length;
    onProgress?.({ loaded, total: Math.max(total, loaded) });
    index++;
  }

  const seen = new Set<string>();
  const out: Subscriber[] = [];
  for (const p of pages) {
    if (!p) continue;
    for (const row of p) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
    }
  }
  return out;
}
