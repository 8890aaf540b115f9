import type { RouteChunksAnswer } from "~/lib/route-chunks";
import { startLinkPrefetch } from "./link-prefetcher";
import { startPageArrival } from "./page-arrival";

/**
 * What client navigations need, loaded by the site shell once the page has hydrated, in a chunk
 * of its own so that no page's first load carries it (issue 22): links prefetch the pages they
 * lead to, and a navigation lands with its scroll and focus where a page load would put them.
 * `routeChunks`: the answer to the build's route-chunks table, asked for by the shell beside this chunk.
 */
export function afterHydration(routeChunks: RouteChunksAnswer): void {
  startPageArrival();
  startLinkPrefetch(routeChunks);
}
