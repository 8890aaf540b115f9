import * as plan from "~/lib/measurement-plan";
import type { PlanEntry } from "~/lib/measurement-plan";

/**
 * For `vi.mock("~/lib/analytics", async (original) => trackInto(send, await original()))`: the
 * analytics module with `track` building each moment from the real measurement plan at once
 * and handing the entry to `send` (a spy), instead of loading the sending chunk.
 */
export function trackInto(send: (entry: PlanEntry) => void, original: object) {
  return {
    ...original,
    track: (build: (p: typeof plan) => PlanEntry | null) => {
      const entry = build(plan);
      if (entry) send(entry);
      return Promise.resolve();
    },
  };
}
