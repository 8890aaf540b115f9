import { useInRouterContext, useLocation } from "react-router";
import { PAGES, type PageKey } from "./page-table";

/**
 * The site's two languages and how a page knows which one it speaks. A page's language is a
 * property of its URL: the pages of the Mexico journey exist at one URL per language (below),
 * everything under /es/ is Spanish, every other page is English. The shell, the drawer, toasts
 * and the store checkout's locale all follow the page's URL, so a prerendered page is already
 * in its language before any script runs (no flash, nothing to swap after hydration).
 */
export type Lang = "en" | "es";

export const LANGS: readonly Lang[] = ["es", "en"];

/** BCP 47 locales for Intl formatting. */
export const INTL_LOCALE: Record<Lang, string> = { en: "en-US", es: "es-MX" };

/** The document's language (<html lang>): Spanish pages are written for Mexico (issue 23). */
export const HTML_LANG: Record<Lang, string> = { en: "en", es: "es-MX" };

/** Open Graph locales. */
export const OG_LOCALE: Record<Lang, string> = { en: "en_US", es: "es_MX" };

/** Spanish pages that are not the Mexico landing page live under this prefix. */
export const SPANISH_PREFIX = "/es/";

type Rows = typeof PAGES;
type RememberedKey = { [K in PageKey]: Rows[K] extends { remember: true } ? K : never }[PageKey];

/**
 * The pages where the visitor's ES/EN choice is remembered (the page table's `remember` rows):
 * the Mexico journey. `xDefault` is the language whose URL the spec names (the Mexico landing
 * page is Spanish by default; the offer and success pages are the spec's English routes), which
 * search engines show to everyone else.
 */
export const LOCALIZED_PAGES = Object.fromEntries(
  Object.entries(PAGES as Record<string, { en: string; es?: string; xDefault?: Lang; remember?: true }>)
    .filter(([, row]) => row.remember)
    .map(([key, row]) => [key, { es: row.es!, en: row.en, xDefault: row.xDefault ?? "en" }]),
) as { [K in RememberedKey]: { es: Rows[K] extends { es: infer S } ? S : never; en: Rows[K]["en"]; xDefault: Lang } };

export type LocalizedPage = keyof typeof LOCALIZED_PAGES;

/** The prerendered 404 page of each language (the host serves /es/* misses with the Spanish one). */
export const NOT_FOUND_PATHS: Record<Lang, string> = { en: "/404", es: "/es/404" };

const trim = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The localized page a path is one language of, with that language, or null. */
export function localizedPageOf(pathname: string): { page: LocalizedPage; lang: Lang } | null {
  const path = trim(pathname);
  for (const [page, urls] of Object.entries(LOCALIZED_PAGES) as [LocalizedPage, (typeof LOCALIZED_PAGES)[LocalizedPage]][]) {
    for (const lang of LANGS) if (urls[lang] === path) return { page, lang };
  }
  return null;
}

/** The language of the page at `pathname`. */
export function langForPath(pathname: string): Lang {
  const localized = localizedPageOf(pathname);
  if (localized) return localized.lang;
  return pathname === "/es" || pathname.startsWith(SPANISH_PREFIX) ? "es" : "en";
}

/** The URL of a localized page in a language. */
export function localizedPath(page: LocalizedPage, lang: Lang): string {
  return LOCALIZED_PAGES[page][lang];
}

/**
 * The language of the page being shown (read from the router's location). Outside a router
 * (a primitive rendered alone in a test) it is English.
 */
export function useLang(): Lang {
  // Whether there is a router never changes for a mounted component, so the hooks' order is stable.
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return inRouter ? langForPath(useLocation().pathname) : "en";
}

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "es";
}

export function otherLang(lang: Lang): Lang {
  return lang === "es" ? "en" : "es";
}

/**
 * Fills `{name}` placeholders of a dictionary template: fill("Only {n} left", { n: 2 }).
 * A placeholder without a value stays as written, so a missing value is visible, not blank.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * A dictionary phrase that agrees with its count `{n}`: `one` for exactly 1, `other` for any other
 * number; a plain string when one form fits every number (the spec's English).
 */
export type Counted = string | { one: string; other: string };

/** Fills a counted phrase: fillCount({ one: "Solo queda {n}", other: "Solo quedan {n}" }, 1) is "Solo queda 1". */
export function fillCount(phrase: Counted, n: number, values: Record<string, string | number> = {}): string {
  const template = typeof phrase === "string" ? phrase : n === 1 ? phrase.one : phrase.other;
  return fill(template, { ...values, n });
}

// ---- The remembered choice (the Mexico page's ES/EN toggle) ----

/**
 * The cookie that remembers the visitor's explicit ES/EN choice, for a year. A cookie, not
 * localStorage: the head script (lib/lang-head-script.ts) reads it before the page paints, on
 * every localized page, and a page's first localStorage read waits for the browser to open the
 * store (28 ms of the Mexico page's inline script at 4x CPU); `document.cookie` does not wait
 * (decision 2026-11-29-islands-store-and-cookies).
 */
export const LANG_COOKIE = "cx-mexico-lang";
/** How long a choice is remembered (the suggestion band's close too): a year. */
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Before session 9 the choice was kept in localStorage under the cookie's name (pages/mexico/legacy-lang-choice.ts moves it). */
export const LEGACY_LANG_STORAGE_KEY = LANG_COOKIE;

/** What holds the page's cookies: `document`, or a test's stand-in. */
export type CookieJar = { cookie: string };
const pageCookies = (): CookieJar | undefined => (typeof document === "undefined" ? undefined : document);

/** The remembered choice, or null (none, unreadable cookies). */
export function readLangPreference(jar: CookieJar | undefined = pageCookies()): Lang | null {
  try {
    // LANG_COOKIE's name, spelled out: a literal is smaller in every page's shell than a RegExp built from it.
    const value = /(?:^|;\s*)cx-mexico-lang=([^;]*)/.exec(jar?.cookie ?? "")?.[1];
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveLangPreference(lang: Lang, jar: CookieJar | undefined = pageCookies()): void {
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  try {
    if (jar) jar.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  } catch {
    /* cookies refused: the choice lasts for this page only */
  }
}

/**
 * The URL a visitor who chose `stored` should see instead of `pathname`, or null to stay:
 * the same localized page in the remembered language. The head script (lib/lang-head-script.ts)
 * is the same rule, written as a string to run before first paint.
 */
export function preferenceRedirect(pathname: string, stored: string | null): string | null {
  const here = localizedPageOf(pathname);
  if (!here || !isLang(stored) || stored === here.lang) return null;
  return localizedPath(here.page, stored);
}

// ---- Formatting for the language ----

/**
 * Dates for the language: "November 23, 2026, 11:09 AM" / "23 de noviembre de 2026, 11:09 a.m.".
 */
export function formatDateTime(date: Date | number, lang: Lang, options: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short" }): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], options).format(date);
}
