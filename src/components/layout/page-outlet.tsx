import { memo, type ReactNode } from "react";
import { useLocation, useMatches, useOutlet, type UIMatch } from "react-router";

/** What a page's element is drawn from: the router's location and matches (with their data). */
export type PageKey = { location: object; matches: readonly UIMatch[] };

/**
 * Whether the page's element drawn for `prev` still stands for `next`. The router's state also
 * changes when only its `navigation` does (idle -> loading as a tap starts, and back): then the
 * location and the matches are the same objects (useMatches is memoized on the router's matches and
 * loader data), and so is the page.
 */
export function samePage(prev: PageKey, next: PageKey): boolean {
  return prev.location === next.location && prev.matches === next.matches;
}

const HeldPage = memo(function HeldPage({ page }: PageKey & { page: ReactNode }) {
  return page;
}, samePage);

/**
 * The root's `<Outlet />`, without the render of the page being left when a tap starts a
 * navigation (issue 43). React Router draws every route's element anew on each state change, so a
 * tap's `loading` state re-rendered the whole page in the tap's own task, before the next page's
 * code could even load (85-184 ms at the reference CPU; docs/decisions/2026-11-28-navigation-cost.md).
 * Here that element is reused while the location and matches stay the same: React stops at the
 * page's root. What inside it reads the router itself (useNavigation for a pending state,
 * useLocation, loader or action data) still updates, through React's context.
 */
export function PageOutlet() {
  return <HeldPage page={useOutlet()} location={useLocation()} matches={useMatches()} />;
}
