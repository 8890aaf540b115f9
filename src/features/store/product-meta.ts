import type { MetaDescriptor } from "react-router";
import type { StoreWords } from "~/content/store/en";
import { config } from "~/lib/config";
import { fill, LANGS, OG_LOCALE, otherLang, type Lang } from "~/lib/i18n";
import { canonicalUrl, jsonLd, pageMeta, shareCardPath } from "~/lib/seo";
import { productMetaDescription } from "./html-text";
import { productHref } from "./store-routes";
import type { ProductPageData } from "./product-page-data";

const absolute = (url: string) => new URL(url, config.siteOrigin).href;

/**
 * A product page's twin in the other language, as its head says it (hreflang es, en and
 * x-default, the English page; og:locale:alternate): the same set as the sitemap's alternates
 * (src/route-table.ts). pageMeta adds these by itself for the pages of lib/twins' TWIN_PAGES;
 * a product page is one per id, so they are written here.
 */
function productAlternates(id: string, lang: Lang): MetaDescriptor[] {
  return [
    { property: "og:locale:alternate", content: OG_LOCALE[otherLang(lang)] },
    ...LANGS.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: canonicalUrl(productHref(id, l)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonicalUrl(productHref(id, "en")) },
  ];
}

/**
 * The head of a product page (/product/:id, /es/producto/:id) in every state of its data: the
 * product's own title (spec: '{product title} - Our Store'), description, share card and
 * Product structured data once it is known; noindex for a missing product, an error, or while
 * it loads. Product titles and descriptions are the store's, in every language.
 */
export function productPageMeta({ page, id, lang, words }: { page: ProductPageData | undefined; id: string; lang: Lang; words: StoreWords }): MetaDescriptor[] {
  const path = productHref(id, lang);
  const copy = words.product;
  if (page?.kind === "not-found") return pageMeta({ title: copy.notFound.title, rawTitle: true, description: copy.notFound.description, path, noindex: true });
  if (page?.kind === "error") return pageMeta({ title: copy.errorTitle, rawTitle: true, description: copy.errorTitle, path, noindex: true });
  if (page?.kind !== "prerendered" && page?.kind !== "live") {
    return pageMeta({ title: words.meta.title, description: words.meta.description, path, noindex: true });
  }
  const { product } = page;
  const variant = product.variants[0];
  const description = productMetaDescription(product);
  return pageMeta({
    title: fill(copy.title, { title: product.title }),
    rawTitle: true,
    description,
    path,
    ogType: "product",
    // A prerendered product has its own card; one added after the build shows the store's.
    card: page.kind === "prerendered" ? undefined : shareCardPath(words.meta.path),
    extra: [
      ...productAlternates(id, lang),
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Product",
        "@id": `${config.siteOrigin}${path}`,
        name: product.title,
        description,
        ...(product.image ? { image: absolute(product.image) } : {}),
        ...(variant
          ? {
              offers: {
                "@type": "Offer",
                url: `${config.siteOrigin}${path}`,
                price: ((variant.sale_price_in_cents ?? variant.price_in_cents) / 100).toFixed(2),
                priceCurrency: variant.currency,
                availability: product.purchasable ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
              },
            }
          : {}),
      }),
    ],
  });
}
