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

/** Ids of the routes (outermost first) the whole table opens for `pathname`, matched over the routes that could match it. */
export function routeIdsFor(routes: Record<string, ManifestRoute | undefined>): (pathname: string) => string[] {
  const candidates = couldMatch(routeTree(routes as Record<string, ManifestRoute>));
  return (pathname) => (matchRoutes(candidates(pathname), pathname) ?? []).map((m) => m.route.id!).filter(Boolean);
}

/**
 * The routes the router starts with: those `pathname` opens, and the home page's. React Router
 * makes a branch of the root route too (its path is ""), which matches `/` on its own: a router
 * that knew the root but not the home page would open `/` as the root alone, with nothing in it,
 * and ask nothing (no param). Knowing the home page from the start, it never does.
 */
export function startingRoutes(idsFor: (pathname: string) => string[], pathname: string): Set<string> {
  return new Set([...idsFor(pathname), ...idsFor("/")]);
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
