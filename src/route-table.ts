import { introBlogPath } from "./lib/config";

/**
 * The one route table (DESIGN decision 2). The router, the prerender list, sitemap.xml,
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
};

export const ROUTES: RouteEntry[] = [
  { path: "/", file: "routes/home.tsx", kind: "static" },
  { path: "/all-services", file: "routes/all-services.tsx", kind: "static" },
  { path: "/pricing", file: "routes/pricing.tsx", kind: "static" },
  { path: "/airbnb-launch-kit", file: "routes/airbnb-launch-kit.tsx", kind: "static" },
  { path: "/diy-host-pack", file: "routes/diy-host-pack.tsx", kind: "static" },
  { path: "/founder-story", file: "routes/founder-story.tsx", kind: "static" },
  { path: "/case-study/studio-la-boheme", file: "routes/case-study.tsx", kind: "static" },
  { path: "/why-choose-us", file: "routes/why-choose-us.tsx", kind: "static" },
  { path: "/hire-us", file: "routes/hire-us.tsx", kind: "static" },
  { path: "/constant-contact-partner", file: "routes/constant-contact-partner.tsx", kind: "static" },
  { path: "/blog", file: "routes/blog.tsx", kind: "static" },
  { path: introBlogPath, file: "routes/blog-intro.tsx", kind: "static" },
  { path: "/why-creators-thrive-with-google-workspace", file: "routes/article-google-workspace.tsx", kind: "static" },
  { path: "/from-feedback-to-five-stars-online-reputation-management", file: "routes/article-five-stars.tsx", kind: "static" },
  { path: "/terms", file: "routes/terms.tsx", kind: "static" },
  { path: "/privacy", file: "routes/privacy.tsx", kind: "static" },
  { path: "/refund-policy", file: "routes/refund-policy.tsx", kind: "static" },
  { path: "/store", file: "routes/store.tsx", kind: "static" },
  { path: "/subscribe", file: "routes/subscribe.tsx", kind: "static" },
  { path: "/email-list", file: "routes/email-list.tsx", kind: "dynamic", sample: "/email-list" },
  { path: "/subscription-audit", file: "routes/subscription-audit.tsx", kind: "dynamic", sample: "/subscription-audit" },
  { path: "/product/:id", file: "routes/product.tsx", kind: "dynamic", sample: "/product/prod_01JCX0WELCOMEBOOK00000002", perCatalogueProduct: true },
  { path: "/airbnb-mexico", file: "routes/airbnb-mexico.tsx", kind: "static" },
  { path: "/en/airbnb-mexico", file: "routes/airbnb-mexico-en.tsx", kind: "static" },
  { path: "/airbnb-mexico-offer", file: "routes/airbnb-mexico-offer.tsx", kind: "static" },
  { path: "/checkout/:priceId", file: "routes/checkout.tsx", kind: "dynamic", sample: "/checkout/price_1RkCompleteBrandBoost799" },
  { path: "/checkout-success", file: "routes/checkout-success.tsx", kind: "unlisted" },
  { path: "/success", file: "routes/success.tsx", kind: "unlisted" },
];

/** The path the unknown-route page is prerendered at, then published as /404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The catalogue the build read: the ids of the products it prerenders a page for. */
export type BuildCatalogue = { productIds: readonly string[] };

/** A product page's path. */
export const productPath = (id: string): string => `/product/${encodeURIComponent(id)}`;

/** Pages prerendered once per catalogue product. */
const catalogueProductPaths = (catalogue: BuildCatalogue): string[] =>
  ROUTES.some((r) => r.perCatalogueProduct) ? catalogue.productIds.map(productPath) : [];

const NO_CATALOGUE: BuildCatalogue = { productIds: [] };

export const prerenderPaths = (catalogue: BuildCatalogue = NO_CATALOGUE): string[] => [
  ...ROUTES.filter((r) => r.kind !== "dynamic").map((r) => r.path),
  ...catalogueProductPaths(catalogue),
  NOT_FOUND_PRERENDER_PATH,
];

export const sitemapPaths = (catalogue: BuildCatalogue = NO_CATALOGUE): string[] => [
  ...ROUTES.filter((r) => r.kind === "static").map((r) => r.path),
  ...catalogueProductPaths(catalogue),
];

/** Route paths of pages that are not prerendered: the host answers them with the SPA fallback. */
export const spaFallbackPatterns = (): string[] => ROUTES.filter((r) => r.kind === "dynamic").map((r) => r.path);

/** The URL a smoke test visits for each route. */
export const smokeUrl = (r: RouteEntry): string => r.sample ?? r.path;

export { introBlogPath };
