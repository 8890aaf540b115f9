/**
 * A #hash target is first looked for this long after the navigation (the spec's "scroll reset
 * delay", part 2 §9). The reset to the top itself no longer waits: it happens before the new
 * page's first frame (docs/decisions/2026-11-26-scroll-on-arrival.md).
 */
export const HASH_TARGET_DELAY_MS = 50;

export type LocationKey = { pathname: string; search: string; hash: string };

/**
 * What to do after a navigation: reset to the top on a path or query change (never on the
 * first load), and bring a hash target into view when there is one.
 */
export function scrollPlan(prev: LocationKey | null, next: LocationKey): { resetTop: boolean; hashTarget: string | null } {
  const hashTarget = next.hash.length > 1 ? decodeURIComponent(next.hash.slice(1)) : null;
  const changed = prev !== null && (prev.pathname !== next.pathname || prev.search !== next.search);
  return { resetTop: changed && hashTarget === null, hashTarget };
}

/** Smooth-scrolls the element whose id matches to the centre of the view; false when absent. */
export function scrollToId(id: string, doc: Document = document): boolean {
  const el = doc.getElementById(id);
  if (!el) return false;
  const reduce = typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
  return true;
}

/**
 * What happens when a client navigation lands (components/layout/page-arrival.ts, loaded after
 * hydration so no page's first load carries it): the back and forward buttons restore the
 * position the page was left at (it answers true: no reset to the top, no scroll to a #hash),
 * and focus moves to the new page's main heading. The scroll manager calls it after each
 * location change but the first; unset until that module has loaded.
 */
export const pageArrival: { run?: (next: LocationKey) => boolean } = {};
