/**
 * Was a finger's gesture on the product gallery a swipe, and which way? A pure decision, so the
 * thresholds are tested apart from the browser (decision 2026-11-25-touch).
 *
 * - A swipe is mostly sideways: its horizontal travel is at least `dominance` times its vertical
 *   travel. Anything steeper is the visitor scrolling the page (the gallery lets the browser pan
 *   vertically, `touch-action: pan-y`, and the browser cancels the pointer when it does).
 * - It travels at least `distance` px (the toasts' swipe threshold too), or at least
 *   `flickDistance` px at `flickSpeed` px/ms or faster: a quick flick counts though it is short.
 * - Right to left shows the next image (the finger pushes the current one away to the left), left
 *   to right the previous one, as photo galleries on phones do.
 */
export const SWIPE = {
  distance: 50,
  flickDistance: 24,
  flickSpeed: 0.3,
  dominance: 1.5,
} as const;

/** 1: the next image; -1: the previous one; 0: not a swipe (a tap, a scroll, too short). */
export type SwipeStep = -1 | 0 | 1;

/** `dx`, `dy`: where the pointer ended, from where it went down (px); `ms`: how long it took. */
export function swipeStep({ dx, dy, ms }: { dx: number; dy: number; ms: number }): SwipeStep {
  const across = Math.abs(dx);
  if (across < SWIPE.flickDistance || across < Math.abs(dy) * SWIPE.dominance) return 0;
  const flick = ms > 0 && across / ms >= SWIPE.flickSpeed;
  if (across < SWIPE.distance && !flick) return 0;
  return dx < 0 ? 1 : -1;
}

/** While the finger moves: is it (so far) a sideways gesture the image may follow? */
export function followsFinger(dx: number, dy: number): boolean {
  return Math.abs(dx) >= Math.abs(dy) * SWIPE.dominance;
}
