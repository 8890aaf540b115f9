import { config } from "./config";
import { analyticsConfigured, win, type ConsentChoice, type Win } from "./analytics";
import { flushWaiting } from "./analytics-send";
import { browserStorage, readText, writeText } from "./storage";
import { startFieldErrors } from "./field-errors";
import { whenShown } from "./prerender";

/**
 * The tags' scripts: Google's and Meta's own, or where VITE_GTAG_SCRIPT_URL /
 * VITE_META_PIXEL_SCRIPT_URL say (a local build with ids: the stand-in at /local-analytics).
 * gtm.js sits beside gtag.js's folder on Google's host, and so on the stand-in.
 */
export function tagScriptUrls(analytics: { gtagScriptUrl: string; metaPixelScriptUrl: string } = config.analytics) {
  const gtag = analytics.gtagScriptUrl || "https://www.googletagmanager.com/gtag/js";
  return {
    gtag: (id: string) => `${gtag}?id=${encodeURIComponent(id)}`,
    gtm: (id: string) => `${gtag.replace(/\/gtag\/js$/, "")}/gtm.js?id=${encodeURIComponent(id)}`,
    metaPixel: analytics.metaPixelScriptUrl || "https://connect.facebook.net/en_US/fbevents.js",
  };
}

/** Field Core Web Vitals (field-vitals.ts, a chunk of its own): after consent, once the page is idle. */
function startVitalsWhenIdle(w: Win) {
  const start = () => void import("./field-vitals").then((m) => m.startFieldVitals(w), () => {});
  const idle = () => (typeof w.requestIdleCallback === "function" ? w.requestIdleCallback(start, { timeout: 5000 }) : w.setTimeout(start, 1000));
  if (document.readyState === "complete") idle();
  else w.addEventListener("load", idle, { once: true });
}

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

/**
 * Prepares consent defaults at start-up; loads the tags when consent was already given. On a page
 * the browser prerendered, once the visitor opens it (`whenShown`): a page prerendered and never
 * opened sends nothing, and its events wait for the tags meanwhile (analytics-send.ts `waiting`).
 */
export function initAnalytics(): void {
  whenShown(startAnalytics);
}

function startAnalytics(): void {
  const w = win();
  if (!w || !analyticsConfigured()) return;
  const google = Boolean(config.analytics.ga4Id || config.analytics.gtmId);
  if (google) ensureGtag(w);
  if (readConsent() === "accepted") loadTags();
  // Failures as GA4 `exception` events from now on (after the consent update, when it was given,
  // so they carry it): queued under Consent Mode's denied defaults until consent.
  if (google) startFieldErrors(w);
  // The page's events so far, after the Consent Mode defaults (and the tags, when consent was given).
  flushWaiting(w);
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
      addScript(tagScriptUrls().gtm(gtmId));
    }
    if (ga4Id) {
      w.gtag!("js", new Date());
      w.gtag!("config", ga4Id);
      addScript(tagScriptUrls().gtag(ga4Id));
    }
    startVitalsWhenIdle(w);
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
    addScript(tagScriptUrls().metaPixel);
    fbq("init", metaPixelId);
    fbq("track", "PageView");
  }
  flushWaiting(w);
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

