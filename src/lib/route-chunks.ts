/**
 * The build's route-chunks table (pipeline/route-chunks.ts writes it, lib/prefetch.ts reads it):
 * each route's modules with every chunk they import, for prefetching (issue 22,
 * docs/decisions/2026-11-25-navigation.md). A module of its own, this small, because the site
 * shell asks for the table the moment a page has hydrated, beside the chunk that reads it: every
 * page's first load carries these lines.
 */

/** Each route's chunks as indices into `files`; `never`: routes no prefetch may fetch. */
export type RouteChunks = { files: string[]; routes: Record<string, number[]>; never: string[] };

/** Where the build writes the route-chunks table for a manifest version (both sides name it here). */
export const routeChunksPath = (version: string): string => `/assets/route-chunks-${version}.json`;

/** The answer to the table's request, null without one (no version, no network); read by lib/prefetch.ts `readRouteChunks`. */
export type RouteChunksAnswer = Promise<Response | null>;

/** Asks for the table of this build (`version`: the route manifest's) at low priority. */
export const askRouteChunks = (version: string | undefined): RouteChunksAnswer =>
  version ? fetch(routeChunksPath(version), { priority: "low" }).catch(() => null) : Promise.resolve(null);
