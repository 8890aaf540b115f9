import { config } from "./config";

/**
 * GA4, GTM and the Meta Pixel behind one API. Nothing loads without ids and consent.
 * This module is the small part every page carries; the tag loader (analytics-loader.ts)
 * arrives with the consent banner, only when ids are configured.
 */
export type AnalyticsProps = Record<string, string | number | boolean | undefined>;
export type ConsentChoice = "accepted" | "rejected";

export const CURRENCY = "USD";

type Ids = { ga4Id: string; gtmId: string; metaPixelId: string };

export function analyticsConfigured(ids: Ids = config.analytics): boolean {
  return Boolean(ids.ga4Id || ids.gtmId || ids.metaPixelId);
}

/** Every event carries the currency the site sells in. */
export function eventPayload(props: AnalyticsProps = {}): AnalyticsProps {
  return { currency: CURRENCY, ...props };
}

export type Win = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...a: unknown[]) => void; loaded?: boolean; version?: string; push?: unknown };
};

export function win(): Win | undefined {
  return typeof window === "undefined" ? undefined : (window as Win);
}

/** Sends an event to every configured tool (queued under Consent Mode until consent). */
export function track(event: string, props?: AnalyticsProps): void {
  const w = win();
  if (!w || !analyticsConfigured()) return;
  const payload = eventPayload(props);
  // Before the loader prepared gtag (Consent Mode), events wait in the data layer.
  if (w.gtag) w.gtag("event", event, payload);
  else if (config.analytics.ga4Id || config.analytics.gtmId) (w.dataLayer = w.dataLayer ?? []).push(["event", event, payload]);
  if (w.fbq) w.fbq("trackCustom", event, payload);
}
