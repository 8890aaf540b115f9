import type { MetaDescriptor } from "react-router";
import type { StoreWords } from "~/content/store/en";
import { config } from "~/lib/config";
import { fill, type Lang } from "~/lib/i18n";
import { jsonLd, pageMeta, shareCardPath } from "~/lib/seo";
import { productMetaDescription } from "./html-text";
import { productHref } from "./store-routes";
import type { ProductPageData } from "./product-page-data";

const absolute = (url: string) => new URL(url, config.siteOrigin).href;

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
