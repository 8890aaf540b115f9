import { config } from "./config";
import { analyticsConfigured, win, type ConsentChoice, type Win } from "./analytics";
import { browserStorage, readText, writeText } from "./storage";

/** Loads the tags after consent; arrives with the consent banner, only when ids are configured. */
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

/**
 * The visitor's choice is read and written here, with the tags it lets load: every page carries
 * analytics.ts, only a site with ids configured loads this module (with the consent banner).
 */
export const CONSENT_STORAGE_KEY = "analytics-consent";

export function readConsent(): ConsentChoice | null {
  const v = readText(browserStorage("local"), CONSENT_STORAGE_KEY);
  return v === "accepted" || v === "rejected" ? v : null;
}

export function setConsent(choice: ConsentChoice): void {
  // Storage unavailable: the choice lasts for this page only.
  writeText(browserStorage("local"), CONSENT_STORAGE_KEY, choice);
  if (choice === "accepted") loadTags();
}

