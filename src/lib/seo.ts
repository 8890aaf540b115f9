import type { MetaDescriptor } from "react-router";
import { config } from "./config";
import { langForPath, LANGS, OG_LOCALE, otherLang, type Lang } from "./i18n";
import { twinRow, twinUrls, type TwinPage } from "./twins";

export type PageMetaInput = {
  /** The page's own title; the brand is appended: '{title} | {brand}'. */
  title: string;
  description: string;
  /** Canonical path, e.g. "/pricing". */
  path: string;
  /** Internal and per-visitor pages stay out of search engines. */
  noindex?: boolean;
  /** Use the title as is (the product page sets '{product title} - Our Store'). */
  rawTitle?: boolean;
  ogType?: "website" | "article" | "product";
  /** The page's language (og:locale): by default its URL's (lib/i18n). */
  lang?: Lang;
  /**
   * The page's share card (a 1200x630 PNG the build draws from the page's own head tags,
   * pipeline/share-cards.ts): by default the card at `shareCardPath(path)`; another page's card
   * (a product added after the build shows the store's); none for noindex pages.
   */
  card?: string;
  /** Extra tags (JSON-LD, a feed link). A page with a twin gets its hreflang alternates by itself. */
  extra?: MetaDescriptor[];
};

/** Share cards' size: what WhatsApp, Facebook, LinkedIn, Slack and X show large. */
export const SHARE_CARD = { width: 1200, height: 630, type: "image/png" } as const;

/** Where the build writes a page's share card: "/" -> /cards/home.png, "/es/precios" -> /cards/es/precios.png. */
export function shareCardPath(pagePath: string): string {
  const clean = pagePath.replace(/\/+$/, "");
  return `/cards${clean === "" ? "/home" : clean}.png`;
}

/** The tags unfurlers read for a page's card: Open Graph's and X's, with the alternative text. */
function shareCardTags(card: string, alt: string): MetaDescriptor[] {
  const image = canonicalUrl(card);
  return [
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_CARD.width) },
    { property: "og:image:height", content: String(SHARE_CARD.height) },
    { property: "og:image:type", content: SHARE_CARD.type },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
}

export function fullTitle(title: string): string {
  return `${title} | ${config.brand}`;
}

export function canonicalUrl(path: string): string {
  return `${config.siteOrigin}${path === "/" ? "/" : path}`;
}

/** The one way a route sets its head tags: export `meta = () => pageMeta({...})`. */
export function pageMeta({ title, description, path, noindex, rawTitle, ogType = "website", lang = langForPath(path), card, extra = [] }: PageMetaInput): MetaDescriptor[] {
  const t = rawTitle ? title : fullTitle(title);
  const twin = twinUrls(path);
  const url = canonicalUrl(path);
  const cardPath = noindex ? null : (card ?? shareCardPath(path));
  return [
    { title: t },
    { name: "description", content: description },
    { property: "og:title", content: t },
    { property: "og:description", content: description },
    { property: "og:type", content: ogType },
    { property: "og:url", content: url },
    { property: "og:site_name", content: config.brand },
    { property: "og:locale", content: OG_LOCALE[lang] },
    ...(cardPath ? shareCardTags(cardPath, t) : [{ name: "twitter:card", content: "summary" }]),
    { name: "twitter:title", content: t },
    { name: "twitter:description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    ...(twin ? [{ property: "og:locale:alternate", content: OG_LOCALE[otherLang(lang)] }, ...alternateLinks(twin)] : []),
    ...extra,
  ];
}

/** The blog's feed per language (pipeline/blog-feed.ts writes it at build end). */
export const BLOG_FEED_PATH: Record<Lang, string> = { en: "/blog/feed.xml", es: "/es/blog/feed.xml" };

/** The feed's name in its language. */
const BLOG_FEED_TITLE: Record<Lang, (brand: string) => string> = { en: (brand) => `${brand} Blog`, es: (brand) => `Blog de ${brand}` };

/** The link that lets readers and aggregators find the blog's feed: on the hub and each article. */
export function blogFeedLink(lang: Lang = "en"): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: BLOG_FEED_TITLE[lang](config.brand), href: BLOG_FEED_PATH[lang] };
}

/**
 * The head of a page that has none of its own: the SPA fallback, which a link unfurler reads for
 * a product added after the build (it shows the store's card) and for the team tools.
 */
export function fallbackMeta(): MetaDescriptor[] {
  return [
    { title: config.brand },
    { property: "og:title", content: config.brand },
    { property: "og:site_name", content: config.brand },
    { property: "og:type", content: "website" },
    ...shareCardTags(shareCardPath("/store"), config.brand),
  ];
}

/** A JSON-LD block for a route's meta export. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}

/**
 * hreflang alternates of a page that exists in both languages (pageMeta adds them to any page
 * with a twin, per-id pages included): es, en and x-default (the
 * spec's URL of the page), identical on every language's URL.
 */
export function hreflangLinks(page: TwinPage): MetaDescriptor[] {
  return alternateLinks(twinUrls(twinRow(page).en)!);
}

function alternateLinks(urls: { en: string; es: string; xDefault: string }): MetaDescriptor[] {
  return [
    ...LANGS.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: lang, href: canonicalUrl(urls[lang]) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonicalUrl(urls.xDefault) },
  ];
}

/** Head tags of one language of a page with a twin: self-canonical, og:locale and the alternates. */
export function localizedMeta(page: TwinPage, lang: Lang, input: Omit<PageMetaInput, "path">): MetaDescriptor[] {
  return pageMeta({ ...input, path: twinRow(page)[lang], lang });
}
