import type { MetaDescriptor } from "react-router";
import type { Lang } from "./i18n";

/**
 * What a page is, beside its URLs (docs/decisions/2026-11-28-page-table.md):
 * - prerendered: its own HTML file, in the sitemap (the default);
 * - unlisted: prerendered, but noindex and out of the sitemap (receipts, the mails' pages);
 * - perVisitor: read in the browser (the SPA fallback answers it), noindex;
 * - internal: a team tool, English only, per visitor, never linked from a public page.
 */
export type PageKind = "prerendered" | "unlisted" | "perVisitor" | "internal";

/**
 * One page of the site in both languages (English only for the team tools). The browser reads
 * the URLs (language switch, hreflang, the Spanish link layer); the build reads the rest
 * (src/route-table.ts: routes, prerender list, sitemap, host rules). Optional fields have the
 * common case as their default, which also keeps the table small in every page's first load.
 */
export type PageRow = {
  en: string;
  es?: string;
  /** The language whose URL search engines show everyone else (default "en"). */
  xDefault?: Lang;
  kind?: PageKind;
  /**
   * The page module under src/pages/, without extension (default: the row's key in kebab-case,
   * then "/route"): it exports `meta(words, lang)` and a default component taking `{ words }`,
   * and the build writes one thin route module per language from it (src/page-routes.ts).
   */
  page?: string;
  /**
   * Where the words come from: a folder of src/content/ whose `en.ts` and `es.ts` export `en`
   * and `es` (default: the page module's folder), or "folder#name" for the export `name` of both.
   */
  words?: string;
  /** Hand-written route modules under src/routes/, for pages the generated one does not fit (loaders, params, posts). */
  routes?: { en: string; es?: string };
  /** The remembered ES/EN choice applies: the pre-paint language script runs in its head (lib/i18n). */
  remember?: true;
  /**
   * The page is an islands page (decision 2026-11-28-islands): its prerendered HTML is the page,
   * and only its interactive parts (components/ui/island.tsx) are hydrated, each on its own; no
   * router, no page module is loaded, and its links are the browser's.
   */
  islands?: true;
  /** A concrete URL for smoke tests of a route with params. */
  sample?: string;
  /** Also prerendered once per catalogue product (/product/:id): route-table.ts. */
  perCatalogueProduct?: true;
};

/**
 * THE table of pages: adding a page in both languages is its folders (src/pages/<page>/route.tsx
 * and src/content/<page>/en.ts + es.ts) and one row here. Row order is the sitemap's order. The
 * posts are not rows: each is its MDX file (content/posts/), and lib/twins.ts and src/route-table.ts
 * add the collection's rows (content/posts/pages.ts) where the blog's pages are.
 */
export const PAGES = {
  home: { en: "/", es: "/es/", islands: true },
  allServices: { en: "/all-services", es: "/es/servicios" },
  pricing: { en: "/pricing", es: "/es/precios", islands: true },
  launchKit: { en: "/airbnb-launch-kit", es: "/es/kit-de-lanzamiento-airbnb" },
  diyHostPack: { en: "/diy-host-pack", es: "/es/kits-para-anfitriones" },
  founderStory: { en: "/founder-story", es: "/es/nuestra-historia", islands: true },
  caseStudy: { en: "/case-study/studio-la-boheme", es: "/es/caso-de-exito/studio-la-boheme" },
  whyChooseUs: { en: "/why-choose-us", es: "/es/por-que-elegirnos" },
  hireUs: { en: "/hire-us", es: "/es/contratenos" },
  partner: { en: "/constant-contact-partner", es: "/es/socio-constant-contact" },
  // Hand-written: the hub is also each category's page (/blog/category/…), read from its URL.
  blog: { en: "/blog", es: "/es/blog", routes: { en: "blog.tsx", es: "es/blog.tsx" } },
  terms: { en: "/terms", es: "/es/terminos", page: "legal/route", words: "legal#termsPage" },
  privacy: { en: "/privacy", es: "/es/aviso-de-privacidad", page: "legal/route", words: "legal#privacyPage" },
  refundPolicy: { en: "/refund-policy", es: "/es/politica-de-reembolso", page: "legal/route", words: "legal#refundPolicyPage" },
  store: { en: "/store", es: "/es/tienda", routes: { en: "store.tsx", es: "es/tienda.tsx" } },
  subscribe: { en: "/subscribe", es: "/es/suscribirse" },
  emailList: { en: "/email-list", kind: "internal", routes: { en: "email-list.tsx" } },
  subscriptionAudit: { en: "/subscription-audit", kind: "internal", routes: { en: "subscription-audit.tsx" } },
  product: {
    en: "/product/:id",
    es: "/es/producto/:id",
    kind: "perVisitor",
    routes: { en: "product.tsx", es: "es/producto.tsx" },
    sample: "/product/prod_01JCX0WELCOMEBOOK00000002",
    perCatalogueProduct: true,
  },
  mexico: { en: "/en/airbnb-mexico", es: "/airbnb-mexico", xDefault: "es", page: "mexico/landing-route", remember: true, islands: true },
  mexicoOffer: { en: "/airbnb-mexico-offer", es: "/es/oferta-airbnb-mexico", remember: true, routes: { en: "airbnb-mexico-offer.tsx", es: "es/oferta-airbnb-mexico.tsx" } },
  checkout: {
    en: "/checkout/:priceId",
    es: "/es/pago/:priceId",
    kind: "perVisitor",
    routes: { en: "checkout.tsx", es: "es/pago.tsx" },
    sample: "/checkout/price_1RkCompleteBrandBoost799",
  },
  // The receipts: a kit bought through its Stripe Payment Link, and the store checkout's order.
  checkoutSuccess: { en: "/checkout-success", es: "/es/pago-exitoso", kind: "unlisted", page: "kit-receipt/route", words: "success" },
  // The double opt-in's pages (docs/decisions/2026-11-28-double-opt-in.md): reached from the mails, never indexed.
  confirmSubscription: { en: "/confirm-subscription", es: "/es/confirmar-suscripcion", kind: "unlisted" },
  unsubscribe: { en: "/unsubscribe", es: "/es/cancelar-suscripcion", kind: "unlisted" },
  // Two words modules (its own and the sign-up consent's): hand-written routes.
  myData: { en: "/my-data", es: "/es/mis-datos", kind: "unlisted", routes: { en: "my-data.tsx", es: "es/mis-datos.tsx" } },
  success: { en: "/success", es: "/es/compra-exitosa", kind: "unlisted", page: "store-receipt/route", words: "success", remember: true },
  // The unknown-route page: routed as each language's splat, prerendered at these URLs (route-table.ts).
  notFound: { en: "/404", es: "/es/404", kind: "unlisted" },
} as const satisfies Record<string, PageRow>;

export type PageKey = keyof typeof PAGES;

/** A page module's head tags (src/pages/<page>/route.tsx): from the words of the route's language. */
export type PageMeta<W> = (words: W, lang: Lang) => MetaDescriptor[];
