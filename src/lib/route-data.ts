import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import type { Trigger } from "./prefetch";

/**
 * Data a page needs, fetched once whether a prefetch or the navigation asks first
 * (issue 22, docs/decisions/2026-11-25-navigation.md). A prefetch starts the request; the route's
 * loader, on the tap, takes the same promise, so nothing is fetched twice and a tap on a
 * prefetched link waits for no network.
 */

type Entry = { at: number; ttlMs: number; value: Promise<unknown> };
const entries = new Map<string, Entry>();

/**
 * `load()`'s promise for `key`, shared while younger than `ttlMs`. A failure is not kept: the
 * next caller asks again.
 */
export function shared<T>(key: string, ttlMs: number, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const entry = entries.get(key);
  if (entry && now - entry.at < Math.min(ttlMs, entry.ttlMs)) return entry.value as Promise<T>;
  const value = load();
  entries.set(key, { at: now, ttlMs, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** `value` for `key`, as if just loaded (data that arrived another way: the store's listing holds each product's live fields). */
export function seedShared<T>(key: string, ttlMs: number, value: T, now: number = Date.now()): void {
  entries.set(key, { at: now, ttlMs, value: Promise.resolve(value) });
}

/** Whether `key` is held and younger than `ttlMs` (a prefetch does not ask again). */
export const isShared = (key: string, ttlMs: number, now: number = Date.now()): boolean => {
  const entry = entries.get(key);
  return !!entry && now - entry.at < Math.min(ttlMs, entry.ttlMs);
};

/** Where React Router's build writes a prerendered path's loader data (local-services/react-router-contract.mjs, prerenderedDataPath). */
export const routeDataPath = (pathname: string): string => (pathname.endsWith("/") ? `${pathname}_.data` : `${pathname}.data`);

/** For tests. */
export const forgetShared = () => entries.clear();

/** A prerendered file changes only with a deploy: kept for the visit (ten minutes). */
export const PRERENDERED_TTL_MS = 10 * 60_000;

export class NotPrerenderedError extends Error {}

/**
 * A prerendered page's loader data for one route, from the `.data` file the build wrote beside
 * it (decoded as React Router decodes it). A path that was not prerendered (a product added
 * after the build: the host answers with the SPA fallback's HTML) rejects with NotPrerenderedError.
 */
export function prerenderedData<T>(pathname: string, routeId: string, priority: RequestPriority = "auto"): Promise<T> {
  return shared(`data:${pathname}`, PRERENDERED_TTL_MS, async () => {
    const res = await fetch(routeDataPath(pathname), { credentials: "same-origin", priority });
    if (!res.ok || !res.body || (res.headers.get("content-type") ?? "").includes("text/html")) {
      await res.body?.cancel().catch(() => {});
      throw new NotPrerenderedError(`${pathname} has no prerendered data (HTTP ${res.status})`);
    }
    const decoded = await decodeTurboStream(res.body, window);
    return decoded.value as Record<string, { data?: unknown } | undefined>;
  }).then((routes) => {
    const route = routes[routeId];
    if (!route || !("data" in route)) throw new NotPrerenderedError(`${pathname} has no data for ${routeId}`);
    return route.data as T;
  });
}

/**
 * What a route's page reads from elsewhere than its prerendered data (a product's live prices
 * and stock), registered by the code that renders links to it (features/store/product-prefetch.ts)
 * so the prefetcher, which knows no feature, can start it.
 */
export type DataPrefetch = (params: Record<string, string | undefined>, trigger: Trigger) => void;
const dataPrefetches = new Map<string, DataPrefetch>();

export function registerDataPrefetch(routeId: string, prefetch: DataPrefetch): void {
  dataPrefetches.set(routeId, prefetch);
}

export function prefetchRegisteredData(routeId: string, params: Record<string, string | undefined>, trigger: Trigger): boolean {
  const prefetch = dataPrefetches.get(routeId);
  if (!prefetch) return false;
  prefetch(params, trigger);
  return true;
}
