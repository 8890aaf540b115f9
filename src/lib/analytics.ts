import { config } from "./config";
import type * as PlanModule from "./measurement-plan";
import type { PlanEntry } from "./measurement-plan";

/**
 * GA4, GTM and the Meta Pixel behind one API. Nothing loads without ids and consent.
 * This module is the small part every page carries; what a moment sends (the measurement plan,
 * measurement-plan.ts) and the sending (analytics-send.ts) load on the first event, the tag
 * loader (analytics-loader.ts) with the consent banner, and only when ids are configured.
 */
export type ConsentChoice = "accepted" | "rejected";

/** The currency the site sells in (spec part 2 §7 "Analytics": "currency USD"); the plan's too. */
export const CURRENCY = "USD";

type Ids = { ga4Id: string; gtmId: string; metaPixelId: string };

export function analyticsConfigured(ids: Ids = config.analytics): boolean {
  return Boolean(ids.ga4Id || ids.gtmId || ids.metaPixelId);
}

export type Win = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...a: unknown[]) => void; loaded?: boolean; version?: string; push?: unknown };
};

export function win(): Win | undefined {
  return typeof window === "undefined" ? undefined : (window as Win);
}

/** The measurement plan's functions, as `track`'s builders receive them. */
export type Plan = typeof PlanModule;

let chain: Promise<unknown> = Promise.resolve();

/**
 * Sends one moment of the measurement plan, built by `build` from the plan (null: nothing to
 * say), to every configured tool, once, in the order the moments happened. The plan arrives with
 * the first event, not with the page; without ids nothing loads. Settles once the tags have it.
 */
export function track(build: (plan: Plan) => PlanEntry | null): Promise<unknown> {
  if (!win() || !analyticsConfigured()) return chain;
  // A chunk that fails to load loses this event, not the ones after it.
  return (chain = chain.then(() => import("./analytics-send")).then((m) => m.sendBuilt(build), () => undefined));
}
