import { en } from "~/content/product-view/en";
import { storeCopy } from "~/content/store";
import { StorePage } from "~/features/store/store-page";
import { storeCardsForBuild } from "~/features/store/store-build.server";
import { prerenderedData } from "~/lib/route-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/store";

export const meta = () => pageMeta({ title: storeCopy.meta.title, description: storeCopy.meta.description, path: "/store" });

/** Runs at build time only (prerendering): the grid is in the HTML, prices and stock refresh after load. */
export async function loader() {
  return { products: await storeCardsForBuild() };
}

/**
 * A client navigation: the same prerendered data, from the `.data` file the build wrote (maybe
 * prefetched already: lib/route-data.ts), or React Router's own request should that fail.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return prerenderedData<Awaited<ReturnType<typeof loader>>>(new URL(request.url).pathname, "routes/store").catch(() => serverLoader());
}

export default function Store({ loaderData }: Route.ComponentProps) {
  return <StorePage built={loaderData.products} words={en} />;
}
