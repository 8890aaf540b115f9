import { introBlogPath } from "./lib/config";
import { LANGS, NOT_FOUND_PATHS, langForPath, type Lang } from "./lib/i18n";
import { PAGES, type PageKind, type PageRow } from "./lib/page-table";
import { TWIN_PREFIXES, twinUrls } from "./lib/twins";
import { POST_ROUTES } from "./content/posts/pages";

/**
 * The routes, read from the one table of pages (lib/page-table.ts; docs/architecture.md,
 * decision 2; docs/decisions/2026-11-28-page-table.md). The router, the prerender list,
 * sitemap.xml, robots.txt, the static host's SPA fallback rules and the browser smoke tests all
 * read ROUTES, so a row added there is routed, prerendered, listed and tested without another edit.
 */
export type RouteEntry = {
  path: string;
  /** Route module, relative to src/: hand-written, or written by the build (`generated`). */
  file: string;
  /**
   * static: prerendered to its own HTML file and listed in the sitemap.
   * unlisted: prerendered, but noindex and out of the sitemap (success pages).
   * dynamic: served by the SPA fallback (per-visitor data), noindex, out of the sitemap.
   */
  kind: "static" | "unlisted" | "dynamic";
  /** A concrete URL for smoke tests of a dynamic route. */
  sample?: string;
  /**
   * A dynamic route that is also prerendered once per catalogue product (/product/:id): the
   * build reads the catalogue, writes one indexable page per product and lists it in the
   * sitemap; a product added after the build still opens through the SPA fallback.
   */
  perCatalogueProduct?: true;
  /** The route's id (a generated route's: short, every page's manifest names it). */
  id?: string;
  /** The page table's row this route is one language of. */
  key: string;
  /** What src/page-routes.ts writes `file` from, for a route without a hand-written module. */
  generated?: GeneratedRoute;
};

/** A generated route module: the page module renders the words module's export for its language. */
export type GeneratedRoute = { page: string; words: string; name: string; lang: Lang; remember: boolean; islands: boolean };

/** Where the build writes the generated route modules, relative to src/ (gitignored). */
export const GENERATED_ROUTES_DIR = "routes/generated";

const KINDS: Record<PageKind, RouteEntry["kind"]> = { prerendered: "static", unlisted: "unlisted", perVisitor: "dynamic", internal: "dynamic" };

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A row's route in one language: its hand-written module, or the one the build writes from its page module. */
export function routeOf(key: string, row: PageRow, lang: Lang): Omit<RouteEntry, "path"> {
  const kind = KINDS[row.kind ?? "prerendered"];
  // A route the SPA fallback serves is smoke-tested at a concrete URL: its sample, or its path.
  const sample = row.sample ? (lang === "en" ? row.sample : twinPathOfSample(row, row.sample)) : kind === "dynamic" ? (lang === "en" ? row.en : row.es) : undefined;
  const extra = { ...(sample ? { sample } : {}), ...(row.perCatalogueProduct ? { perCatalogueProduct: true as const } : {}) };
  const handWritten = row.routes?.[lang];
  if (handWritten) return { file: `routes/${handWritten}`, kind, key, ...extra };
  const page = row.page ?? `${kebab(key)}/route`;
  const [folder, name] = (row.words ?? page.slice(0, page.lastIndexOf("/"))).split("#") as [string, string | undefined];
  return {
    file: `${GENERATED_ROUTES_DIR}/${lang}/${kebab(key)}.tsx`,
    kind,
    key,
    id: `${lang}.${key}`,
    generated: { page, words: `${folder}/${lang}`, name: name ?? lang, lang, remember: row.remember === true, islands: row.islands === true },
    ...extra,
  };
}

/** A sample URL's twin: the row's Spanish pattern with the sample's values ("/es/producto/:id"). */
function twinPathOfSample(row: PageRow, sample: string): string {
  const prefix = row.en.slice(0, row.en.indexOf(":"));
  return `${row.es!.slice(0, row.es!.indexOf(":"))}${sample.slice(prefix.length)}`;
}

/** Each row's routes, the language of its x-default first (the sitemap's order); the unknown-route page is routed apart (NOT_FOUND_PAGES). */
export const ROUTES: RouteEntry[] = Object.entries(PAGES as Record<string, PageRow>)
  .filter(([key]) => key !== "notFound")
  .flatMap(([key, row]) => {
    const langs: Lang[] = row.es === undefined ? ["en"] : row.xDefault === "es" ? ["es", "en"] : ["en", "es"];
    const routes = langs.map((lang) => ({ path: (lang === "en" ? row.en : row.es)!, ...routeOf(key, row, lang) }));
    // Issue 45: each post is its MDX file's route, and each category page the hub's (content/posts/pages.ts).
    return key === "blog" ? [...routes, ...POST_ROUTES.map((r) => ({ ...r, key: r.id ?? r.path }))] : routes;
  });

/** The unknown-route page's route in each language (each language's splat: routes.ts). */
export const NOT_FOUND_ROUTES: { en: Omit<RouteEntry, "path">; es: Omit<RouteEntry, "path"> } = {
  en: routeOf("notFound", PAGES.notFound, "en"),
  es: routeOf("notFound", PAGES.notFound, "es"),
};

/**
 * The unknown-route page, prerendered once per language and published as /404.html and
 * /es/404.html: the host answers a miss under /es/ with the Spanish one (`pattern`), any other
 * miss with the English one. Most specific pattern first.
 */
export const NOT_FOUND_PAGES = [
  { prerenderPath: NOT_FOUND_PATHS.es, file: "es/404.html", pattern: "/es/*" },
  { prerenderPath: NOT_FOUND_PATHS.en, file: "404.html", pattern: "/*" },
] as const;

/** The catalogue the build read: the ids of the products it prerenders a page for. */
export type BuildCatalogue = { productIds: readonly string[] };

const PRODUCT_PREFIX = TWIN_PREFIXES.find((p) => p.en === "/product/")!;

/** A product page's path in a language: /product/{id}, /es/producto/{id} (lib/twins). */
export const productPath = (id: string, lang: Lang = "en"): string => `${PRODUCT_PREFIX[lang]}${encodeURIComponent(id)}`;

/**
 * Pages prerendered once per catalogue product: each product in each language whose route is
 * `perCatalogueProduct` (/product/:id and /es/producto/:id), English first.
 */
const catalogueProductPaths = (catalogue: BuildCatalogue): string[] =>
  ROUTES.filter((r) => r.perCatalogueProduct).flatMap((r) => catalogue.productIds.map((id) => productPath(id, langForPath(r.sample ?? r.path))));

const NO_CATALOGUE: BuildCatalogue = { productIds: [] };

export const prerenderPaths = (catalogue: BuildCatalogue = NO_CATALOGUE): string[] => [
  ...ROUTES.filter((r) => r.kind !== "dynamic").map((r) => r.path),
  ...catalogueProductPaths(catalogue),
  ...NOT_FOUND_PAGES.map((p) => p.prerenderPath),
];

export const sitemapPaths = (catalogue: BuildCatalogue = NO_CATALOGUE): string[] => [
  ...ROUTES.filter((r) => r.kind === "static").map((r) => r.path),
  ...catalogueProductPaths(catalogue),
];

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * sitemap.xml: every listed page and every prerendered product page, by canonical URL; a page that exists in both languages carries its
 * xhtml:link alternates (es, en, x-default), the same set as its hreflang tags.
 */
export function sitemapXml(origin: string, catalogue: BuildCatalogue = NO_CATALOGUE): string {
  const url = (p: string) => xmlEscape(`${origin}${p === "/" ? "/" : p}`);
  const entries = sitemapPaths(catalogue).map((p) => {
    const twin = twinUrls(p);
    const alternates = twin
      ? [
          ...LANGS.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(twin[lang])}"/>`),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(twin.xDefault)}"/>`,
        ]
      : [];
    return alternates.length ? `  <url>\n    <loc>${url(p)}</loc>\n${alternates.join("\n")}\n  </url>` : `  <url><loc>${url(p)}</loc></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** Route paths of pages that are not prerendered: the host answers them with the SPA fallback. */
export const spaFallbackPatterns = (): string[] => ROUTES.filter((r) => r.kind === "dynamic").map((r) => r.path);

/** The URL a smoke test visits for each route. */
export const smokeUrl = (r: RouteEntry): string => r.sample ?? r.path;

/** A route's language: its URL's (lib/i18n). The router nests it under that language's layout (routes.ts). */
export const routeLang = (r: RouteEntry): Lang => langForPath(smokeUrl(r));

export { introBlogPath };
