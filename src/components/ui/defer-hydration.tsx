import { Suspense, use, useCallback, useEffect, useReducer, useRef, useSyncExternalStore, type ReactElement, type ReactNode } from "react";

/**
 * Hydration of a band when it comes near the screen, not with the page (issue 43, part 1;
 * docs/decisions/2026-11-28-hydration-cost.md).
 *
 * A prerendered page is hydrated whole by default: every section below the fold costs its
 * render on the main thread right after the first paint, on a slow phone hundreds of ms that a
 * tap on what the visitor sees has to wait for. A band wrapped in `DeferHydration` is a Suspense
 * boundary whose content suspends, while the page hydrates, on a gate of its own: React leaves
 * the boundary's prerendered HTML in place (visible, its links working as links) and hydrates it
 * once the gate opens, in a task of its own. A gate opens when its element comes within a
 * margin of the screen (IntersectionObserver), or when a pointer, click or focus reaches
 * inside it: the gate opens in the window's capture phase, before React's own listener on the
 * root, so React hydrates the band at once and the event does what it says (React's
 * selective hydration). The taps kept before hydration are replayed as clicks (tap-replay.ts),
 * so they open the gate the same way.
 *
 * The deferral is hydration's alone. On the server a band is a Suspense boundary that never
 * suspends (its HTML in place, entry.server.tsx). A band that mounts in a client render (a soft
 * navigation, a page drawn from the SPA fallback) is its content and nothing else: no Suspense
 * boundary, no `use`, so nothing of ours can suspend or hold the navigation's transition. (Even a
 * `use` of an open gate counts: React's `act` takes any `use` for a possible suspension and
 * leaves the rest of the render for later, which a synchronous `act` then drops; an in-app visit
 * to /airbnb-mexico never committed its redirect in the route's tests.)
 */

/** The attribute that names a band's gate in the prerendered HTML (its value: the band's `useId`). */
export const GATE_ATTRIBUTE = "data-hydrate-near";

/** How near the screen a band is hydrated: a little before it shows, so a scroll finds it ready. */
const NEAR_SCREEN = "200px 0px";

/** A React-readable thenable (`use` reads `status` synchronously; its value is undefined) that one call opens. */
type Gate = { status: "pending" | "fulfilled"; then: (onOpen: () => void) => void; open: () => void };

const gates = new Map<string, Gate>();
let observer: IntersectionObserver | null = null;
let listening = false;

function newGate(): Gate {
  const waiting: (() => void)[] = [];
  const gate: Gate = {
    status: "pending",
    then(onOpen) {
      if (gate.status === "fulfilled") onOpen();
      else waiting.push(onOpen);
    },
    open() {
      if (gate.status === "fulfilled") return;
      gate.status = "fulfilled";
      for (const f of waiting.splice(0)) f();
    },
  };
  return gate;
}

/** The gate of band `id`, made (closed) if it has none yet. */
function gateOf(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) gates.set(id, (gate = newGate()));
  return gate;
}

/**
 * Opens the gate of every band around `node` (bands may nest), made open if React has not asked
 * for it yet: after the page hydrates, React tries each band in a pass of its own a moment later,
 * and a tap replayed (tap-replay.ts) or made before then must find its band's gate open.
 */
export function openGatesAround(node: EventTarget | null) {
  let el = node instanceof Element ? node : node instanceof Node ? node.parentElement : null;
  while (el) {
    const band: Element | null = el.closest(`[${GATE_ATTRIBUTE}]`);
    if (!band) return;
    gateOf(band.getAttribute(GATE_ATTRIBUTE) ?? "").open();
    el = band.parentElement;
  }
}

const onInteraction = (event: Event) => openGatesAround(event.target);
// The first event of each way in: a pointer's (before its mouse and touch events), a click
// without one (a replayed tap, a label's), a focus, a key on what had focus already.
const INTERACTIONS = ["pointerdown", "click", "focusin", "keydown"] as const;

/** From the moment this module runs in the browser (before hydration), not from React's first gate. */
function listenForInteraction() {
  if (listening) return;
  listening = true;
  // The window's capture phase runs before React's listeners (on the document, the root).
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
}
if (typeof window !== "undefined") listenForInteraction();

/**
 * The gate of band `id`, asked for by React when it first tries to hydrate the band: watched
 * near the screen from then on (unless a tap opened it first). A band whose element is not in
 * the document, or a browser without IntersectionObserver, is not kept waiting.
 */
export function gateFor(id: string): Gate {
  const known = gates.get(id);
  if (known) {
    // Asked again: React drew the band anew. When an update (a soft navigation's new location)
    // reaches a band that has not hydrated, React throws its prerendered HTML away and renders
    // it on the client; nothing is left for the gate to watch, so it must not keep the band
    // empty (the footer vanished after a tap to another page). The HTML goes in the commit
    // after this render: look now, and once more after it.
    if (known.status === "pending") {
      const gone = () => !document.querySelector(`[${GATE_ATTRIBUTE}="${id}"]`);
      if (gone()) known.open();
      else setTimeout(() => gone() && known.open(), 0);
    }
    return known;
  }
  const gate = gateOf(id);
  listenForInteraction();
  if (!observer && typeof IntersectionObserver === "function") {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          gates.get(entry.target.getAttribute(GATE_ATTRIBUTE) ?? "")?.open();
        }
      },
      { rootMargin: NEAR_SCREEN },
    );
  }
  // A `useId` value: letters, digits and underscores, nothing a selector must escape.
  const el = document.querySelector(`[${GATE_ATTRIBUTE}="${id}"]`);
  if (el && observer) observer.observe(el);
  else gate.open();
  return gate;
}

/** For tests: forgets every gate and the observer, and listens again as a fresh page would. */
export function resetGatesForTests() {
  gates.clear();
  observer?.disconnect();
  observer = null;
  for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
  listening = false;
  listenForInteraction();
}

const noSubscription = () => () => {};

/** True while React hydrates prerendered HTML (and on the server); false in a client render. */
function useHydrating() {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A band's content behind its gate. Only a band that mounted while the page hydrated has one (on
 * the server it never waits). It reads its gate on every render, open for good once it has
 * hydrated: React warns when a component that suspended on `use` later renders without it. The
 * gate is kept from the render that hydrated the band, so a later render cannot find a new one.
 */
function Gated({ id, onHydrated, children }: { id: string; onHydrated: () => void; children: ReactNode }) {
  const gate = useRef<Gate | null>(null);
  if (typeof document !== "undefined") use((gate.current ??= gateFor(id)) as unknown as PromiseLike<void>);
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates `children` when the band comes near the screen or is touched. `id` comes from the
 * caller's `useId()` and must also be on the band's own element as `{[GATE_ATTRIBUTE]: id}`:
 * the gate watches that element.
 *
 * Until the band has hydrated, a re-render of the page (a store lookup answering, a hash change)
 * hands React the very element it hydrated from: a Suspense boundary that receives new props
 * before it has hydrated is rendered again on the client, its prerendered HTML thrown away. The
 * band hydrates with the props it was prerendered with (so the HTML matches), then renders once
 * more with the newest ones.
 */
export function DeferHydration({ id, children }: { id: string; children: ReactNode }) {
  // Decided once, when the band mounts: a band keeps the shape it mounted with (React would
  // remount its content if a boundary came or went).
  const hydratingAtMount = useRef(useHydrating());
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const hydrated = useRef(false);
  const missed = useRef(false);
  const onHydrated = useCallback(() => {
    hydrated.current = true;
    if (missed.current) refresh();
  }, []);
  const first = useRef<ReactElement | null>(null);
  if (!hydratingAtMount.current) return children;
  const element = (
    <Suspense fallback={null}>
      <Gated id={id} onHydrated={onHydrated}>
        {children}
      </Gated>
    </Suspense>
  );
  first.current ??= element;
  if (hydrated.current || first.current === element) return element;
  missed.current = true;
  return first.current;
}
