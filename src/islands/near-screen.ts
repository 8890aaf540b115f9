import { REPLAYED_CONTROLS } from "~/components/layout/tap-replay";

/**
 * An island that does not hydrate as the page loads (decisions 2026-11-29-near-screen-islands and
 * 2026-11-29-islands-on-intent): React draws nothing and listens to nothing there until the
 * visitor comes to it, and nothing done to it before then is lost.
 *
 * - "near" (`<Island hydrate="near">`): a part of the page far below the first screen (the Mexico
 *   page's purchase block and FAQ) hydrates when it comes within NEAR_MARGIN of the viewport,
 *   above or below. The island's wrapper takes no box (`display: contents`), so its children are
 *   what is watched.
 * - "intent" (islands-boot.tsx decides which): a part of the first screen whose prerendered HTML is
 *   already what React would draw (the header with an empty cart, a kit's button, the store's
 *   grid when the store says what the build said) hydrates when a pointer comes over it or goes
 *   down on it, or when its page's own watcher wakes it (the cart changed, the store's figures).
 *
 * Either way it hydrates at once when a tap lands on it or focus moves into it (the keyboard). A
 * tap on one of its controls (REPLAYED_CONTROLS, as the page's tap capture keeps them) is held
 * until the island has committed (its chunk may still be on its way) and replayed on the live
 * control, and so is a tap the page's own capture kept before it went live and replays into it; a
 * finger still down on it when it commits is given to it again (a swipe that started first).
 *
 * Not `DeferHydration` (components/ui/defer-hydration.tsx), which gates a band inside a root that
 * hydrates at load: here the root itself waits, with its event listeners and its frame's render.
 */
export const NEAR_MARGIN = "100% 0px";

export type HydrateLater = "near" | "intent";

/** What a pointerdown said, to give it again to the live island. */
type Down = { target: Element; init: PointerEventInit };

/**
 * Hydrates the island once: when it nears the screen ("near") or a pointer comes to it
 * ("intent"), when it is tapped or takes focus, or when the returned `wake` is called. A tap that
 * came first is replayed when `hydrate`'s promise settles (the island has committed). Where the
 * browser cannot watch the screen (no IntersectionObserver), a "near" island hydrates at once.
 */
export function hydrateLater(island: HTMLElement, hydrate: () => Promise<unknown>, when: HydrateLater): () => Promise<unknown> {
  const win = island.ownerDocument.defaultView;
  let started: Promise<unknown> | null = null;
  let observer: IntersectionObserver | null = null;
  let down: Down | null = null;
  // What wakes it beside a tap and a pointer coming down: focus, and for "intent" a pointer over it.
  const wakers = when === "intent" ? (["focusin", "pointerover"] as const) : (["focusin"] as const);
  // Taps are held until the island has committed, not only until its hydration starts: its
  // chunk may still be on its way, and a tap meanwhile would land on the prerendered HTML.
  const start = () => {
    if (started) return started;
    observer?.disconnect();
    for (const type of wakers) island.removeEventListener(type, wake);
    started = hydrate()
      .catch(() => undefined)
      .then(() => {
        island.removeEventListener("click", hold, true);
        island.removeEventListener("pointerdown", onDown, true);
        win?.removeEventListener("pointerup", onUp, true);
        win?.removeEventListener("pointercancel", onUp, true);
        const again = down;
        down = null;
        if (again?.target.isConnected && win?.PointerEvent) again.target.dispatchEvent(new win.PointerEvent("pointerdown", again.init));
      });
    return started;
  };
  const wake = () => void start();
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
  function onDown(event: Event) {
    const e = event as PointerEvent;
    if (e.target instanceof Element) {
      const { pointerId, pointerType, isPrimary, clientX, clientY, screenX, screenY, button, buttons, pressure, width, height } = e;
      down = { target: e.target, init: { bubbles: true, cancelable: true, composed: true, pointerId, pointerType, isPrimary, clientX, clientY, screenX, screenY, button, buttons, pressure, width, height } };
    }
    void start();
  }
  function onUp(event: Event) {
    if (down && (event as PointerEvent).pointerId === down.init.pointerId) down = null;
  }
  island.addEventListener("click", hold, true);
  island.addEventListener("pointerdown", onDown, true);
  win?.addEventListener("pointerup", onUp, true);
  win?.addEventListener("pointercancel", onUp, true);
  for (const type of wakers) island.addEventListener(type, wake);
  if (when === "intent") return start;
  const IO = (win as (Window & { IntersectionObserver?: typeof IntersectionObserver }) | null)?.IntersectionObserver;
  if (!IO) {
    void start();
    return start;
  }
  observer = new IO((entries) => {
    if (entries.some((e) => e.isIntersecting)) void start();
  }, { rootMargin: NEAR_MARGIN });
  const watched = island.children.length > 0 ? [...island.children] : [island];
  for (const child of watched) observer.observe(child);
  return start;
}
