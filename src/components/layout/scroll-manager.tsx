import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { pageArrival, scrollPlan, scrollToId, SCROLL_RESET_DELAY_MS, type LocationKey } from "~/lib/scroll";

/**
 * Resets the scroll 50 ms after each path or query change (not on first load, not on back or
 * forward: page-arrival.ts restores those) and brings a hash target to the centre of the view
 * once it has rendered.
 */
export function ScrollManager() {
  const location = useLocation();
  const prev = useRef<LocationKey | null>(null);

  useEffect(() => {
    const next = { pathname: location.pathname, search: location.search, hash: location.hash };
    const plan = scrollPlan(prev.current, next);
    // Back and forward restore the position instead (page-arrival.ts).
    const restored = prev.current && pageArrival.run?.(next);
    prev.current = next;
    const timers: number[] = [];
    if (plan.resetTop && !restored) {
      timers.push(window.setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: "auto" }), SCROLL_RESET_DELAY_MS));
    }
    if (plan.hashTarget && !restored) {
      const id = plan.hashTarget;
      // The target may render a little later (lazy route, data): try for up to ~2 s.
      let tries = 0;
      const attempt = () => {
        if (scrollToId(id) || ++tries > 20) return;
        timers.push(window.setTimeout(attempt, 100));
      };
      timers.push(window.setTimeout(attempt, SCROLL_RESET_DELAY_MS));
    }
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [location.pathname, location.search, location.hash, location.key]);

  return null;
}
