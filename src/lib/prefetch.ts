import { matchRoutes, type RouteObject } from "react-router";
import { couldMatch } from "./route-match";
import type { RouteChunks, RouteChunksAnswer } from "./route-chunks";

// The route tree and its pruning are shared with the router's own route discovery (lib/route-discovery.ts),
// which every page loads: they live in a module of their own so the shell carries only them.
export { couldMatch, routeTree, type ManifestRoute } from "./route-match";

/**
 * What a link prefetches, when, and how often (issue 22, docs/decisions/2026-11-25-navigation.md).
 * Plain functions: components/layout/link-prefetch.ts watches the links and calls them.
 *
 * - **What:** the route modules of the page a link leads to with every chunk they import (one
 *   round, from the build's route-chunks table), and for a route with prerendered loader data its
 *   `.data` file (lib/route-data.ts). Never the team tools or a kit's checkout (the table's
 *   `never` list) from a prefetch; a tap on them still fetches their chunks in one round.
 * - **When:** a link on screen (viewport), hovered, touched or focused (intent), tapped (tap).
 *   Viewport prefetch is off when the visitor saves data or is on a 2g connection: intent and
 *   taps only.
 * - **How often:** once per file and once per page's data (the ledger); data that goes stale
 *   (live prices and stock) has its own time to live where it is fetched.
 */

export type Trigger = "viewport" | "intent" | "tap";

/** The route-chunks table from the shell's request (lib/route-chunks.ts), or null when it has none to give. */
export async function readRouteChunks(answer: RouteChunksAnswer): Promise<RouteChunks | null> {
  try {
    const res = await answer;
    return res?.ok ? ((await res.json()) as RouteChunks) : null;
  } catch {
    return null;
  }
}

/** The part of navigator.connection the policy reads (Network Information API; absent in Safari and Firefox). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string } | null | undefined;

const SLOW_CONNECTIONS = new Set(["slow-2g", "2g"]);

/** Viewport prefetch spends the visitor's data on pages they may never open: not when they save data or are on 2g. */
export function viewportPrefetchAllowed(connection: ConnectionInfo): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType && SLOW_CONNECTIONS.has(connection.effectiveType));
}

/** The page a visitor is on. */
export type Here = { origin: string; pathname: string; search: string };

/** What of an anchor decides whether the router would handle it. */
export type AnchorLike = { href: string; target?: string; hasDownload?: boolean };

/**
 * The in-site path (pathname + search) a link leads to when the router would open it, or null:
 * another origin, another scheme (mailto:, tel:), a new tab or a download, or the page the visitor is on (a #hash on it included).
 */
export function linkTarget(anchor: AnchorLike, here: Here): string | null {
  if (anchor.hasDownload) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  let url: URL;
  try {
    url = new URL(anchor.href, here.origin + here.pathname + here.search);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search;
}

/**
 * Whether the visitor's browser asks for pages in `lang` (a link's `hreflang`: "es", "en"), from
 * `navigator.languages` ("es-MX", "en-US", …). The language switch is on every screen and most
 * visitors never take it: viewport prefetch serves it after every other link, and like any other
 * link for a visitor who reads that language.
 */
export function visitorReads(lang: string, languages: readonly string[]): boolean {
  const wanted = lang.toLowerCase().split("-")[0];
  return languages.some((l) => l.toLowerCase().split("-")[0] === wanted);
}

/** Whether a trigger may prefetch the routes a path matches. A tap always fetches what it needs. */
export function mayPrefetch(trigger: Trigger, routeIds: readonly string[], never: readonly string[], connection: ConnectionInfo): boolean {
  if (trigger === "tap") return true;
  if (routeIds.length === 0 || routeIds.some((id) => never.includes(id))) return false;
  return trigger === "intent" || viewportPrefetchAllowed(connection);
}

/** The files a navigation to these routes needs that nobody asked for yet, in the table's order; marks them asked for. */
export function takeChunks(table: RouteChunks, routeIds: readonly string[], asked: Set<string>): string[] {
  const out: string[] = [];
  for (const id of routeIds) {
    for (const i of table.routes[id] ?? []) {
      const file = table.files[i];
      if (file === undefined || asked.has(file)) continue;
      asked.add(file);
      out.push(file);
    }
  }
  return out;
}

/**
 * The order links that came on screen together are prefetched in: the one with the fewest files
 * left to fetch first, counted again after each pick (a file two links share counts once, for the
 * first), ties to the later link (the last to come on screen). A footer brings a dozen links on
 * screen at once, ~40 files that take more than a second at six at a time and 150 ms a round trip
 * (HTTP/1.1, slow 4G): fewest files first makes the most of them ready soonest, and leaves last
 * the pages that could not be ready within that second anyway.
 */
export function fewestFilesFirst<T>(links: readonly T[], filesOf: (link: T) => readonly string[], asked: ReadonlySet<string>): T[] {
  const left = links.map((link) => ({ link, files: filesOf(link) }));
  const taken = new Set(asked);
  const out: T[] = [];
  while (left.length) {
    let best = 0;
    let fewest = Infinity;
    left.forEach(({ files }, i) => {
      const n = files.filter((f) => !taken.has(f)).length;
      if (n <= fewest) [best, fewest] = [i, n];
    });
    const [{ link, files }] = left.splice(best, 1) as [{ link: T; files: readonly string[] }];
    for (const f of files) taken.add(f);
    out.push(link);
  }
  return out;
}

/** Every file of the routes, in the table's order (whether asked for or not). */
export function routeFiles(table: RouteChunks, routeIds: readonly string[]): string[] {
  return routeIds.flatMap((id) => (table.routes[id] ?? []).map((i) => table.files[i]).filter((f): f is string => f !== undefined));
}

/**
 * How many viewport prefetches are in flight at once, by the protocol the page came over
 * (`nextHopProtocol` of its navigation entry):
 * - HTTP/1.1 (`npm start`, any host without HTTP/2): six, what a browser sends one host at a
 *   time, so none waits in the browser's own queue, out of a tap's reach (a file asked for there
 *   cannot be asked again at a higher priority). Four measured slower: at 150 ms a round trip, a
 *   product page's files were still queued behind the header's links a second later.
 * - HTTP/2 and HTTP/3 (Cloudflare Pages and Netlify): no such queue, every file is a stream of one
 *   connection, so the limit is the bandwidth a tap may have to share: `H2_IN_FLIGHT`, sixteen
 *   files of a few KB, ~25 KB, 0.12 s at slow 4G's 1.6 Mbit/s. Measured through an HTTP/2 front at
 *   slow 4G: every prefetched tap of the bench within 200 ms (six in flight: a footer link 273 ms).
 */
export const VIEWPORT_IN_FLIGHT = 6;
export const H2_IN_FLIGHT = 16;

export function viewportInFlight(protocol: string | undefined): number {
  return protocol === "h2" || protocol === "h3" || protocol?.startsWith("h3-") ? H2_IN_FLIGHT : VIEWPORT_IN_FLIGHT;
}

/**
 * The queue viewport prefetches wait in. A footer brings a dozen links on screen at once; asked
 * for together at low priority, their ~40 files filled the connection (six at a time on HTTP/1.1)
 * and a tap on one of them waited behind its neighbours' files: a prefetched /terms took 1.1-1.6 s
 * at slow 4G, four times a tap that prefetched nothing. So at most `limit` files are in flight and
 * `promote` (intent, tap) starts a waiting file at once at high priority. The rest wait with the
 * links that came on screen last first (one `low` call per batch of links, `fewestFilesFirst`
 * within it): a visitor who scrolls to the footer is nearer a tap there than on the links
 * scrolled past, whose files still wait behind. Measured on HTTP/1.1 at slow 4G, the footer's
 * links a second after a scroll (2026-11-26 navigation record): in the order they came, /terms
 * 318 ms; each scroll's links first, in page order, 294; the last link first, 107. Within a batch,
 * fewest files first against last link first (fifth pass): 2 footer links of 16 over 200 ms, not 3;
 * with each page one file of its own (sixth pass), none.
 * `start` fetches a file; the caller reports each low-priority one's end with `done`.
 */
export type PrefetchLane = {
  /** Queues viewport files (a batch of links', in order) ahead of those waiting, or `last`, behind everything. */
  low(files: readonly string[], where?: "first" | "last"): void;
  promote(files: readonly string[]): void;
  done(file: string): void;
  waiting(): number;
};

export function prefetchLane(limit: number, start: (file: string, priority: "low" | "high") => void): PrefetchLane {
  const queue: string[] = [];
  const inFlight = new Set<string>();
  const pump = () => {
    while (inFlight.size < limit && queue.length) {
      const file = queue.shift()!;
      inFlight.add(file);
      start(file, "low");
    }
  };
  return {
    low(files, where = "first") {
      if (where === "last") queue.push(...files);
      else queue.unshift(...files);
      pump();
    },
    promote(files) {
      for (const file of files) {
        const at = queue.indexOf(file);
        if (at < 0) continue;
        queue.splice(at, 1);
        start(file, "high");
      }
    },
    done(file) {
      if (inFlight.delete(file)) pump();
    },
    waiting: () => queue.length,
  };
}

export type PathMatch = { ids: string[]; params: Record<string, string | undefined>; pathname: string };

/** The routes (outermost first) and params a path opens. */
export function matchPath(tree: RouteObject[], path: string): PathMatch {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const matches = matchRoutes(tree, pathname) ?? [];
  return { ids: matches.map((m) => m.route.id!).filter(Boolean), params: matches.at(-1)?.params ?? {}, pathname };
}

/**
 * `matchPath` over one tree, each pathname matched once. React Router's `matchRoutes` flattens
 * and ranks the whole route table on every call (7-20 ms at 4x CPU for ~70 routes); a link is
 * matched when it comes on screen, again when hovered or pressed, and again in the tap's own task,
 * where that time sat between the click and the next page (issue 22, 2026-11-25 navigation record).
 * It is still React Router's `matchRoutes` that decides, but over the few routes that could match
 * the path (`prune`): on a page with 30 links, flattening and ranking the whole table for each
 * was about 10 ms of main thread at 1x CPU after hydration (issue 43, 2026-11-28 hydration record).
 * A path with an escape (`%`), or not from the root, is matched against the whole tree, as React
 * Router decodes and joins it.
 */
export function pathMatcher(tree: RouteObject[]): (path: string) => PathMatch {
  const known = new Map<string, PathMatch>();
  const candidates = couldMatch(tree);
  return (path) => {
    const pathname = path.split(/[?#]/)[0] ?? path;
    let match = known.get(pathname);
    if (!match) known.set(pathname, (match = matchPath(candidates(pathname), pathname)));
    return match;
  };
}
