import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * A part of the page whose code arrives later (the services menu, the toasts, the footer, the
 * cart drawer, the consent banner) is a React `lazy`. When its chunk cannot be fetched (the
 * connection dropped, the document is being left for another one, a deploy took the chunk away),
 * React throws the import's error to the nearest error boundary, and an island has none: its root
 * unmounts and what it showed is gone (a WebKit journey saw "Importing a module script failed" as
 * the Mexico page's toggle loaded the other document); on the app's pages the route's boundary
 * puts the error page in place of the page. `lazyOr` gives way to a fallback instead: nothing the
 * visitor sees is lost, and no uncaught error. No retry: Chromium keeps a module's failed fetch
 * for the document's life (a second `import()` of it fails at once, measured 2026-11-29).
 */

/**
 * The fallback of a part whose prerendered HTML is better than anything drawn instead (the
 * footer): React keeps waiting, so a Suspense boundary still dehydrated keeps its server HTML
 * (plain links, which work) and one drawn on the client keeps its fallback.
 */
export const KEEP_WAITING = "keep-waiting";

/**
 * The fallback of a part the page is whole without: the consent banner (without it nothing is
 * tracked: analytics waits for the visitor's yes).
 */
export const DRAW_NOTHING: ComponentType = () => null;

/** What `lazyOr` resolves to: the component, or the fallback when its code cannot be fetched. */
export function loadOr<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P> | typeof KEEP_WAITING,
): Promise<{ default: ComponentType<P> }> {
  return load().catch(() => (fallback === KEEP_WAITING ? new Promise<never>(() => {}) : { default: fallback }));
}

/** React's `lazy`, with `loadOr`'s fallback. */
export function lazyOr<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P> | typeof KEEP_WAITING,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadOr(load, fallback));
}
