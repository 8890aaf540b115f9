import { en as productWords } from "~/content/product-view/en";
import { en } from "~/content/store/en";
import { productPageMeta } from "~/features/store/product-meta";
import { ProductLoading, ProductPage } from "~/features/store/product-page";
import { productClientData } from "~/features/store/product-page-data";
import { productBuildData } from "~/features/store/store-build.server";
import type { Route } from "./+types/product";

/**
 * /product/:id: one prerendered page per catalogue product (the build's `loader`), indexable,
 * with prices and stock refreshed after load. Any other id (a product added after the build)
 * is served by the SPA fallback and read in the browser (`clientLoader`), as is every product
 * reached by client-side navigation. Its Spanish twin is routes/es/producto.tsx.
 */
/**
 * A prerendered product is an islands page (decision 2026-11-28-islands): only its product view
 * hydrates (features/store/product-islands.tsx). The SPA fallback, which draws any other id, never
 * is one (pipeline/defer-boot.ts, withoutIslands): it hydrates the whole app.
 */
export const handle = { islands: true };

export async function loader({ params }: Route.LoaderArgs) {
  return productBuildData(params.id);
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return productClientData(params.id, "en");
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  return productPageMeta({ page: loaderData?.page, id: params.id, lang: "en", words: en });
}

/** While a product that was not prerendered loads (the SPA fallback). */
export function HydrateFallback() {
  return <ProductLoading words={en.product} />;
}

export default function Product({ loaderData, params }: Route.ComponentProps) {
  return <ProductPage key={params.id} id={params.id} data={loaderData.page} words={en.product} productWords={productWords} />;
}
