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
 * pointer or focus on one of its plain links (not a replayed control) wakes it only once it has
 * stayed LINK_INTENT_MS, and a tap that follows the link away from the page does not: the next
 * page is loading as a document, and hydrating the island being left would take the main thread
 * from that load (issue 43 part 2: the header's links on a phone, where a tap brings the pointer
 * over, down and up at once). A tap on one of its controls (REPLAYED_CONTROLS, as the page's
 * tap capture keeps them) is held until the island has committed (its chunk may still be on its
 * way) and replayed on the live control, and so is a tap the page's own capture kept before it
 * went live and replays into it; a finger still down on it when it commits is given to it again
 * (a swipe that started first).
 *
 * Not `DeferHydration` (components/ui/defer-hydration.tsx), which gates a band inside a root that
 * hydrates at load: here the root itself waits, with its event listeners and its frame's render.
 */
export const NEAR_MARGIN = "100% 0px";

/** How long a pointer or focus stays on a waiting island's plain link before the island wakes (Chrome's own hover before it speculates, "moderate"). */
export const LINK_INTENT_MS = 200;

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
  // A plain link of the island: a tap on it is the browser's, not the island's.
  const plainLink = (target: EventTarget | null): HTMLAnchorElement | null => {
    const link = (target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
    return link && island.contains(link) && !link.matches(REPLAYED_CONTROLS) ? link : null;
  };
  let soon: number | undefined;
  const wakeSoon = () => {
    if (!started && soon === undefined && win) soon = win.setTimeout(() => void start(), LINK_INTENT_MS);
  };
  const stopSoon = () => {
    if (soon !== undefined) win?.clearTimeout(soon);
    soon = undefined;
  };
  // Taps are held until the island has committed, not only until its hydration starts: its
  // chunk may still be on its way, and a tap meanwhile would land on the prerendered HTML.
  const start = () => {
    if (started) return started;
    stopSoon();
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
  const wake = (event: Event) => (plainLink(event.target) ? wakeSoon() : void start());
  function hold(event: Event) {
    const target = event.target as Element | null;
    const control = target?.closest?.(REPLAYED_CONTROLS);
    if (!control || !island.contains(control)) {
      const link = plainLink(target);
      if (!link) return void start();
      // Once the click has been dispatched: a link followed in this tab leaves the page (the
      // island stays asleep); one a script took, or that opens elsewhere, keeps it (it wakes).
      win?.setTimeout(() => (leaves(event as MouseEvent, link, win) ? stopSoon() : void start()), 0);
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
    wake(event);
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

/**
 * Whether `click` on `link`, once dispatched, loads another document in this tab: not taken by a
 * script, not a new tab or window (a modifier, a middle button, a target), not a download, not an
 * anchor of the same page.
 */
function leaves(click: MouseEvent, link: HTMLAnchorElement, win: Window): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return false;
  const here = win.location;
  return !(link.origin === here.origin && link.pathname === here.pathname && link.search === here.search && link.hash !== "");
}
