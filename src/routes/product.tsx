import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { productMetaDescription } from "~/features/store/html-text";
import { ProductView } from "~/features/store/product-view";
import { getProduct } from "~/features/commerce/store-client";
import { jsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/product";

/**
 * /product/:id is served by the SPA fallback (kind "dynamic"): the product loads in the
 * browser, in a clientLoader, so `meta` can set '{product title} - Our Store' as the one title.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    return { product: await getProduct(params.id), error: null };
  } catch (error) {
    return { product: null, error: (error instanceof Error && error.message) || "Failed to load product" };
  }
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const path = `/product/${params.id}`;
  const product = loaderData?.product;
  if (!product) {
    return pageMeta({ title: "Product not available - Our Store", rawTitle: true, description: "This product could not be loaded.", path, noindex: true });
  }
  const variant = product.variants[0];
  return pageMeta({
    title: `${product.title} - Our Store`,
    rawTitle: true,
    description: productMetaDescription(product),
    path,
    noindex: true,
    ogType: "product",
    extra: [
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.title,
        description: productMetaDescription(product),
        ...(product.image ? { image: product.image } : {}),
        ...(variant
          ? {
              offers: {
                "@type": "Offer",
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

/** While the product loads on a first visit. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center" role="status" aria-live="polite">
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <span className="sr-only">Loading product…</span>
    </div>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, error } = loaderData;
  if (!product) {
    return (
      <div className="mx-auto max-w-xl px-5 py-20 text-center sm:py-28">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Error loading product: {error}</h1>
        <p className="mt-4 text-muted">It may have been removed, or the store is briefly unreachable.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Go back
          </Link>
          <Link to="/store" className="inline-flex items-center rounded-full border-2 border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">
            Browse the store
          </Link>
        </div>
      </div>
    );
  }
  return <ProductView product={product} />;
}
