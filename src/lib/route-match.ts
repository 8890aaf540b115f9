import type { RouteObject } from "react-router";

/**
 * The route manifest as the tree React Router's `matchRoutes` reads, and the part of it that could
 * match a path. Read by the prefetcher (lib/prefetch.ts, after hydration) and by the router's
 * route discovery (lib/route-discovery.ts, on every first load), so it is a module of its own:
 * the shell carries these few functions, not the prefetcher's policy.
 */

/** A route of React Router's browser manifest, the fields route matching reads. */
export type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; hasLoader?: boolean };

/** The manifest's flat routes as the nested tree `matchRoutes` reads. */
export function routeTree(routes: Record<string, ManifestRoute>): RouteObject[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const r of Object.values(routes)) {
    const siblings = children.get(r.parentId);
    if (siblings) siblings.push(r);
    else children.set(r.parentId, [r]);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: build(r.id) },
    );
  return build(undefined);
}

/** A route of the tree with the whole path its branch matches, normalized for comparing. */
type Placed = { route: RouteObject; full: string; fixed: boolean; children: Placed[] };

const FIXED_SEGMENT = /^[^:*?]*$/;

/** The tree with each route's whole path; null when a route would make a comparison unsafe. */
function place(tree: RouteObject[], parent = ""): Placed[] | null {
  const out: Placed[] = [];
  for (const route of tree) {
    if (route.caseSensitive) return null;
    const full = `/${[parent, route.path ?? ""].join("/")}`.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
    const children = place(route.children ?? [], full);
    if (!children) return null;
    out.push({ route, full: full.toLowerCase(), fixed: full.split("/").every((s) => FIXED_SEGMENT.test(s)), children });
  }
  return out;
}

/**
 * The routes that could match `pathname`: a route whose whole path has no param or splat
 * matches only that exact path, so the others are left out; routes with a param or a splat stay,
 * and so does every route above a route that stays. The order of what stays is kept, so React
 * Router ranks the pruned tree as it ranks the whole one.
 */
function prune(placed: Placed[], pathname: string): RouteObject[] {
  const out: RouteObject[] = [];
  for (const p of placed) {
    const children = prune(p.children, pathname);
    if (!p.fixed || p.full === pathname || children.length > 0) out.push(p.route.index ? p.route : { ...p.route, children });
  }
  return out;
}

/** For a pathname, the part of `tree` whose routes could match it (`prune`), or the whole tree where that is not safe to say. */
export function couldMatch(tree: RouteObject[]): (pathname: string) => RouteObject[] {
  const placed = place(tree);
  return (pathname) =>
    placed && pathname.startsWith("/") && !pathname.includes("%") ? prune(placed, pathname.replace(/(.)\/+$/, "$1").toLowerCase()) : tree;
}
