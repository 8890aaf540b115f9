/**
 * Example value of each configuration variable: what the site shows when one is unset
 * (local builds, tests). Kept apart from the descriptions so the browser bundle carries only this.
 */
export const ENV_EXAMPLES = {
  VITE_SITE_ORIGIN: "https://www.cxfusion.example",
  VITE_BRAND: "CX Fusion",
  VITE_FOUNDER_NAME: "Ana Morales",
  VITE_PHONE: "+14805550142",
  VITE_EMAIL: "hello@cxfusion.example",
  VITE_CALENDAR_URL: "https://calendly.com/cxfusion/strategy-call",
  VITE_SUPPORT_FORM_URL: "https://cxfusion.example/support/request",
  VITE_HELP_CENTER_URL: "https://help.cxfusion.example",
  VITE_SUPPORT_URL: "https://help.cxfusion.example/support",
  VITE_STATUS_URL: "https://status.cxfusion.example",
  VITE_FACEBOOK_URL: "https://www.facebook.com/cxfusion",
  VITE_INSTAGRAM_URL: "https://www.instagram.com/cxfusion",
  VITE_LINKEDIN_URL: "https://www.linkedin.com/company/cxfusion",
  VITE_GOOGLE_BUSINESS_URL: "https://g.page/cxfusion",
  VITE_PROFESSIONAL_PROFILE_URL: "https://www.linkedin.com/in/anamorales-cx",
  VITE_AFFILIATE_HOST_URL: "https://www.airbnb.com/r/cxfusion-host",
  VITE_AFFILIATE_SERVICE_URL: "https://www.airbnb.com/r/cxfusion-service",
  VITE_AFFILIATE_EXPERIENCE_URL: "https://www.airbnb.com/r/cxfusion-experience",
  VITE_TEAM_BLOG_URL: "https://blog.cxfusion.example",
  VITE_LISTING_URL: "https://www.airbnb.com/rooms/studio-la-boheme",
  VITE_PARTNER_SIGNUP_URL: "",
  VITE_WORKSPACE_REFERRAL_URL: "https://referworkspace.app.goo.gl/cxfusion",
  VITE_ARTICLE_VIDEO_ID: "wsCreators01",
  VITE_GA4_ID: "",
  VITE_GTM_ID: "",
  VITE_META_PIXEL_ID: "",
  // Empty: Google's and Meta's own scripts (analytics-loader.ts); a local build with ids points them at the stand-in.
  VITE_GTAG_SCRIPT_URL: "",
  VITE_META_PIXEL_SCRIPT_URL: "",
  VITE_SUPABASE_URL: "https://your-project.supabase.co",
  VITE_SUPABASE_PUBLISHABLE_KEY: "",
  // Cloudflare's documented always-pass test site key: a real one comes from the Turnstile dashboard.
  VITE_TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
  VITE_TURNSTILE_SCRIPT_URL: "https://challenges.cloudflare.com/turnstile/v0/api.js",
  VITE_STORE_API_URL: "https://api-ecommerce.hostinger.com",
  VITE_STORE_ID: "",
  VITE_STRIPE_LINK_BASIC: "",
  VITE_STRIPE_LINK_COMPLETE: "",
  VITE_STRIPE_LINK_PRO: "",
  // Placeholders on purpose: a live site must show the real ones (npm run check:deploy fails on these).
  VITE_LEGAL_NAME: "CX Fusion Hospitality, S. de R.L. de C.V. (placeholder)",
  VITE_POSTAL_ADDRESS: "Calle Ejemplo 123, Col. Centro, 06000 Ciudad de México, CDMX, México (placeholder)",
  VITE_PRIVACY_EMAIL: "privacy@cxfusion.example",
} as const;

export type EnvKey = keyof typeof ENV_EXAMPLES;
