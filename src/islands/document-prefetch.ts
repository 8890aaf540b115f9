import { linkTarget, viewportPrefetchAllowed, visitorReads } from "~/lib/prefetch";
import { browserIdle, idleSlices, type ScheduleIdle } from "~/lib/idle-slices";

/**
 * An islands page's prefetch (decision 2026-11-28-islands, "Session 8"): a tap on its links loads
 * a document, so what is fetched ahead is the document. The browser does the fetching: the page's
 * speculation rules (pipeline/document-prefetch.ts) prefetch every link marked `data-prefetch`,
 * except the routes no public page prefetches; this module only marks links, by the policy the
 * whole app's prefetcher follows for route modules (lib/prefetch.ts):
 * - a link on screen, in an idle period, unless the visitor saves data or is on 2g, the first
 *   `VIEWPORT_DOCUMENTS` of them (a document is ~10 KB that no other page shares, where route
 *   modules are shared); the language switch only for a visitor whose browser reads that language;
 * - a link hovered, touched, pressed or focused, at once, always.
 * A browser without speculation rules (Firefox, Safari) ignores the mark: its taps load the
 * document as they would with no script.
 */

/** The attribute the page's speculation rules select (pipeline/document-prefetch.ts). */
export const PREFETCH_ATTRIBUTE = "data-prefetch";

/** Documents prefetched for being on screen, per page: the first links a visitor sees, not the footer's dozen. */
export const VIEWPORT_DOCUMENTS = 12;

type PrefetchWindow = Window & { HTMLScriptElement: typeof HTMLScriptElement; IntersectionObserver?: typeof IntersectionObserver };

/**
 * Marks the links an islands page prefetches; returns the stop. Nothing where speculation rules
 * are not supported. `schedule`: when the viewport's work runs (the browser's idle periods).
 */
export function startDocumentPrefetch(win: Window = window, schedule: ScheduleIdle = browserIdle(win)): () => void {
  const doc = win.document;
  const { HTMLScriptElement: Script, IntersectionObserver: Observer } = win as PrefetchWindow;
  if (typeof Script.supports !== "function" || !Script.supports("speculationrules")) return () => {};
  const here = () => ({ origin: win.location.origin, pathname: win.location.pathname, search: win.location.search });
  const prefetchable = (el: EventTarget | null): HTMLAnchorElement | null => {
    const a = el instanceof Element ? el.closest("a[href]") : null;
    if (!(a instanceof HTMLAnchorElement) || a.hasAttribute(PREFETCH_ATTRIBUTE)) return null;
    return linkTarget({ href: a.href, target: a.target, hasDownload: a.hasAttribute("download") }, here()) ? a : null;
  };
  const mark = (a: HTMLAnchorElement) => a.setAttribute(PREFETCH_ATTRIBUTE, "");

  const onIntent = (e: Event) => {
    const a = prefetchable(e.target);
    if (a) mark(a);
  };
  const intentEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
  for (const type of intentEvents) win.addEventListener(type, onIntent, { capture: true, passive: true });

  let io: IntersectionObserver | null = null;
  const slices = idleSlices(schedule);
  if (viewportPrefetchAllowed(win.navigator.connection) && typeof Observer === "function") {
    let left = VIEWPORT_DOCUMENTS;
    const languages = win.navigator.languages ?? [];
    io = new Observer((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const a = entry.target as HTMLAnchorElement;
        io?.unobserve(a);
        if (a.hreflang && !visitorReads(a.hreflang, languages)) continue;
        slices.push(() => {
          if (left <= 0 || !prefetchable(a)) return;
          left -= 1;
          mark(a);
          if (left === 0) io?.disconnect();
        });
      }
    });
    const observer = io;
    slices.push(() => {
      for (const a of doc.querySelectorAll("a[href]")) observer.observe(a);
    });
  }

  return () => {
    slices.clear();
    io?.disconnect();
    for (const type of intentEvents) win.removeEventListener(type, onIntent, { capture: true });
  };
}
