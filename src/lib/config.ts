import { slugify } from "./slug";
import type { EnvKey } from "./config-examples";
import { SITE_ENV } from "./site-env";

// The bundles' SITE_ENV leaves unset values out (vite.config.ts `siteEnv`).
const read = (key: EnvKey): string => SITE_ENV[key] ?? "";

/** The origin the page runs on (the configured public origin while prerendering). */
export function currentOrigin(): string {
  if (typeof window !== "undefined" && window.location?.origin) return window.location.origin;
  return read("VITE_SITE_ORIGIN");
}

/**
 * Values may be same-origin paths ("/store-api") in local mode, so any port works without a
 * rebuild; they resolve against the page's origin at run time.
 */
export function resolveServiceUrl(value: string): string {
  if (!value) return "";
  return value.startsWith("/") ? `${currentOrigin()}${value}` : value;
}


const brand = read("VITE_BRAND");
const founderName = read("VITE_FOUNDER_NAME");

export const config = {
  siteOrigin: read("VITE_SITE_ORIGIN").replace(/\/$/, ""),
  brand,
  /** {brand} as a lower-case slug, for ids such as `why-choose-{brand}`. */
  brandSlug: slugify(brand),
  founderName,
  founderFirstName: founderName.split(/\s+/)[0] ?? founderName,
  /** {name} as a lower-case slug, for ids such as `about-{name}`. */
  founderSlug: slugify(founderName.split(/\s+/)[0] ?? founderName),
  phone: read("VITE_PHONE"),
  email: read("VITE_EMAIL"),
  links: {
    calendar: read("VITE_CALENDAR_URL"),
    supportForm: read("VITE_SUPPORT_FORM_URL"),
    helpCenter: read("VITE_HELP_CENTER_URL"),
    support: read("VITE_SUPPORT_URL"),
    status: read("VITE_STATUS_URL"),
    facebook: read("VITE_FACEBOOK_URL"),
    instagram: read("VITE_INSTAGRAM_URL"),
    linkedin: read("VITE_LINKEDIN_URL"),
    googleBusiness: read("VITE_GOOGLE_BUSINESS_URL"),
    professionalProfile: read("VITE_PROFESSIONAL_PROFILE_URL"),
    affiliateHost: read("VITE_AFFILIATE_HOST_URL"),
    affiliateService: read("VITE_AFFILIATE_SERVICE_URL"),
    affiliateExperience: read("VITE_AFFILIATE_EXPERIENCE_URL"),
    teamBlog: read("VITE_TEAM_BLOG_URL"),
    listing: read("VITE_LISTING_URL"),
    partnerSignup: read("VITE_PARTNER_SIGNUP_URL"),
    workspaceReferral: read("VITE_WORKSPACE_REFERRAL_URL"),
  },
  articleVideoId: read("VITE_ARTICLE_VIDEO_ID"),
  analytics: {
    ga4Id: read("VITE_GA4_ID"),
    gtmId: read("VITE_GTM_ID"),
    metaPixelId: read("VITE_META_PIXEL_ID"),
    /** Where gtag.js (…/js?id=) and gtm.js (…/gtm.js's sibling) come from; empty: Google's own. May be a same-origin path (the local stand-in). */
    gtagScriptUrl: read("VITE_GTAG_SCRIPT_URL"),
    /** fbevents.js; empty: Meta's own. May be a same-origin path (the local stand-in). */
    metaPixelScriptUrl: read("VITE_META_PIXEL_SCRIPT_URL"),
  },
  supabase: {
    /** May be a same-origin path in local mode: pass through `resolveServiceUrl`. */
    url: read("VITE_SUPABASE_URL"),
    publishableKey: read("VITE_SUPABASE_PUBLISHABLE_KEY"),
  },
  turnstile: {
    siteKey: read("VITE_TURNSTILE_SITE_KEY"),
    /** May be a same-origin path in local mode (the stand-in): a script src takes it as it is. */
    scriptUrl: read("VITE_TURNSTILE_SCRIPT_URL"),
  },
  store: {
    /** May be a same-origin path in local mode: pass through `resolveServiceUrl`. */
    apiUrl: read("VITE_STORE_API_URL"),
    storeId: read("VITE_STORE_ID"),
  },
  /** Who answers for visitors' data, as the privacy notices name them (LFPDPPP: identidad y domicilio del responsable). */
  legal: {
    name: read("VITE_LEGAL_NAME"),
    postalAddress: read("VITE_POSTAL_ADDRESS"),
    privacyEmail: read("VITE_PRIVACY_EMAIL"),
  },
  stripe: {
    /** Payment Link URL per kit id; empty when not configured (checkout then disabled). */
    paymentLinks: {
      basic: read("VITE_STRIPE_LINK_BASIC"),
      complete: read("VITE_STRIPE_LINK_COMPLETE"),
      pro: read("VITE_STRIPE_LINK_PRO"),
    },
  },
} as const;

export type Config = typeof config;

/** The intro blog route, /cxf{name}-blog-intro, with {name} the founder's lower-case first name. */
export const introBlogPath = `/cxf${config.founderSlug}-blog-intro`;
