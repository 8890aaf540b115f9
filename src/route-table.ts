import { introBlogPath } from "./lib/config";
import { LANGS, LOCALIZED_PAGES, NOT_FOUND_PATHS, langForPath, type Lang } from "./lib/i18n";
import { TWIN_PAGES, TWIN_PREFIXES, twinUrls } from "./lib/twins";
import { POST_ROUTES } from "./content/posts/pages";

/**
 * The one route table (docs/architecture.md, decision 2). The router, the prerender list, sitemap.xml,
 * robots.txt, the static host's SPA fallback rules and the browser smoke tests all read it,
 * so a page added here is prerendered, listed and tested without another edit.
 */
export type RouteEntry = {
  path: string;
  /** Route module, relative to src/. */
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
  /** The route's id, when one module serves several pages (the blog hub's category pages). */
  id?: string;
};

export const ROUTES: RouteEntry[] = [
  { path: "/", file: "routes/home.tsx", kind: "static" },
  { path: TWIN_PAGES.home.es, file: "routes/es/inicio.tsx", kind: "static" },
  { path: "/all-services", file: "routes/all-services.tsx", kind: "static" },
  { path: TWIN_PAGES.allServices.es, file: "routes/es/servicios.tsx", kind: "static" },
  { path: "/pricing", file: "routes/pricing.tsx", kind: "static" },
  { path: TWIN_PAGES.pricing.es, file: "routes/es/precios.tsx", kind: "static" },
  { path: "/airbnb-launch-kit", file: "routes/airbnb-launch-kit.tsx", kind: "static" },
  { path: TWIN_PAGES.launchKit.es, file: "routes/es/kit-de-lanzamiento-airbnb.tsx", kind: "static" },
  { path: "/diy-host-pack", file: "routes/diy-host-pack.tsx", kind: "static" },
  { path: TWIN_PAGES.diyHostPack.es, file: "routes/es/kits-para-anfitriones.tsx", kind: "static" },
  { path: "/founder-story", file: "routes/founder-story.tsx", kind: "static" },
  { path: TWIN_PAGES.founderStory.es, file: "routes/es/nuestra-historia.tsx", kind: "static" },
  { path: "/case-study/studio-la-boheme", file: "routes/case-study.tsx", kind: "static" },
  { path: TWIN_PAGES.caseStudy.es, file: "routes/es/caso-de-exito.tsx", kind: "static" },
  { path: "/why-choose-us", file: "routes/why-choose-us.tsx", kind: "static" },
  { path: TWIN_PAGES.whyChooseUs.es, file: "routes/es/por-que-elegirnos.tsx", kind: "static" },
  { path: "/hire-us", file: "routes/hire-us.tsx", kind: "static" },
  { path: TWIN_PAGES.hireUs.es, file: "routes/es/contratenos.tsx", kind: "static" },
  { path: "/constant-contact-partner", file: "routes/constant-contact-partner.tsx", kind: "static" },
  { path: TWIN_PAGES.partner.es, file: "routes/es/socio-constant-contact.tsx", kind: "static" },
  { path: "/blog", file: "routes/blog.tsx", kind: "static" },
  { path: TWIN_PAGES.blog.es, file: "routes/es/blog.tsx", kind: "static" },
  // Issue 45: each post is its MDX file's route, and each category page the hub's (content/posts/pages.ts).
  ...POST_ROUTES,
  { path: "/terms", file: "routes/terms.tsx", kind: "static" },
  { path: TWIN_PAGES.terms.es, file: "routes/es/terminos.tsx", kind: "static" },
  { path: "/privacy", file: "routes/privacy.tsx", kind: "static" },
  { path: TWIN_PAGES.privacy.es, file: "routes/es/aviso-de-privacidad.tsx", kind: "static" },
  { path: "/refund-policy", file: "routes/refund-policy.tsx", kind: "static" },
  { path: TWIN_PAGES.refundPolicy.es, file: "routes/es/politica-de-reembolso.tsx", kind: "static" },
  { path: "/store", file: "routes/store.tsx", kind: "static" },
  { path: TWIN_PAGES.store.es, file: "routes/es/tienda.tsx", kind: "static" },
  { path: "/subscribe", file: "routes/subscribe.tsx", kind: "static" },
  { path: TWIN_PAGES.subscribe.es, file: "routes/es/suscribirse.tsx", kind: "static" },
  { path: "/email-list", file: "routes/email-list.tsx", kind: "dynamic", sample: "/email-list" },
  { path: "/subscription-audit", file: "routes/subscription-audit.tsx", kind: "dynamic", sample: "/subscription-audit" },
  { path: "/product/:id", file: "routes/product.tsx", kind: "dynamic", sample: "/product/prod_01JCX0WELCOMEBOOK00000002", perCatalogueProduct: true },
  { path: "/es/producto/:id", file: "routes/es/producto.tsx", kind: "dynamic", sample: "/es/producto/prod_01JCX0WELCOMEBOOK00000002", perCatalogueProduct: true },
  { path: LOCALIZED_PAGES.mexico.es, file: "routes/airbnb-mexico.tsx", kind: "static" },
  { path: LOCALIZED_PAGES.mexico.en, file: "routes/airbnb-mexico-en.tsx", kind: "static" },
  { path: LOCALIZED_PAGES.mexicoOffer.en, file: "routes/airbnb-mexico-offer.tsx", kind: "static" },
  { path: LOCALIZED_PAGES.mexicoOffer.es, file: "routes/oferta-airbnb-mexico.tsx", kind: "static" },
  { path: "/checkout/:priceId", file: "routes/checkout.tsx", kind: "dynamic", sample: "/checkout/price_1RkCompleteBrandBoost799" },
  { path: "/es/pago/:priceId", file: "routes/es/pago.tsx", kind: "dynamic", sample: "/es/pago/price_1RkCompleteBrandBoost799" },
  { path: "/checkout-success", file: "routes/checkout-success.tsx", kind: "unlisted" },
  { path: TWIN_PAGES.checkoutSuccess.es, file: "routes/es/pago-exitoso.tsx", kind: "unlisted" },
  // The double opt-in's pages (docs/decisions/2026-11-28-double-opt-in.md): reached from the mails, never indexed.
  { path: "/confirm-subscription", file: "routes/confirm-subscription.tsx", kind: "unlisted" },
  { path: TWIN_PAGES.confirmSubscription.es, file: "routes/es/confirmar-suscripcion.tsx", kind: "unlisted" },
  { path: "/unsubscribe", file: "routes/unsubscribe.tsx", kind: "unlisted" },
  { path: TWIN_PAGES.unsubscribe.es, file: "routes/es/cancelar-suscripcion.tsx", kind: "unlisted" },
  { path: "/my-data", file: "routes/my-data.tsx", kind: "unlisted" },
  { path: TWIN_PAGES.myData.es, file: "routes/es/mis-datos.tsx", kind: "unlisted" },
  { path: LOCALIZED_PAGES.success.en, file: "routes/success.tsx", kind: "unlisted" },
  { path: LOCALIZED_PAGES.success.es, file: "routes/compra-exitosa.tsx", kind: "unlisted" },
];

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
