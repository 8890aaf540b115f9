/**
 * Every outside value the site needs, in one list (examples in config-examples.ts). `config.ts` reads them for the app,
 * the build checks the production ones, `.env.example` documents them (a test keeps the
 * three in step), and `npm start` fills `local` values.
 *
 * Only publishable values belong here: everything prefixed VITE_ ends up in the bundle.
 */
import type { EnvKey } from "./config-examples";

export type { EnvKey };

export type EnvVarSpec = {
  key: EnvKey;
  description: string;
  /** `npm run build` in production mode stops when one of these is missing. */
  requiredInProduction: boolean;
};

export const ENV_VARS = [
  { key: "VITE_SITE_ORIGIN", description: "Public origin of the site, no trailing slash (canonical URLs, sitemap, success URLs)", requiredInProduction: true },
  { key: "VITE_BRAND", description: "{brand}: the business name used in titles and copy", requiredInProduction: true },
  { key: "VITE_FOUNDER_NAME", description: "{name}: the founder's full name (first name, lower-cased, forms the intro blog route)", requiredInProduction: true },
  { key: "VITE_PHONE", description: "{phone}: support phone in E.164 form", requiredInProduction: true },
  { key: "VITE_EMAIL", description: "{email}: the public contact address", requiredInProduction: true },
  { key: "VITE_CALENDAR_URL", description: "External scheduling calendar (Book a Call, strategy and discovery calls)", requiredInProduction: true },
  { key: "VITE_SUPPORT_FORM_URL", description: "External support-request form (free CX audit)", requiredInProduction: true },
  { key: "VITE_HELP_CENTER_URL", description: "FAQ help centre", requiredInProduction: true },
  { key: "VITE_SUPPORT_URL", description: "Support portal link in the footer", requiredInProduction: false },
  { key: "VITE_STATUS_URL", description: "Service status link in the footer", requiredInProduction: false },
  { key: "VITE_FACEBOOK_URL", description: "Facebook profile", requiredInProduction: false },
  { key: "VITE_INSTAGRAM_URL", description: "Instagram profile", requiredInProduction: false },
  { key: "VITE_LINKEDIN_URL", description: "LinkedIn company page", requiredInProduction: false },
  { key: "VITE_GOOGLE_BUSINESS_URL", description: "Google business listing", requiredInProduction: false },
  { key: "VITE_PROFESSIONAL_PROFILE_URL", description: "The founder's professional profile", requiredInProduction: false },
  { key: "VITE_AFFILIATE_HOST_URL", description: "Affiliate booking-platform link: become a host", requiredInProduction: false },
  { key: "VITE_AFFILIATE_SERVICE_URL", description: "Affiliate booking-platform link: offer a service", requiredInProduction: false },
  { key: "VITE_AFFILIATE_EXPERIENCE_URL", description: "Affiliate booking-platform link: host an experience", requiredInProduction: false },
  { key: "VITE_TEAM_BLOG_URL", description: "External team blog", requiredInProduction: false },
  { key: "VITE_LISTING_URL", description: "Listing page shown by the Mexico success stories", requiredInProduction: false },
  { key: "VITE_PARTNER_SIGNUP_URL", description: "Partner (e-mail marketing) affiliate sign-up URL; unset shows 'Feature In Progress'", requiredInProduction: false },
  { key: "VITE_WORKSPACE_REFERRAL_URL", description: "Google Workspace referral link", requiredInProduction: false },
  { key: "VITE_ARTICLE_VIDEO_ID", description: "YouTube video id embedded (click to load) in the Google Workspace article; the example is a stand-in id", requiredInProduction: true },
  { key: "VITE_GA4_ID", description: "Google Analytics 4 measurement id (loads only after consent)", requiredInProduction: false },
  { key: "VITE_GTM_ID", description: "Google Tag Manager container id (loads only after consent)", requiredInProduction: false },
  { key: "VITE_META_PIXEL_ID", description: "Meta Pixel id (loads only after consent)", requiredInProduction: false },
  { key: "VITE_GTAG_SCRIPT_URL", description: "gtag.js / gtm.js base; empty: Google's own (local mode with ids: same-origin /local-analytics/gtag/js, the stand-in)", requiredInProduction: false },
  { key: "VITE_META_PIXEL_SCRIPT_URL", description: "fbevents.js; empty: Meta's own (local mode with ids: same-origin /local-analytics/en_US/fbevents.js, the stand-in)", requiredInProduction: false },
  { key: "VITE_SUPABASE_URL", description: "Supabase project URL (local mode: same-origin /supabase)", requiredInProduction: true },
  { key: "VITE_SUPABASE_PUBLISHABLE_KEY", description: "{key}: Supabase publishable (anon) key; never the service-role key", requiredInProduction: true },
  { key: "VITE_TURNSTILE_SITE_KEY", description: "Cloudflare Turnstile site key (publishable) of the sign-up and my-data forms; its secret goes to the Edge Functions only", requiredInProduction: true },
  { key: "VITE_TURNSTILE_SCRIPT_URL", description: "Turnstile's widget script (local mode: same-origin /local-turnstile/turnstile/v0/api.js)", requiredInProduction: false },
  { key: "VITE_STORE_API_URL", description: "{store-api}: the hosted store API (local mode: same-origin /store-api)", requiredInProduction: true },
  { key: "VITE_STORE_ID", description: "{storeId}: the hosted store's id", requiredInProduction: true },
  { key: "VITE_STRIPE_LINK_BASIC", description: "Stripe Payment Link URL of the Basic kit (npm run stripe:payment-links prints it)", requiredInProduction: false },
  { key: "VITE_STRIPE_LINK_COMPLETE", description: "Stripe Payment Link URL of the Complete kit", requiredInProduction: false },
  { key: "VITE_STRIPE_LINK_PRO", description: "Stripe Payment Link URL of the Pro kit", requiredInProduction: false },
  { key: "VITE_LEGAL_NAME", description: "Legal name of the business (the privacy notice's data controller / responsable)", requiredInProduction: true },
  { key: "VITE_POSTAL_ADDRESS", description: "Postal address of the business, one line (privacy notice: domicilio del responsable)", requiredInProduction: true },
  { key: "VITE_PRIVACY_EMAIL", description: "Address that answers privacy requests (ARCO rights, consent withdrawal)", requiredInProduction: true },
] as const satisfies readonly EnvVarSpec[];


/** The legal identity the privacy notices name: a placeholder there misleads visitors, so it stops the build. */
export const LEGAL_KEYS: readonly EnvKey[] = ["VITE_LEGAL_NAME", "VITE_POSTAL_ADDRESS", "VITE_PRIVACY_EMAIL"];

/**
 * Is this a stand-in value no live site may carry: marked "placeholder" (the legal identity's
 * examples and local values are), or an e-mail address at a reserved domain (RFC 2606)?
 */
export function isPlaceholderValue(value: string): boolean {
  return /placeholder/i.test(value) || /@[^\s@]*\.(example|test|invalid|localhost)$/i.test(value.trim());
}

/** Names of the production variables missing from `env` or still a placeholder (empty when the build may go on). */
export function missingProductionVars(env: Record<string, string | undefined>): string[] {
  if (env.VITE_SITE_MODE === "local") return [];
  return ENV_VARS.filter((v) => v.requiredInProduction && (!env[v.key]?.trim() || (LEGAL_KEYS.includes(v.key) && isPlaceholderValue(env[v.key]!)))).map((v) => v.key);
}

export function describeMissing(missing: string[]): string {
  return [
    `Production build stopped: ${missing.length} required variable(s) missing or still a placeholder.`,
    ...missing.map((key) => {
      const spec = ENV_VARS.find((v) => v.key === key);
      return `  - ${key}: ${spec?.description ?? ""}`;
    }),
    "Set them in .env (see .env.example), or run `npm start` for the local site.",
  ].join("\n");
}
