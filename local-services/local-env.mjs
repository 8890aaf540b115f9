// @ts-check
/**
 * The values `npm start` builds the site with. Service URLs are same-origin paths, so the
 * built site works on any PORT without a rebuild. Each local service owns its entries.
 */
import { KIT_FACTS, paymentLinkEnvKey } from "../src/content/kit-facts.mjs";
import { localPaymentLinkPath } from "./stripe/local-links.mjs";

export const LOCAL_STORE_ID = "local-demo-store";
/** The Supabase stand-in's publishable (anon) key: requests with it act as the anon role. */
export const LOCAL_SUPABASE_PUBLISHABLE_KEY = "sb_publishable_cxfusion-local-stand-in-key";

/** @type {Record<string, string>} */
export const localEnv = {
  VITE_SITE_MODE: "local",
  // Store API stand-in (local-services/store-api)
  VITE_STORE_API_URL: "/store-api",
  VITE_STORE_ID: LOCAL_STORE_ID,
  // Supabase stand-in (local-services/supabase)
  VITE_SUPABASE_URL: "/supabase",
  VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_SUPABASE_PUBLISHABLE_KEY,
  // Stripe Payment Link stand-in (local-services/stripe): one test-mode link per kit
  ...Object.fromEntries(KIT_FACTS.map((kit) => [paymentLinkEnvKey(kit.id), localPaymentLinkPath(kit.id)])),
};
