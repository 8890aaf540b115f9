import { en } from "~/content/product-view/en";
import { productPageCopy as copy, storeCopy } from "~/content/store";
import { productMetaDescription } from "~/features/store/html-text";
import { ProductLoading, ProductPage } from "~/features/store/product-page";
import { loadProductPage } from "~/features/store/product-page-data";
import { productPageForBuild } from "~/features/store/store-build.server";
import { config } from "~/lib/config";
import { jsonLd, pageMeta, shareCardPath } from "~/lib/seo";
import { productPath } from "~/route-table";
import type { Route } from "./+types/product";

/**
 * /product/:id: one prerendered page per catalogue product (the build's `loader`), indexable,
 * with prices and stock refreshed after load. Any other id (a product added after the build)
 * is served by the SPA fallback and read in the browser (`clientLoader`), as is every product
 * reached by client-side navigation.
 */
export async function loader({ params }: Route.LoaderArgs) {
  return { page: await productPageForBuild(params.id) };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { page: await loadProductPage(params.id) };
}

const absolute = (url: string) => new URL(url, config.siteOrigin).href;

export function meta({ loaderData, params }: Route.MetaArgs) {
  const path = productPath(params.id);
  const page = loaderData?.page;
  if (page?.kind === "not-found") return pageMeta({ title: copy.notFound.title, rawTitle: true, description: copy.notFound.description, path, noindex: true });
  if (page?.kind === "error") return pageMeta({ title: copy.errorTitle, rawTitle: true, description: copy.errorTitle, path, noindex: true });
  if (page?.kind !== "prerendered" && page?.kind !== "live") {
    return pageMeta({ title: storeCopy.meta.title, description: storeCopy.meta.description, path, noindex: true });
  }
  const { product } = page;
  const variant = product.variants[0];
  const description = productMetaDescription(product);
  return pageMeta({
    title: copy.title(product.title),
    rawTitle: true,
    description,
    path,
    ogType: "product",
    // A prerendered product has its own card; one added after the build shows the store's.
    card: page.kind === "prerendered" ? undefined : shareCardPath("/store"),
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

/** While a product that was not prerendered loads (the SPA fallback). */
export function HydrateFallback() {
  return <ProductLoading />;
}

export default function Product({ loaderData, params }: Route.ComponentProps) {
  return <ProductPage key={params.id} id={params.id} data={loaderData.page} words={en} />;
}
