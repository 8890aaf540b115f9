import type { LeaveAfter } from "~/components/marketing/kit-islands";
import { isSoftNavigationClick } from "~/components/ui/link";
import { track } from "~/lib/analytics";
import { toastOnNextPage } from "~/lib/toast";
import { trackBeforeLeaving } from "~/lib/track-before-leaving";

/**
 * A click that leaves an islands page in this tab waits until the tags have the moment
 * (lib/track-before-leaving.ts: at most 300 ms), then loads the link's page, with the link's
 * message kept for it as the islands' boot keeps it for a link followed at once (messages.ts:
 * the click's default is prevented here, so that one does not). Any other click (a new tab, a
 * modified click) tracks the moment and leaves the page where it is.
 */
export const leaveAfterTracking: LeaveAfter = (click, moment, message) => {
  const link = click.currentTarget;
  if (!isSoftNavigationClick(click, link.target)) return void track(moment);
  click.preventDefault();
  toastOnNextPage(message);
  void trackBeforeLeaving(moment).then(() => window.location.assign(link.href));
};
