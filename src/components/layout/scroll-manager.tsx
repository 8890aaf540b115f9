import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { HASH_TARGET_DELAY_MS, pageArrival, scrollPlan, scrollToId, type LocationKey } from "~/lib/scroll";

/**
 * Puts a new page at the top on each path or query change (not on first load, not on back or
 * forward: page-arrival.ts restores those), in the commit that draws it, so its first frame is
 * already there: not the page being left's position for a frame, then a jump
 * (docs/decisions/2026-11-26-scroll-on-arrival.md). Then brings a hash target to the centre of
 * the view once it has rendered.
 */
export function ScrollManager() {
  const location = useLocation();
  const prev = useRef<LocationKey | null>(null);
  const hashTarget = useRef<string | null>(null);

  useLayoutEffect(() => {
    const next = { pathname: location.pathname, search: location.search, hash: location.hash };
    const plan = scrollPlan(prev.current, next);
    // Back and forward restore the position instead (page-arrival.ts).
    const restored = prev.current && pageArrival.run?.(next);
    prev.current = next;
    if (plan.resetTop && !restored) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    hashTarget.current = restored ? null : plan.hashTarget;
  }, [location.pathname, location.search, location.hash, location.key]);

  useEffect(() => {
    const id = hashTarget.current;
    if (!id) return;
    // The target may render a little later (lazy route, data): try for up to ~2 s.
    const timers: number[] = [];
    let tries = 0;
    const attempt = () => {
      if (scrollToId(id) || ++tries > 20) return;
      timers.push(window.setTimeout(attempt, 100));
    };
    timers.push(window.setTimeout(attempt, HASH_TARGET_DELAY_MS));
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [location.pathname, location.search, location.hash, location.key]);

  return null;
}
