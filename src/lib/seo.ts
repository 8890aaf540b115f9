import type { MetaDescriptor } from "react-router";
import { config } from "./config";
import { LANGS, LOCALIZED_PAGES, localizedPath, OG_LOCALE, otherLang, type Lang, type LocalizedPage } from "./i18n";

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
  /** Extra tags, e.g. hreflang alternates. */
  extra?: MetaDescriptor[];
};

export function fullTitle(title: string): string {
  return `${title} | ${config.brand}`;
}

export function canonicalUrl(path: string): string {
  return `${config.siteOrigin}${path === "/" ? "/" : path}`;
}

/** The one way a route sets its head tags: export `meta = () => pageMeta({...})`. */
export function pageMeta({ title, description, path, noindex, rawTitle, ogType = "website", extra = [] }: PageMetaInput): MetaDescriptor[] {
  const t = rawTitle ? title : fullTitle(title);
  const url = canonicalUrl(path);
  return [
    { title: t },
    { name: "description", content: description },
    { property: "og:title", content: t },
    { property: "og:description", content: description },
    { property: "og:type", content: ogType },
    { property: "og:url", content: url },
    { property: "og:site_name", content: config.brand },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: t },
    { name: "twitter:description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    ...extra,
  ];
}

/** A JSON-LD block for a route's meta export. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}

/**
 * hreflang alternates of a page that exists in both languages: es, en and x-default (the
 * spec's URL of the page), identical on every language's URL.
 */
export function hreflangLinks(page: LocalizedPage): MetaDescriptor[] {
  const urls = LOCALIZED_PAGES[page];
  return [
    ...LANGS.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: lang, href: canonicalUrl(urls[lang]) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonicalUrl(urls[urls.xDefault]) },
  ];
}

/** Head tags of one language of a localized page: self-canonical, og:locale and the alternates. */
export function localizedMeta(page: LocalizedPage, lang: Lang, input: Omit<PageMetaInput, "path">): MetaDescriptor[] {
  return pageMeta({
    ...input,
    path: localizedPath(page, lang),
    extra: [
      { property: "og:locale", content: OG_LOCALE[lang] },
      { property: "og:locale:alternate", content: OG_LOCALE[otherLang(lang)] },
      ...hreflangLinks(page),
      ...(input.extra ?? []),
    ],
  });
}
