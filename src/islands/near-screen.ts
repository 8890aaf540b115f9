import { REPLAYED_CONTROLS } from "~/components/layout/tap-replay";

/**
 * An island hydrated when it comes near the screen (`<Island hydrate="near">`, decision
 * 2026-11-29-near-screen-islands): a part of the page far below the first screen (the Mexico
 * page's purchase block and FAQ) costs a phone nothing while the page loads, and is live before
 * the visitor reaches it.
 *
 * "Near" is within NEAR_MARGIN of the viewport, above or below. The island's wrapper takes no box
 * (`display: contents`), so its children are what is watched. Nothing done to it before then is
 * lost: a tap on one of its controls (REPLAYED_CONTROLS, as the page's tap capture keeps them) is
 * held, the island hydrated at once, and the tap replayed on the live control (a tap while its
 * chunk is on its way too); so is a tap the page's own capture kept before it went live and
 * replays into the island; focus moving into it (the keyboard) hydrates it too.
 *
 * Not `DeferHydration` (components/ui/defer-hydration.tsx), which gates a band inside a root that
 * hydrates at load: here the root itself waits, with its event listeners and its frame's render.
 */
export const NEAR_MARGIN = "100% 0px";

/**
 * Calls `hydrate` once, when the island nears the screen, is tapped or takes focus; a tap that
 * came first is replayed when `hydrate`'s promise settles (the island has committed). Where the
 * browser cannot watch (no IntersectionObserver), at once.
 */
export function hydrateWhenNear(island: HTMLElement, hydrate: () => Promise<unknown>): void {
  const win = island.ownerDocument.defaultView;
  let started: Promise<unknown> | null = null;
  let observer: IntersectionObserver | null = null;
  // Taps are held until the island has committed, not only until its hydration starts: its
  // chunk may still be on its way, and a tap meanwhile would land on the prerendered HTML.
  const start = () => {
    if (started) return started;
    observer?.disconnect();
    island.removeEventListener("focusin", onFocus);
    started = hydrate()
      .catch(() => undefined)
      .then(() => island.removeEventListener("click", hold, true));
    return started;
  };
  function hold(event: Event) {
    const target = event.target as Element | null;
    const control = target?.closest?.(REPLAYED_CONTROLS);
    if (!control || !island.contains(control)) {
      void start();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    control.setAttribute("data-tap-pending", "");
    void start().then(() => {
      control.removeAttribute("data-tap-pending");
      if (control.isConnected) (control as HTMLElement).click();
    });
  }
  const onFocus = () => void start();
  island.addEventListener("click", hold, true);
  island.addEventListener("focusin", onFocus);
  const IO = (win as (Window & { IntersectionObserver?: typeof IntersectionObserver }) | null)?.IntersectionObserver;
  if (!IO) {
    void start();
    return;
  }
  observer = new IO((entries) => {
    if (entries.some((e) => e.isIntersecting)) void start();
  }, { rootMargin: NEAR_MARGIN });
  const watched = island.children.length > 0 ? [...island.children] : [island];
  for (const child of watched) observer.observe(child);
}
