import { startLinkPrefetch } from "./link-prefetcher";
import { startPageArrival } from "./page-arrival";

/**
 * What client navigations need, loaded by the site shell once the page has hydrated, in a chunk
 * of its own so that no page's first load carries it (issue 22): links prefetch the pages they
 * lead to, and a navigation lands with its scroll and focus where a page load would put them.
 */
export function afterHydration(): void {
  startPageArrival();
  startLinkPrefetch();
}
