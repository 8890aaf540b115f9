// Issue 45: the posts' rows are read from their files, the one table below content/ that lib/ reads
// (every Vite build replaces that module with its rows as a literal: pipeline/posts-plugin.ts).
// eslint-disable-next-line import-x/no-restricted-paths
import { POST_TWINS } from "../content/posts/pages";
import type { Lang } from "./i18n";
import { PAGES, type PageKey } from "./page-table";

type Rows = typeof PAGES;
/** The table's pages with one URL in each language (not the team tools, not the per-id pages). */
type TableTwin = {
  [K in PageKey]: Rows[K] extends { es: string } ? (Rows[K]["en"] extends `${string}:${string}` ? never : K) : never;
}[PageKey];
export type TwinPage = TableTwin | keyof typeof POST_TWINS;

/**
 * Every public page in both languages: its English URL and its Spanish twin's (issue 23; the URL
 * scheme is docs/decisions/2026-11-25-spanish-twins-plan.md), read from the page table
 * (lib/page-table.ts). `xDefault` is the URL search engines show a reader of neither language:
 * the spec's URL (English), except the Mexico landing page, which is Spanish by default. The
 * header's language switch, hreflang tags, the sitemap's alternates and every internal link on a
 * Spanish page (`localizeHref`) read this one table. The team tools have no twin: they stay English.
 */
const TABLE_TWINS = Object.fromEntries(
  Object.entries(PAGES as Record<string, { en: string; es?: string; xDefault?: Lang }>)
    .filter(([, row]) => row.es !== undefined && !row.en.includes(":"))
    .map(([key, row]) => [key, { en: row.en, es: row.es!, xDefault: row.xDefault ?? "en" }]),
) as { [K in TableTwin]: { en: Rows[K]["en"]; es: Rows[K] extends { es: infer S } ? S : never; xDefault: Lang } };

/** The table's twins, then the posts' and their category pages' (content/posts/pages.ts). */
export const TWIN_PAGES = { ...TABLE_TWINS, ...POST_TWINS } as typeof TABLE_TWINS & typeof POST_TWINS;

/** A twin page's row: its URL in each language and which one is x-default. */
export type TwinRow = { en: string; es: string; xDefault: Lang };

/** The row of a page of TWIN_PAGES (a post's key is a template, so TypeScript cannot index by it). */
export const twinRow = (page: TwinPage): TwinRow => (TWIN_PAGES as Record<string, TwinRow>)[page]!;

/** The team's internal tools: English only, no twin, never linked from a public page. */
export const ENGLISH_ONLY_PATHS: readonly string[] = Object.values(PAGES as Record<string, { en: string; kind?: string }>)
  .filter((row) => row.kind === "internal")
  .map((row) => row.en);

/** Pages with one URL per id: the id keeps its place, the prefix is the language's ("/product/", "/es/producto/"). */
export const TWIN_PREFIXES: readonly Record<Lang, string>[] = Object.values(PAGES as Record<string, { en: string; es?: string }>)
  .filter((row) => row.es !== undefined && row.en.includes(":"))
  .map((row) => ({ en: row.en.slice(0, row.en.indexOf(":")), es: row.es!.slice(0, row.es!.indexOf(":")) }));

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
  if (page) return twinRow(page.page)[lang];
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
  if (page) {
    const row = twinRow(page.page);
    return { ...row, xDefault: row[row.xDefault] };
  }
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
