/**
 * Every outside value the site needs, in one list. `config.ts` reads them for the app,
 * the build checks the production ones, `.env.example` documents them (a test keeps the
 * three in step), and `npm start` fills `local` values.
 *
 * Only publishable values belong here: everything prefixed VITE_ ends up in the bundle.
 */
export type EnvVarSpec = {
  key: `VITE_${string}`;
  description: string;
  /** Shown by the site when the variable is unset (development, tests). */
  example: string;
  /** `npm run build` in production mode stops when one of these is missing. */
  requiredInProduction: boolean;
};

export const ENV_VARS = [
  { key: "VITE_SITE_ORIGIN", description: "Public origin of the site, no trailing slash (canonical URLs, sitemap, success URLs)", example: "https://www.cxfusion.example", requiredInProduction: true },
  { key: "VITE_BRAND", description: "{brand}: the business name used in titles and copy", example: "CX Fusion", requiredInProduction: true },
  { key: "VITE_FOUNDER_NAME", description: "{name}: the founder's full name (first name, lower-cased, forms the intro blog route)", example: "Ana Morales", requiredInProduction: true },
  { key: "VITE_PHONE", description: "{phone}: support phone in E.164 form", example: "+14805550142", requiredInProduction: true },
  { key: "VITE_EMAIL", description: "{email}: the public contact address", example: "hello@cxfusion.example", requiredInProduction: true },
  { key: "VITE_CALENDAR_URL", description: "External scheduling calendar (Book a Call, strategy and discovery calls)", example: "https://calendly.com/cxfusion/strategy-call", requiredInProduction: true },
  { key: "VITE_SUPPORT_FORM_URL", description: "External support-request form (free CX audit)", example: "https://cxfusion.example/support/request", requiredInProduction: true },
  { key: "VITE_HELP_CENTER_URL", description: "FAQ help centre", example: "https://help.cxfusion.example", requiredInProduction: true },
  { key: "VITE_SUPPORT_URL", description: "Support portal link in the footer", example: "https://help.cxfusion.example/support", requiredInProduction: false },
  { key: "VITE_STATUS_URL", description: "Service status link in the footer", example: "https://status.cxfusion.example", requiredInProduction: false },
  { key: "VITE_FACEBOOK_URL", description: "Facebook profile", example: "https://www.facebook.com/cxfusion", requiredInProduction: false },
  { key: "VITE_INSTAGRAM_URL", description: "Instagram profile", example: "https://www.instagram.com/cxfusion", requiredInProduction: false },
  { key: "VITE_LINKEDIN_URL", description: "LinkedIn company page", example: "https://www.linkedin.com/company/cxfusion", requiredInProduction: false },
  { key: "VITE_GOOGLE_BUSINESS_URL", description: "Google business listing", example: "https://g.page/cxfusion", requiredInProduction: false },
  { key: "VITE_PROFESSIONAL_PROFILE_URL", description: "The founder's professional profile", example: "https://www.linkedin.com/in/anamorales-cx", requiredInProduction: false },
  { key: "VITE_AFFILIATE_HOST_URL", description: "Affiliate booking-platform link: become a host", example: "https://www.airbnb.com/r/cxfusion-host", requiredInProduction: false },
  { key: "VITE_AFFILIATE_SERVICE_URL", description: "Affiliate booking-platform link: offer a service", example: "https://www.airbnb.com/r/cxfusion-service", requiredInProduction: false },
  { key: "VITE_AFFILIATE_EXPERIENCE_URL", description: "Affiliate booking-platform link: host an experience", example: "https://www.airbnb.com/r/cxfusion-experience", requiredInProduction: false },
  { key: "VITE_TEAM_BLOG_URL", description: "External team blog", example: "https://blog.cxfusion.example", requiredInProduction: false },
  { key: "VITE_LISTING_URL", description: "Listing page shown by the Mexico success stories", example: "https://www.airbnb.com/rooms/studio-la-boheme", requiredInProduction: false },
  { key: "VITE_PARTNER_SIGNUP_URL", description: "Partner (e-mail marketing) affiliate sign-up URL; unset shows 'Feature In Progress'", example: "", requiredInProduction: false },
  { key: "VITE_WORKSPACE_REFERRAL_URL", description: "Google Workspace referral link", example: "https://referworkspace.app.goo.gl/cxfusion", requiredInProduction: false },
  { key: "VITE_ARTICLE_VIDEO_ID", description: "YouTube video id embedded (click to load) in the Google Workspace article; the example is a stand-in id", example: "wsCreators01", requiredInProduction: true },
  { key: "VITE_GA4_ID", description: "Google Analytics 4 measurement id (loads only after consent)", example: "", requiredInProduction: false },
  { key: "VITE_GTM_ID", description: "Google Tag Manager container id (loads only after consent)", example: "", requiredInProduction: false },
  { key: "VITE_META_PIXEL_ID", description: "Meta Pixel id (loads only after consent)", example: "", requiredInProduction: false },
  { key: "VITE_SUPABASE_URL", description: "Supabase project URL (local mode: same-origin /supabase)", example: "https://your-project.supabase.co", requiredInProduction: true },
  { key: "VITE_SUPABASE_PUBLISHABLE_KEY", description: "{key}: Supabase publishable (anon) key; never the service-role key", example: "", requiredInProduction: true },
  { key: "VITE_STORE_API_URL", description: "{store-api}: the hosted store API (local mode: same-origin /store-api)", example: "https://api-ecommerce.hostinger.com", requiredInProduction: true },
  { key: "VITE_STORE_ID", description: "{storeId}: the hosted store's id", example: "", requiredInProduction: true },
  { key: "VITE_STRIPE_LINK_BASIC", description: "Stripe Payment Link URL of the Basic kit (npm run stripe:payment-links prints it)", example: "", requiredInProduction: false },
  { key: "VITE_STRIPE_LINK_COMPLETE", description: "Stripe Payment Link URL of the Complete kit", example: "", requiredInProduction: false },
  { key: "VITE_STRIPE_LINK_PRO", description: "Stripe Payment Link URL of the Pro kit", example: "", requiredInProduction: false },
] as const satisfies readonly EnvVarSpec[];

export type EnvKey = (typeof ENV_VARS)[number]["key"];

/** Names of the production variables missing from `env` (empty when the build may go on). */
export function missingProductionVars(env: Record<string, string | undefined>): string[] {
  if (env.VITE_SITE_MODE === "local") return [];
  return ENV_VARS.filter((v) => v.requiredInProduction && !env[v.key]?.trim()).map((v) => v.key);
}

export function describeMissing(missing: string[]): string {
  return [
    `Production build stopped: ${missing.length} required variable(s) missing.`,
    ...missing.map((key) => {
      const spec = ENV_VARS.find((v) => v.key === key);
      return `  - ${key}: ${spec?.description ?? ""}`;
    }),
    "Set them in .env (see .env.example), or run `npm start` for the local site.",
  ].join("\n");
}
