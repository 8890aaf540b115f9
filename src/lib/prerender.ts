/**
 * A page the browser prerendered (decision 2026-11-29-prerender-on-intent) runs its scripts before
 * the visitor has opened it, and may never be opened. What only a visit may do (the analytics
 * tags, a page view) waits here for the page to be shown.
 */

/** What `whenShown` reads of the document: Chromium's `prerendering` flag and its event. */
export type ShownDocument = { readonly prerendering?: boolean; addEventListener(type: "prerenderingchange", listener: () => void, options: { once: true }): void };

const pageDocument = (): ShownDocument | undefined => (typeof document === "undefined" ? undefined : (document as ShownDocument));

/** Runs `run` now on a page the visitor sees, or once a prerendered page is activated (shown). */
export function whenShown(run: () => void, doc: ShownDocument | undefined = pageDocument()): void {
  if (doc?.prerendering) doc.addEventListener("prerenderingchange", run, { once: true });
  else run();
}
