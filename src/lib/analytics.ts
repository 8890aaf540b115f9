import { config } from "./config";

/** GA4, GTM and the Meta Pixel behind one API. Nothing loads without ids and consent. */
export type AnalyticsProps = Record<string, string | number | boolean | undefined>;
export type ConsentChoice = "accepted" | "rejected";

export const CONSENT_STORAGE_KEY = "analytics-consent";
export const CURRENCY = "USD";

type Ids = { ga4Id: string; gtmId: string; metaPixelId: string };

export function analyticsConfigured(ids: Ids = config.analytics): boolean {
  return Boolean(ids.ga4Id || ids.gtmId || ids.metaPixelId);
}

/** Every event carries the currency the site sells in. */
export function eventPayload(props: AnalyticsProps = {}): AnalyticsProps {
  return { currency: CURRENCY, ...props };
}

type Win = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...a: unknown[]) => void; loaded?: boolean; version?: string; push?: unknown };
};

function win(): Win | undefined {
  return typeof window === "undefined" ? undefined : (window as Win);
}

export function readConsent(): ConsentChoice | null {
  try {
    const v = win()?.localStorage.getItem(CONSENT_STORAGE_KEY);
    return v === "accepted" || v === "rejected" ? v : null;
  } catch {
    return null;
  }
}

let loaded = false;

function ensureGtag(w: Win) {
  w.dataLayer = w.dataLayer ?? [];
  if (!w.gtag) {
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    // Google Consent Mode v2: everything denied until the visitor accepts.
    w.gtag("consent", "default", {
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  }
}

function addScript(src: string) {
  const s = document.createElement("script");
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

/** Prepares consent defaults at start-up; loads the tags when consent was already given. */
export function initAnalytics(): void {
  const w = win();
  if (!w || !analyticsConfigured()) return;
  if (config.analytics.ga4Id || config.analytics.gtmId) ensureGtag(w);
  if (readConsent() === "accepted") loadTags();
}

function loadTags() {
  const w = win();
  if (!w || loaded || !analyticsConfigured()) return;
  loaded = true;
  const { ga4Id, gtmId, metaPixelId } = config.analytics;
  if (ga4Id || gtmId) {
    ensureGtag(w);
    w.gtag!("consent", "update", {
      ad_storage: "granted",
      analytics_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
    if (gtmId) {
      w.dataLayer!.push({ "gtm.start": Date.now(), event: "gtm.js" });
      addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`);
    }
    if (ga4Id) {
      w.gtag!("js", new Date());
      w.gtag!("config", ga4Id);
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga4Id)}`);
    }
  }
  if (metaPixelId) {
    const fbq: Win["fbq"] = Object.assign(
      (...args: unknown[]) => {
        if (fbq!.callMethod) fbq!.callMethod(...args);
        else fbq!.queue!.push(args);
      },
      { queue: [] as unknown[], loaded: true, version: "2.0" },
    );
    w.fbq = fbq;
    addScript("https://connect.facebook.net/en_US/fbevents.js");
    fbq("init", metaPixelId);
    fbq("track", "PageView");
  }
}

export function setConsent(choice: ConsentChoice): void {
  try {
    win()?.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  if (choice === "accepted") loadTags();
}

/** Sends an event to every configured tool (queued under Consent Mode until consent). */
export function track(event: string, props?: AnalyticsProps): void {
  const w = win();
  if (!w || !analyticsConfigured()) return;
  const payload = eventPayload(props);
  if (w.gtag) w.gtag("event", event, payload);
  if (loaded && w.fbq) w.fbq("trackCustom", event, payload);
}
