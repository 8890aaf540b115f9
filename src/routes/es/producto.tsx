import { es as productWords } from "~/content/product-view/es";
import { es } from "~/content/store/es";
import { productPageMeta } from "~/features/store/product-meta";
import { ProductLoading, ProductPage } from "~/features/store/product-page";
import { productClientData } from "~/features/store/product-page-data";
import { productBuildData } from "~/features/store/store-build.server";
import type { Route } from "./+types/producto";

/**
 * /es/producto/:id: the Spanish twin of routes/product.tsx (the same data and states, prerendered
 * per catalogue product too), in the store's Spanish chrome; product titles and descriptions
 * are the store's own.
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
  return productClientData(params.id, "es");
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  return productPageMeta({ page: loaderData?.page, id: params.id, lang: "es", words: es });
}

/** While a product that was not prerendered loads (the SPA fallback). */
export function HydrateFallback() {
  return <ProductLoading words={es.product} />;
}

export default function Producto({ loaderData, params }: Route.ComponentProps) {
  return <ProductPage key={params.id} id={params.id} data={loaderData.page} words={es.product} productWords={productWords} />;
}
