// Issue 45: the posts' rows are read from their files, the one table below content/ that lib/ reads.
// eslint-disable-next-line import-x/no-restricted-paths
import { POST_TWINS } from "../content/posts/pages";
import { LOCALIZED_PAGES, type Lang } from "./i18n";

/**
 * Every public page in both languages: its English URL and its Spanish twin's (issue 23; the URL
 * scheme is docs/decisions/2026-11-25-spanish-twins-plan.md). `xDefault` is the URL search engines show
 * a reader of neither language: the spec's URL (English), except the Mexico landing page, which
 * is Spanish by default. The header's language switch, hreflang tags, the sitemap's alternates and
 * every internal link on a Spanish page (`localizeHref`) read this one table. The team tools have
 * no twin: they stay English.
 */
export const TWIN_PAGES = {
  home: { en: "/", es: "/es/", xDefault: "en" },
  allServices: { en: "/all-services", es: "/es/servicios", xDefault: "en" },
  pricing: { en: "/pricing", es: "/es/precios", xDefault: "en" },
  launchKit: { en: "/airbnb-launch-kit", es: "/es/kit-de-lanzamiento-airbnb", xDefault: "en" },
  diyHostPack: { en: "/diy-host-pack", es: "/es/kits-para-anfitriones", xDefault: "en" },
  founderStory: { en: "/founder-story", es: "/es/nuestra-historia", xDefault: "en" },
  caseStudy: { en: "/case-study/studio-la-boheme", es: "/es/caso-de-exito/studio-la-boheme", xDefault: "en" },
  whyChooseUs: { en: "/why-choose-us", es: "/es/por-que-elegirnos", xDefault: "en" },
  hireUs: { en: "/hire-us", es: "/es/contratenos", xDefault: "en" },
  partner: { en: "/constant-contact-partner", es: "/es/socio-constant-contact", xDefault: "en" },
  blog: { en: "/blog", es: "/es/blog", xDefault: "en" },
  // Issue 45: the posts and their category pages come from their files (content/posts/pages.ts).
  ...POST_TWINS,
  terms: { en: "/terms", es: "/es/terminos", xDefault: "en" },
  privacy: { en: "/privacy", es: "/es/aviso-de-privacidad", xDefault: "en" },
  refundPolicy: { en: "/refund-policy", es: "/es/politica-de-reembolso", xDefault: "en" },
  store: { en: "/store", es: "/es/tienda", xDefault: "en" },
  subscribe: { en: "/subscribe", es: "/es/suscribirse", xDefault: "en" },
  checkoutSuccess: { en: "/checkout-success", es: "/es/pago-exitoso", xDefault: "en" },
  confirmSubscription: { en: "/confirm-subscription", es: "/es/confirmar-suscripcion", xDefault: "en" },
  unsubscribe: { en: "/unsubscribe", es: "/es/cancelar-suscripcion", xDefault: "en" },
  myData: { en: "/my-data", es: "/es/mis-datos", xDefault: "en" },
  notFound: { en: "/404", es: "/es/404", xDefault: "en" },
  ...LOCALIZED_PAGES,
} as const satisfies Record<string, Record<Lang, string> & { xDefault: Lang }>;

export type TwinPage = keyof typeof TWIN_PAGES;

/** The team's internal tools: English only, no twin, never linked from a public page. */
export const ENGLISH_ONLY_PATHS = ["/email-list", "/subscription-audit"] as const;

/** Pages with one URL per id: the id keeps its place, the prefix is the language's. */
export const TWIN_PREFIXES = [
  { en: "/product/", es: "/es/producto/" },
  { en: "/checkout/", es: "/es/pago/" },
] as const satisfies readonly Record<Lang, string>[];

const LANG_LIST: readonly Lang[] = ["en", "es"];

const trim = (pathname: string) => (pathname.length > 1 && pathname !== "/es/" ? pathname.replace(/\/+$/, "") : pathname);

/** The table by URL, both languages, with and without the Spanish home's slash. */
const BY_PATH = new Map<string, { page: TwinPage; lang: Lang }>();
for (const [page, urls] of Object.entries(TWIN_PAGES) as [TwinPage, Record<Lang, string>][]) {
  for (const lang of LANG_LIST) BY_PATH.set(urls[lang], { page, lang });
}
BY_PATH.set("/es", { page: "home", lang: "es" });

/** The twin page a path is one language of, or null (team tools, unknown paths). */
export function twinPageOf(pathname: string): { page: TwinPage; lang: Lang } | null {
  return BY_PATH.get(trim(pathname)) ?? null;
}

/**
 * The same page in `lang`: "/pricing" -> "/es/precios", "/es/producto/abc" -> "/product/abc" in
 * English; a path already in `lang` comes back as it is; null when the page has no twin.
 */
export function twinPath(pathname: string, lang: Lang): string | null {
  const page = twinPageOf(pathname);
  if (page) return TWIN_PAGES[page.page][lang];
  const path = trim(pathname);
  for (const prefix of TWIN_PREFIXES) {
    for (const from of LANG_LIST) {
      const rest = path.startsWith(prefix[from]) ? path.slice(prefix[from].length) : null;
      if (rest && !rest.includes("/")) return `${prefix[lang]}${rest}`;
    }
  }
  return null;
}

/**
 * A page's URL in each language and the one search engines show everyone else (x-default), for
 * hreflang and the sitemap: the table's pages and the per-id pages alike; null without a twin.
 */
export function twinUrls(pathname: string): { en: string; es: string; xDefault: string } | null {
  const page = twinPageOf(pathname);
  if (page) return { ...TWIN_PAGES[page.page], xDefault: TWIN_PAGES[page.page][TWIN_PAGES[page.page].xDefault] };
  const en = twinPath(pathname, "en");
  const es = twinPath(pathname, "es");
  return en && es ? { en, es, xDefault: en } : null;
}

const INTERNAL = /^\/(?!\/)/;

/**
 * An internal link as the page's language writes it: the twin of its path in `lang`, with its
 * query and hash kept. Outside links, anchors ("#pricing") and paths without a twin (the team
 * tools, files) are left as written, so a dictionary can name a page by its English URL.
 */
export function localizeHref(href: string, lang: Lang): string {
  if (!INTERNAL.test(href)) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const twin = twinPath(path, lang);
  return twin === null ? href : `${twin}${cut === -1 ? "" : href.slice(cut)}`;
}
