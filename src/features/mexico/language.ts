import type { MetaDescriptor } from "react-router";
import { DEFAULT_MEXICO_LANG, MEXICO_LANGS, mexicoCopy, type MexicoLang } from "~/content/mexico";
import { canonicalUrl, pageMeta } from "~/lib/seo";

/** Each language has its own prerendered URL; Spanish is the default. */
export const MEXICO_PATHS: Record<MexicoLang, string> = {
  es: "/airbnb-mexico",
  en: "/en/airbnb-mexico",
};

/** Where the visitor's explicit EN/ES choice is remembered (localStorage). */
export const MEXICO_LANG_STORAGE_KEY = "cx-mexico-lang";

export function isMexicoLang(value: unknown): value is MexicoLang {
  return typeof value === "string" && (MEXICO_LANGS as readonly string[]).includes(value);
}

export function otherLang(lang: MexicoLang): MexicoLang {
  return lang === "es" ? "en" : "es";
}

/** The remembered choice, or null (none, unreadable storage). */
export function readLangPreference(storage: Pick<Storage, "getItem"> | undefined = safeLocalStorage()): MexicoLang | null {
  try {
    const value = storage?.getItem(MEXICO_LANG_STORAGE_KEY);
    return isMexicoLang(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveLangPreference(lang: MexicoLang, storage: Pick<Storage, "setItem"> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(MEXICO_LANG_STORAGE_KEY, lang);
  } catch {
    /* private mode or storage disabled: the choice lasts for this page only */
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The URL a visitor who chose `stored` should see instead of `pathname`, or null to stay.
 * The head script below is the same rule, written as a string to run before first paint.
 */
export function preferenceRedirect(pathname: string, stored: string | null): string | null {
  const path = pathname.replace(/\/+$/, "");
  if (stored === "en" && path === MEXICO_PATHS.es) return MEXICO_PATHS.en;
  if (stored === "es" && path === MEXICO_PATHS.en) return MEXICO_PATHS.es;
  return null;
}

/**
 * Runs in the <head> of both prerendered Mexico pages, before any CSS or body: a returning
 * visitor who chose the other language is sent there with location.replace, and the page is
 * hidden meanwhile, so the wrong language never paints. It is a plain constant (identical in
 * the prerendered HTML and the client bundle); the host's CSP allows it by its sha256 hash.
 */
export const MEXICO_LANG_HEAD_SCRIPT =
  `(function(){try{var s=localStorage.getItem(${JSON.stringify(MEXICO_LANG_STORAGE_KEY)}),` +
  `p=location.pathname.replace(/\\/+$/,""),` +
  `t=s==="en"&&p===${JSON.stringify(MEXICO_PATHS.es)}?${JSON.stringify(MEXICO_PATHS.en)}` +
  `:s==="es"&&p===${JSON.stringify(MEXICO_PATHS.en)}?${JSON.stringify(MEXICO_PATHS.es)}:"";` +
  `if(t){document.documentElement.style.display="none";location.replace(t+location.search+location.hash)}}catch(e){}})()`;

/** hreflang alternates (es, en, x-default = Spanish), identical on both URLs. */
export function hreflangLinks(): MetaDescriptor[] {
  return [
    ...MEXICO_LANGS.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: lang, href: canonicalUrl(MEXICO_PATHS[lang]) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonicalUrl(MEXICO_PATHS[DEFAULT_MEXICO_LANG]) },
  ];
}

/** Title, description, social tags, self-canonical and alternates, in the page's language. */
export function mexicoMeta(lang: MexicoLang): MetaDescriptor[] {
  const copy = mexicoCopy[lang];
  return pageMeta({
    title: copy.meta.title,
    description: copy.meta.description,
    path: MEXICO_PATHS[lang],
    extra: [
      { property: "og:locale", content: copy.meta.ogLocale },
      { property: "og:locale:alternate", content: mexicoCopy[otherLang(lang)].meta.ogLocale },
      ...hreflangLinks(),
    ],
  });
}

/** The route `handle` of each Mexico page: the document language and the pre-paint script. */
export function mexicoHandle(lang: MexicoLang) {
  return { lang, headScript: MEXICO_LANG_HEAD_SCRIPT };
}
