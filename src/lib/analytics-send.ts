import { config } from "./config";
import type { Plan, Win } from "./analytics";
import * as plan from "./measurement-plan";
import type { Ga4Event, MetaEvent, PlanEntry } from "./measurement-plan";

/**
 * The sending half of `track` (analytics.ts), loaded with the first event of a page view.
 *
 * Events that came before the tag loader (which arrives after hydration, with the consent
 * banner) wait here: GA4's for the Consent Mode defaults (gtag.js would otherwise read them
 * ahead of "denied"; and it ignores anything pushed to the data layer that is not a gtag
 * command), Meta's for the pixel, which exists only after consent. The loader sends them then,
 * in order (`flushWaiting`); without consent nothing leaves. At most 50 of each.
 */
export const waiting: { ga4: Ga4Event[]; meta: MetaEvent[] } = { ga4: [], meta: [] };

export function sendGa4(w: Win, e: Ga4Event): void {
  if (w.gtag) w.gtag("event", e.name, e.params);
  else if (waiting.ga4.length < 50) waiting.ga4.push(e);
}

export function sendMeta(w: Win, e: MetaEvent): void {
  if (w.fbq) w.fbq(e.method, e.name, e.params, { eventID: e.eventID });
  else if (waiting.meta.length < 50) waiting.meta.push(e);
}

/** Sends what waited for the loader: called by it once the Consent Mode defaults, and again once the pixel, exist. */
export function flushWaiting(w: Win): void {
  for (const e of waiting.ga4.splice(0)) sendGa4(w, e);
  for (const e of waiting.meta.splice(0)) sendMeta(w, e);
}

/** Sends one plan entry to every configured tool: GA4 always, Meta when the plan gives it an event. */
export function send(entry: PlanEntry): void {
  if (typeof window === "undefined") return;
  const w = window as Win;
  const { ga4Id, gtmId, metaPixelId } = config.analytics;
  if (ga4Id || gtmId) sendGa4(w, entry.ga4);
  if (metaPixelId && entry.meta) sendMeta(w, entry.meta);
}

/** `track`'s second half: the moment built from the plan, then sent. */
export function sendBuilt(build: (p: Plan) => PlanEntry | null): void {
  const entry = build(plan);
  if (entry) send(entry);
}
