import { adoptFirstScreen, arrivalCount, markArrival } from "~/lib/first-screen";
import { pageArrival } from "~/lib/scroll";

/**
 * A client navigation lands like a page load (issue 22, docs/decisions/2026-11-25-navigation.md):
 * - back and forward put the page where the visitor left it: React Router's router keeps each
 *   history entry's position (saved as a navigation starts) once scroll restoration is enabled,
 *   and its state says where to go; the browser's own restoration is off while the app runs
 *   (it would scroll the page being left), and back on for a reload;
 * - focus moves to the new page's main heading (`#main h1`, or `#main`) once its first frame is
 *   drawn (`focusAfterFrame`), so a screen reader announces the new page and Tab starts from its
 *   top, as after a page load; a #hash keeps
 *   the browser's focus, the scroll manager brings its target into view;
 * - the title is React Router's `<Meta>`, the reset to the top on a new page the scroll manager's;
 * - a new page at its top has its below-the-fold laid out after its first frame (`markArrival`).
 * Loaded after hydration with the link prefetcher; a navigation in the second before it
 * has loaded resets to the top as before.
 */

type ScrollRouter = {
  state: { historyAction: string; restoreScrollPosition: number | false | null };
  enableScrollRestoration(positions: Record<string, number>, getY: () => number, getKey: (location: { key: string }) => string): () => void;
};

declare global {
  interface Window {
    __reactRouterDataRouter?: ScrollRouter;
  }
}

/** Focuses the page's main heading without scrolling; false when the page has no `#main`. */
export function focusMainHeading(doc: Document): boolean {
  const main = doc.getElementById("main");
  const target = main?.querySelector<HTMLElement>("h1") ?? main;
  if (!target) return false;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Focuses the main heading after the new page's first frame, not in the commit that draws it:
 * focusing asks for the page's style and layout at once, so done in the commit it computed them
 * in that task and the frame did part of it again. Left alone when the visitor has moved the focus
 * meanwhile, and when a newer page has arrived (it focuses its own heading).
 */
export function focusAfterFrame(win: Window, current: () => boolean): void {
  const doc = win.document;
  const before = doc.activeElement;
  win.requestAnimationFrame(() =>
    win.setTimeout(() => {
      const now = doc.activeElement;
      if (!current() || (now !== before && now !== doc.body && now !== null)) return;
      focusMainHeading(doc);
    }, 0),
  );
}

let started = false;

export function startPageArrival(win: Window = window): void {
  const router = win.__reactRouterDataRouter;
  if (started || !router) return;
  started = true;
  const positions: Record<string, number> = {};
  router.enableScrollRestoration(positions, () => win.scrollY, (location) => location.key);
  const history = win.history;
  history.scrollRestoration = "manual";
  win.addEventListener("pagehide", () => (history.scrollRestoration = "auto"));
  win.addEventListener("pageshow", () => (history.scrollRestoration = "manual"));
  let last = `${win.location.pathname}${win.location.search}`;
  adoptFirstScreen(win);
  pageArrival.run = (next) => {
    // A new page: its path or query changed (a #hash alone is the scroll manager's).
    const page = `${next.pathname}${next.search}`;
    if (page === last) {
      markArrival(win, false);
      return false;
    }
    last = page;
    const pop = router.state.historyAction === "POP";
    markArrival(win, !pop && !next.hash);
    if (pop) {
      const y = router.state.restoreScrollPosition;
      win.scrollTo({ top: typeof y === "number" ? y : 0, left: 0, behavior: "instant" });
    }
    if (!next.hash) {
      const arrival = arrivalCount();
      focusAfterFrame(win, () => arrival === arrivalCount());
    }
    return pop;
  };
}
