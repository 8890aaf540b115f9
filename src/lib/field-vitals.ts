import { onCLS, onINP, onLCP, type CLSMetricWithAttribution, type INPMetricWithAttribution, type LCPMetricWithAttribution } from "web-vitals/attribution";
import { localizedPageOf } from "./i18n";
import { twinPath } from "./twins";

/**
 * Real visitors' Core Web Vitals (issue 44 item 2): Google's web-vitals library, its attribution
 * build, reports LCP, INP and CLS, and each becomes a GA4 event in the shape of the library's own
 * guide ("Send the results to Google Analytics"): the metric's name, `value` (the delta, so
 * values add up), `metric_id`, `metric_value`, `metric_delta`, `metric_rating`, `debug_target`
 * (the LCP element, the INP interaction's target, the CLS largest shift's), plus the page type and
 * the device class, to read the figures by page and device.
 *
 * This module is its own chunk, imported by the tag loader after consent once the page is idle
 * (analytics-loader.ts): never in a page's first load, never before consent.
 *
 * web-vitals measures a document: LCP is the page the visitor landed on; INP and CLS cover the
 * whole document, client navigations included, and are sent when the page is hidden. So
 * `page_type` is the landing page's, and `navigation_type` says how the document was opened
 * (docs/decisions/2026-11-28-field-data.md).
 */

export type VitalsMetric = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;
export type DeviceClass = "mobile" | "tablet" | "desktop";

/** What kind of page a path is, by its English twin: the reports' "by page" dimension. */
export function pageTypeOf(pathname: string): string {
  const mexico = localizedPageOf(pathname);
  if (mexico) return mexico.page === "success" ? "purchase_success" : "mexico";
  const path = twinPath(pathname, "en") ?? pathname.replace(/\/+$/, "");
  const table: [RegExp, string][] = [
    [/^\/?$/, "home"],
    [/^\/store$/, "store"],
    [/^\/product\//, "product"],
    [/^\/checkout\//, "checkout"],
    [/^\/checkout-success$/, "purchase_success"],
    [/^\/(pricing|airbnb-launch-kit|diy-host-pack)$/, "kits"],
    [/^\/(blog|cxf[a-z-]+|why-creators-[a-z-]+|from-feedback-[a-z-]+)$/, "blog"],
    [/^\/(terms|privacy|refund-policy)$/, "legal"],
    [/^\/(subscribe|confirm-subscription|unsubscribe|my-data)$/, "subscription"],
    [/^\/(email-list|subscription-audit)$/, "team"],
    [/^\/(es\/)?404$/, "not_found"],
  ];
  return table.find(([re]) => re.test(path))?.[1] ?? "marketing";
}

/** Phone, tablet or computer, as a report needs it: a coarse pointer on a narrow or a wide screen, or a fine one. */
export function deviceClassOf({ coarsePointer, screenWidth }: { coarsePointer: boolean; screenWidth: number }): DeviceClass {
  if (!coarsePointer) return "desktop";
  return screenWidth < 768 ? "mobile" : "tablet";
}

/** The element a metric points at, as a selector, cut to GA4's 100 characters. */
function debugTarget(metric: VitalsMetric): string | undefined {
  const target =
    metric.name === "LCP" ? metric.attribution.target : metric.name === "INP" ? metric.attribution.interactionTarget : metric.attribution.largestShiftTarget;
  return target ? target.slice(0, 100) : undefined;
}

/** The GA4 event of one report. */
export function vitalsEvent(metric: VitalsMetric, context: { pageType: string; deviceClass: DeviceClass }): { name: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = {
    value: metric.delta,
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    page_type: context.pageType,
    device_class: context.deviceClass,
    navigation_type: metric.navigationType,
  };
  const target = debugTarget(metric);
  if (target) params.debug_target = target;
  if (metric.name === "INP") params.interaction_type = metric.attribution.interactionType;
  return { name: metric.name, params };
}

let started = false;

/** Starts reporting this document's LCP, INP and CLS through `gtag` (the tags are loaded: consent given). */
export function startFieldVitals(w: Window & { gtag?: (...args: unknown[]) => void }): void {
  if (started) return;
  started = true;
  // The page the document was opened on (the visitor may have navigated since, before consenting).
  const landing = (w.performance?.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined)?.name;
  const context = {
    pageType: pageTypeOf(landing ? new URL(landing).pathname : w.location.pathname),
    deviceClass: deviceClassOf({ coarsePointer: w.matchMedia?.("(pointer: coarse)").matches ?? false, screenWidth: w.screen?.width ?? w.innerWidth }),
  };
  const send = (metric: VitalsMetric) => {
    const { name, params } = vitalsEvent(metric, context);
    w.gtag?.("event", name, params);
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
}
