import {
  fewestFilesFirst,
  linkTarget,
  pathMatcher,
  prefetchLane,
  routeFiles,
  viewportInFlight,
  mayPrefetch,
  readRouteChunks,
  routeTree,
  takeChunks,
  visitorReads,
  type ConnectionInfo,
  type ManifestRoute,
  type Trigger,
} from "~/lib/prefetch";
import { browserIdle, idleSlices } from "~/lib/idle-slices";
import type { RouteChunks, RouteChunksAnswer } from "~/lib/route-chunks";

/**
 * Everything a link needs, fetched before the tap (issue 22, docs/decisions/2026-11-25-navigation.md).
 * One document-level watcher for every internal link, so no `<Link>` changes:
 * - a link on screen (IntersectionObserver) is prefetched when the browser is idle, at low
 *   priority: its route's modules and every chunk they import (`<link rel="modulepreload">`:
 *   fetched and compiled, run only by the tap; running them ahead measured no faster, and their
 *   code would then run whenever their files arrive, a tap's moment included), a few files at a
 *   time (the rest wait in a queue a tap or a hover jumps: lib/prefetch.ts `prefetchLane`), and its
 *   prerendered loader data (lib/route-data.ts);
 * - a link hovered, touched, pressed or focused is prefetched at once (intent), also on Save-Data;
 * - a tap (click, in the capture phase: before the router's own handler) asks for whatever is
 *   still missing at high priority, in the same task as the router's `import()`, so a cold
 *   navigation is one round of code beside its data, not a waterfall.
 * What waits for idle time runs in slices of a few ms (lib/idle-slices.ts): each link's matching,
 * each link's prefetch, each file's start is a job of its own, so the first pass over a page's
 * links is never one long task a tap would wait behind (issue 43).
 * The policy (what, when, how often) is lib/prefetch.ts. It starts once the route-chunks table the
 * build wrote (pipeline/route-chunks.ts) is in: the site shell asks for it the moment the page has
 * hydrated, in the same round as this chunk (site-shell.tsx), so prefetching starts a round sooner.
 */

type Manifest = { version?: string; routes: Record<string, ManifestRoute> };
declare global {
  interface Window {
    __reactRouterManifest?: Manifest;
  }
  interface Navigator {
    connection?: ConnectionInfo;
  }
}

let running: (() => void) | null = null;

/** A viewport prefetch's slot in the queue frees after this long even if its file never reports. */
const SLOT_TIMEOUT_MS = 10_000;

/**
 * Starts watching the page's links (once) as soon as `routeChunks` (the table, already asked
 * for) is in; returns the stop.
 */
export function startLinkPrefetch(routeChunks: RouteChunksAnswer, win: Window = window): () => void {
  const manifest = win.__reactRouterManifest;
  if (running) return running;
  if (!manifest?.version || typeof IntersectionObserver !== "function") return () => {};
  const doc = win.document;
  const match = pathMatcher(routeTree(manifest.routes));
  // Files already asked for: this page's own (resource timing) and every prefetch's.
  const asked = new Set<string>();
  for (const entry of win.performance?.getEntriesByType?.("resource") ?? []) {
    try {
      asked.add(new URL(entry.name).pathname);
    } catch {
      /* not a URL */
    }
  }
  let table: RouteChunks | null = null;
  let stopped = false;
  const waiting: Array<[string, Trigger]> = [];

  const preload = (file: string, priority: "low" | "high") => {
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.href = file;
    link.setAttribute("fetchpriority", priority);
    if (priority === "low") {
      // Its slot frees when the file is in; a browser that never says so (no modulepreload
      // support: the link does nothing) frees it after a while, so the queue never stalls.
      const done = () => lane.done(file);
      link.addEventListener("load", done, { once: true });
      link.addEventListener("error", done, { once: true });
      win.setTimeout(done, SLOT_TIMEOUT_MS);
    }
    doc.head.appendChild(link);
  };
  // What can wait for idle time, in slices of a few ms.
  const slices = idleSlices(browserIdle(win));
  // Viewport prefetches wait their turn; intent and taps go first (lib/prefetch.ts). A viewport
  // file starts in a slice of its own: adding a `<link rel="modulepreload">` starts a request,
  // ~0.5 ms of main thread each at 1x CPU.
  const navigation = win.performance?.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  const lane = prefetchLane(viewportInFlight(navigation?.nextHopProtocol), (file, priority) =>
    priority === "low" ? slices.push(() => !stopped && preload(file, "low")) : preload(file, priority),
  );
  // The data layer (prerendered `.data` files, a product's live fields) is asked for beside the
  // table, not before this chunk could run (a page that shows a store has it already).
  type RouteData = typeof import("~/lib/route-data");
  let routeDataModule: RouteData | null = null;
  const routeData = import("~/lib/route-data").then((m) => (routeDataModule = m));
  routeData.catch(() => {});

  /** The routes and params `path` opens, when `trigger` may prefetch them (lib/prefetch.ts `mayPrefetch`). */
  const prefetchable = (path: string, trigger: Trigger) => {
    const opened = match(path);
    return mayPrefetch(trigger, opened.ids, table?.never ?? [], win.navigator.connection) ? opened : null;
  };

  /**
   * Prefetches what `path` needs. Intent and taps fetch its files at once; a viewport prefetch
   * returns them, for `flush` to queue (`[]` for anything else).
   */
  function prefetch(path: string, trigger: Trigger): string[] {
    const opened = prefetchable(path, trigger);
    if (!opened) return [];
    const { ids, params, pathname } = opened;
    if (!table) {
      if (trigger !== "viewport") waiting.push([path, trigger]);
      return [];
    }
    const priority = trigger === "viewport" ? "low" : "high";
    let queued: string[] = [];
    if (priority === "low") queued = takeChunks(table, ids, asked);
    else {
      lane.promote(routeFiles(table, ids));
      for (const file of takeChunks(table, ids, asked)) preload(file, "high");
    }
    const data = ({ prerenderedData, prefetchRegisteredData }: RouteData) => {
      for (const id of ids) {
        if (manifest!.routes[id]?.hasLoader) void prerenderedData(pathname, id, priority).catch(() => {});
        prefetchRegisteredData(id, params, trigger);
      }
    };
    // A viewport prefetch's data requests are a job of their own; intent and taps ask at once.
    if (trigger === "viewport") slices.push(() => (routeDataModule ? data(routeDataModule) : void routeData.then(data)));
    else void routeData.then(data);
    return queued;
  }

  const here = () => ({ origin: win.location.origin, pathname: win.location.pathname, search: win.location.search });
  const targetOf = (el: EventTarget | null): string | null => {
    const a = el instanceof Element ? el.closest("a[href]") : null;
    if (!(a instanceof HTMLAnchorElement)) return null;
    return linkTarget({ href: a.href, target: a.target, hasDownload: a.hasAttribute("download") }, here());
  };

  // Viewport: links on screen, prefetched in an idle period.
  const visible = new Set<HTMLAnchorElement>();
  let flushQueued = false;
  // The links that came on screen together join the queue ahead of those already waiting (the
  // last to come on screen go first: lib/prefetch.ts `prefetchLane`), the one with the fewest
  // files left first (`fewestFilesFirst`). A link to the other language's page (the language
  // switch, `hreflang`) waits behind every other link, and is one like the others for a visitor
  // whose browser reads that language (lib/prefetch.ts `visitorReads`).
  const viewportFiles = (path: string): string[] => {
    const opened = prefetchable(path, "viewport");
    return table && opened ? routeFiles(table, opened.ids) : [];
  };
  const flush = () => {
    flushQueued = false;
    if (stopped) return;
    const now: string[] = [];
    const last: string[] = [];
    for (const a of visible) {
      const path = targetOf(a);
      if (!path) continue; // a link to this page: watched on, for the next page
      (a.hreflang && !visitorReads(a.hreflang, win.navigator.languages ?? []) ? last : now).push(path);
      io.unobserve(a);
    }
    visible.clear();
    // Matching a path to its routes is the costly part (lib/prefetch.ts `pathMatcher`, once per
    // pathname): a job per link. Then the batch is ordered, each link's prefetch is a job, and
    // the batch's files join the queue in one piece when its last link is done, in the order chosen.
    for (const path of [...now, ...last]) slices.push(() => void prefetchable(path, "viewport"));
    const queue = (paths: () => string[], where: "first" | "last") =>
      slices.push(() => {
        const files: string[] = [];
        for (const path of paths()) slices.push(() => void files.push(...prefetch(path, "viewport")));
        slices.push(() => lane.low(files, where));
      });
    queue(() => fewestFilesFirst(now, viewportFiles, asked), "first");
    queue(() => last, "last");
  };
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) visible.add(e.target as HTMLAnchorElement);
      else visible.delete(e.target as HTMLAnchorElement);
    }
    if (visible.size && !flushQueued && table) {
      flushQueued = true;
      slices.push(flush);
    }
  });
  const watched = new WeakSet<Element>();
  const watchOne = (a: Element) => {
    if (watched.has(a)) return;
    watched.add(a);
    io.observe(a);
  };
  const onScreenWatched = "a[href]";
  const watch = (root: Element | Document) => {
    if (root instanceof Element && root.matches(onScreenWatched)) watchOne(root);
    for (const a of root.querySelectorAll(onScreenWatched)) watchOne(a);
  };
  const mo = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) watch(n);
  });

  // Intent and taps: one listener each on the window, in the capture phase.
  const onIntent = (e: Event) => {
    const path = targetOf(e.target);
    if (path) prefetch(path, "intent");
  };
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const path = targetOf(e.target);
    if (path) prefetch(path, "tap");
  };
  const intentEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
  for (const type of intentEvents) win.addEventListener(type, onIntent, { capture: true, passive: true });
  win.addEventListener("click", onClick, { capture: true });

  void readRouteChunks(routeChunks).then((t) => {
    if (stopped || !t) return;
    table = t;
    for (const [path, trigger] of waiting.splice(0)) prefetch(path, trigger);
    watch(doc);
    mo.observe(doc.body, { childList: true, subtree: true });
  });

  return (running = () => {
    running = null;
    stopped = true;
    slices.clear();
    io.disconnect();
    mo.disconnect();
    for (const type of intentEvents) win.removeEventListener(type, onIntent, { capture: true });
    win.removeEventListener("click", onClick, { capture: true });
  });
}
