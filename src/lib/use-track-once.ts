import { useEffect } from "react";
import { track, type Plan } from "./analytics";
import type { PlanEntry } from "./measurement-plan";

/**
 * Sends a moment of the measurement plan once for each `key` a component shows (a list, a
 * product, a kit), after it has rendered; null: not known yet. Re-renders send nothing: the
 * effect runs again only for another key.
 */
export function useTrackOnce(key: string | null, build: (plan: Plan) => PlanEntry | null): void {
  useEffect(() => {
    if (key !== null) track(build);
    // Once per key: `build` is a new function on every render and says nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
