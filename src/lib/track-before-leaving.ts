import { track, type Plan } from "./analytics";
import type { PlanEntry } from "./measurement-plan";

/** The longest a visitor leaving the site waits for the tags to have their event. */
export const LEAVING_WAIT_MS = 300;

/**
 * `track` for a moment that leaves the site (a checkout on Stripe's or the store's page): settles
 * once the tags have the event (a few microtasks: the plan is in by then), or after 300 ms at
 * most, so the page is left only then. Leaving at once would unload the page before the event
 * reached the tags.
 */
export function trackBeforeLeaving(build: (plan: Plan) => PlanEntry | null): Promise<void> {
  return Promise.race([track(build), new Promise((resolve) => setTimeout(resolve, LEAVING_WAIT_MS))]).then(() => undefined);
}
