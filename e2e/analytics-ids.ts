/**
 * The analytics ids of the e2e build the `analytics` project runs against (playwright.config.ts):
 * with ids set locally, the build points the tags at the stand-in (/local-analytics), which
 * records every hit instead of sending it to Google or Meta.
 */
export const E2E_GA4_ID = "G-LOCAL0E2E1";
export const E2E_META_PIXEL_ID = "100000000000001";
/** Where that build goes: beside the main one, so the other projects never see a consent banner. */
export const E2E_ANALYTICS_BUILD_DIR = "build-analytics";
/** The cookie whose value each hit carries as `run` (local-services/analytics/service.mjs RUN_COOKIE). */
export const RUN_COOKIE = "local-analytics-run";
