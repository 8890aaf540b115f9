/**
 * Every address a mail links to, in the mail's language: the site's pages (helper D's routes,
 * docs/decisions/2026-11-28-double-opt-in.md) and the one-click unsubscribe function.
 */
export type MailLang = "en" | "es";

const PATHS = {
  confirm: { en: "/confirm-subscription", es: "/es/confirmar-suscripcion" },
  unsubscribe: { en: "/unsubscribe", es: "/es/cancelar-suscripcion" },
  myData: { en: "/my-data", es: "/es/mis-datos" },
  privacy: { en: "/privacy", es: "/es/aviso-de-privacidad" },
} as const;

const langOf = (lang: string): MailLang => (lang === "es" ? "es" : "en");
const origin = (siteOrigin: string) => siteOrigin.replace(/\/+$/, "");

export function pagePath(page: keyof typeof PATHS, lang: string): string {
  return PATHS[page][langOf(lang)];
}

/** The page a confirm mail's button opens; its script POSTs the token to `confirm`. */
export function confirmUrl(siteOrigin: string, lang: string, token: string): string {
  return `${origin(siteOrigin)}${pagePath("confirm", lang)}?token=${encodeURIComponent(token)}`;
}

/** The site's unsubscribe page (one button), for a person reading the mail. */
export function unsubscribePageUrl(siteOrigin: string, lang: string, token: string): string {
  return `${origin(siteOrigin)}${pagePath("unsubscribe", lang)}?token=${encodeURIComponent(token)}`;
}

/** The data report's erase link. */
export function eraseUrl(siteOrigin: string, lang: string, token: string): string {
  return `${origin(siteOrigin)}${pagePath("myData", lang)}?erase=${encodeURIComponent(token)}`;
}

export function privacyUrl(siteOrigin: string, lang: string): string {
  return `${origin(siteOrigin)}${pagePath("privacy", lang)}`;
}

/**
 * The List-Unsubscribe URL: the function itself (RFC 8058: the mail client POSTs
 * `List-Unsubscribe=One-Click` to it; a GET is sent on to the site's page in `lang`).
 */
export function oneClickUrl(supabaseUrl: string, lang: string, token: string): string {
  return `${supabaseUrl.replace(/\/+$/, "")}/functions/v1/unsubscribe?token=${encodeURIComponent(token)}&lang=${langOf(lang)}`;
}

/**
 * The page the form was on, as a reader sees it ("example.com/subscribe"), or null when the row
 * has none or it isn't a plain path of the site (never a link: a mail naming an address it was not
 * sent from would look like phishing).
 */
export function pageShown(siteOrigin: string, page: string | null | undefined): string | null {
  if (!page || !/^\/(?!\/)[^\s<>"]{0,200}$/.test(page)) return null;
  const host = origin(siteOrigin).replace(/^https?:\/\//, "");
  return `${host}${page.split(/[?#]/)[0]}`;
}
