import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";
import { couldMatch, routeTree, type ManifestRoute } from "./route-match";

/**
 * Which routes the router is given, and when (issue 43, docs/decisions/2026-11-28-router-discovery.md).
 *
 * React Router's `HydratedRouter` turns the whole route manifest (69 routes, both languages) into
 * the router's routes on every first load, and flattens, ranks and compiles a regex for each twice
 * (once for the hydration data, once for the router): most of the 17-27 ms the router took at 1x
 * CPU on `/`, for one page's three routes. Here the router starts with the routes the page opens
 * and learns any other one the first time a navigation needs it (lib/hydrated-router.tsx hands
 * `discover` to React Router's `patchRoutesOnNavigation`). The browser keeps the whole manifest
 * (`window.__reactRouterManifest`, the prefetcher reads it), so a route is learnt from memory, in
 * the navigation's own task: no request, no extra round.
 *
 * When the router asks: for a path it matches to no route, or to a route with a param or a splat
 * (a product page, the 404 page's `*`: a route it does not know yet may be the better match).
 * A path it matches to a route without params is that route's and no other's: a static route
 * matches one path only, and the route table has one route per path (route-discovery.test.ts
 * checks it), so a known static route is what the whole table would pick too. The one path with
 * two is `/` (the root route and the home page): the router always knows both (`startingRoutes`).
 */

/**
 * Ids of the routes (outermost first) the whole table opens for `pathname`, matched over the
 * routes that could match it. The tree is built on the first call (a static page's first load makes none).
 */
export function routeIdsFor(routes: Record<string, ManifestRoute | undefined>): (pathname: string) => string[] {
  let candidates: ((pathname: string) => RouteObject[]) | null = null;
  return (pathname) => {
    candidates ??= couldMatch(routeTree(routes as Record<string, ManifestRoute>));
    return (matchRoutes(candidates(pathname), pathname) ?? []).map((m) => m.route.id!).filter(Boolean);
  };
}

/**
 * The routes the router starts with: those `pathname` opens, and the home page's. React Router
 * makes a branch of the root route too (its path is ""), which matches `/` on its own: a router
 * that knew the root but not the home page would open `/` as the root alone, with nothing in it,
 * and ask nothing (no param). Knowing the home page from the start, it never does.
 * `prerendered`: the routes the prerender matched for this page (the route modules the page's
 * boot script loaded), taken as they are when the page's own route has no param or splat (it
 * matches this one path only): then nothing is matched here at all. A product page, a 404 page
 * or the SPA fallback is matched.
 */
export function startingRoutes(
  routes: Record<string, ManifestRoute | undefined>,
  idsFor: (pathname: string) => string[],
  pathname: string,
  prerendered?: readonly string[],
): Set<string> {
  const own = prerendered?.at(-1);
  const ownRoute = own === undefined ? undefined : routes[own];
  // A page's own route: an index route or one with a path (the root alone is the SPA fallback's).
  const isStaticPage = !!ownRoute && (ownRoute.index || !!ownRoute.path) && FIXED.test(ownRoute.path ?? "") && prerendered!.every((id) => routes[id]);
  const page = isStaticPage ? prerendered! : idsFor(pathname);
  return new Set([...page, ...(homeBranch(routes) ?? idsFor("/"))]);
}

const FIXED = /^[^:*?]*$/;

/** The home page's branch (outermost first): the one index route with no path above it, or null when there is not exactly one. */
export function homeBranch(routes: Record<string, ManifestRoute | undefined>): string[] | null {
  const branchOf = (r: ManifestRoute): string[] | null => {
    const out: string[] = [];
    for (let at: ManifestRoute | undefined = r; at; at = at.parentId === undefined ? undefined : routes[at.parentId]) {
      if (at !== r && at.path) return null;
      out.unshift(at.id);
    }
    return out;
  };
  const homes = Object.values(routes).flatMap((r) => (r?.index && !r.path ? [branchOf(r)].filter((b) => b !== null) : []));
  return homes.length === 1 ? homes[0]! : null;
}

/** The manifest routes with these ids (what the router starts with for the page's own path). */
export function pick<R extends ManifestRoute>(routes: Record<string, R | undefined>, ids: Iterable<string>): Record<string, R> {
  const out: Record<string, R> = {};
  for (const id of ids) {
    const route = routes[id];
    if (route) out[id] = route;
  }
  return out;
}

/**
 * The routes of `ids` the router does not know yet, grouped by where they attach: each group is
 * a parent the router knows (undefined: the top) and the new routes below it, as a manifest of
 * their own (React Router's `createClientRoutes` builds the subtree from it). Marks them known.
 */
export function newRoutes<R extends ManifestRoute>(
  routes: Record<string, R | undefined>,
  ids: readonly string[],
  known: Set<string>,
): Array<{ parentId: string | undefined; routes: Record<string, R> }> {
  const fresh = ids.filter((id) => !known.has(id) && routes[id]);
  const groups = new Map<string | undefined, Record<string, R>>();
  for (const id of fresh) {
    // The topmost new route of this branch: the one whose parent the router already knows.
    let top = routes[id]!;
    while (top.parentId !== undefined && !known.has(top.parentId) && fresh.includes(top.parentId)) top = routes[top.parentId]!;
    const group = groups.get(top.parentId) ?? {};
    group[id] = routes[id]!;
    groups.set(top.parentId, group);
  }
  for (const id of fresh) known.add(id);
  return [...groups].map(([parentId, group]) => ({ parentId, routes: group }));
}

/**
 * React Router's `patchRoutesOnNavigation`: teaches the router the routes the whole table opens
 * for the path it asks about, those it does not know yet, built by `build` (React Router's
 * `createClientRoutes` in the browser) below the parent they attach to. Synchronous: the
 * manifest is in memory.
 */
export function patchRoutesFrom<R extends ManifestRoute>(
  routes: Record<string, R | undefined>,
  known: Set<string>,
  idsFor: (pathname: string) => string[],
  build: (routes: Record<string, R>, parentId: string | undefined) => RouteObject[],
): PatchRoutesOnNavigationFunction {
  return ({ path, patch }) => {
    for (const group of newRoutes(routes, idsFor(path), known)) patch(group.parentId ?? null, build(group.routes, group.parentId));
  };
}
