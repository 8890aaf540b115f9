import { en as productWords } from "~/content/product-view/en";
import { en } from "~/content/store/en";
import { StorePage } from "~/features/store/store-page";
import { storeBuildData } from "~/features/store/store-build.server";
import { storeClientData } from "~/features/store/store-routes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/store";

/** An islands page (decision 2026-11-28-islands): only its grid hydrates (features/store/store-islands.tsx). */
export const handle = { islands: true };

export const meta = () => pageMeta(en.meta);

/** Runs at build time only (prerendering): the grid is in the HTML, prices and stock refresh after load. */
export async function loader() {
  return storeBuildData();
}

/** A client navigation: the same prerendered data (features/store/store-routes.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return storeClientData(new URL(request.url).pathname, "en", serverLoader);
}

export default function Store({ loaderData }: Route.ComponentProps) {
  return <StorePage built={loaderData.products} words={en} productWords={productWords} />;
}
