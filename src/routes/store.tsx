import { en } from "~/content/product-view/en";
import { storeCopy } from "~/content/store";
import { StorePage } from "~/features/store/store-page";
import { storeCardsForBuild } from "~/features/store/store-build.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/store";

export const meta = () => pageMeta({ title: storeCopy.meta.title, description: storeCopy.meta.description, path: "/store" });

/** Runs at build time only (prerendering): the grid is in the HTML, prices and stock refresh after load. */
export async function loader() {
  return { products: await storeCardsForBuild() };
}

export default function Store({ loaderData }: Route.ComponentProps) {
  return <StorePage built={loaderData.products} words={en} />;
}
