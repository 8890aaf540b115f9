// @ts-check
/**
 * The values `npm start` builds the site with. Service URLs are same-origin paths, so the
 * built site works on any PORT without a rebuild. Each local service owns its entries.
 */
import { KIT_FACTS, paymentLinkEnvKey } from "../src/content/kit-facts.mjs";
import { localPaymentLinkPath } from "./stripe/local-links.mjs";
import { GTAG_SCRIPT_PATH, META_PIXEL_SCRIPT_PATH } from "./analytics/service.mjs";

export const LOCAL_STORE_ID = "local-demo-store";
/** The Supabase stand-in's publishable (anon) key: requests with it act as the anon role. */
export const LOCAL_SUPABASE_PUBLISHABLE_KEY = "sb_publishable_cxfusion-local-stand-in-key";

/**
 * The legal identity the privacy notices name, locally: visibly placeholders, so nobody takes
 * them for the real ones; `npm run check:deploy` fails a live site that shows them.
 */
export const LOCAL_LEGAL = {
  VITE_LEGAL_NAME: "CX Fusion Hospitality, S. de R.L. de C.V. (local placeholder)",
  VITE_POSTAL_ADDRESS: "Calle Ejemplo 123, Col. Centro, 06000 Ciudad de México, CDMX, México (local placeholder)",
  VITE_PRIVACY_EMAIL: "privacy@cxfusion.example",
};

/** @type {Record<string, string>} */
export const localEnv = {
  VITE_SITE_MODE: "local",
  // Store API stand-in (local-services/store-api)
  VITE_STORE_API_URL: "/store-api",
  VITE_STORE_ID: LOCAL_STORE_ID,
  // Supabase stand-in (local-services/supabase)
  VITE_SUPABASE_URL: "/supabase",
  VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_SUPABASE_PUBLISHABLE_KEY,
  // Turnstile stand-in (local-services/turnstile): Cloudflare's always-pass test site key, the widget on the same origin
  VITE_TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
  VITE_TURNSTILE_SCRIPT_URL: "/local-turnstile/turnstile/v0/api.js",
  // Stripe Payment Link stand-in (local-services/stripe): one test-mode link per kit
  ...Object.fromEntries(KIT_FACTS.map((kit) => [paymentLinkEnvKey(kit.id), localPaymentLinkPath(kit.id)])),
  // The privacy notices' legal identity (placeholders)
  ...LOCAL_LEGAL,
};

/**
 * With analytics ids set locally (VITE_GA4_ID, VITE_GTM_ID, VITE_META_PIXEL_ID, in the
 * environment or a .env file), the tags come from the stand-in (local-services/analytics): nothing
 * goes to Google or Meta, and every hit shows at /local-analytics. Without ids nothing is set,
 * so a build without analytics carries no tag URL at all. A URL the developer set wins.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function localAnalyticsEnv(env) {
  if (!env.VITE_GA4_ID?.trim() && !env.VITE_GTM_ID?.trim() && !env.VITE_META_PIXEL_ID?.trim()) return {};
  /** @type {Record<string, string>} */
  const out = {};
  if (!env.VITE_GTAG_SCRIPT_URL?.trim()) out.VITE_GTAG_SCRIPT_URL = GTAG_SCRIPT_PATH;
  if (!env.VITE_META_PIXEL_SCRIPT_URL?.trim()) out.VITE_META_PIXEL_SCRIPT_URL = META_PIXEL_SCRIPT_PATH;
  return out;
}
