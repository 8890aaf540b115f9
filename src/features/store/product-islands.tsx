import type { ReactNode } from "react";
import type { IslandProps } from "~/components/ui/island";
import { withLiveFields } from "./live-fields";
import { liveProduct } from "./live-product";
import { PrerenderedProduct } from "./product-page";
import { isNotFound } from "./product-page-data";

/**
 * A prerendered product page's island (decision 2026-11-28-islands), drawn from its props: the
 * product view with its live refresh, a module of its own, fetched by the islands' boot only on
 * /product/{id} and /es/producto/{id} (islands-boot.tsx).
 */
export const PRODUCT_ISLANDS: { [N in "productView"]: (props: IslandProps[N]) => ReactNode } = {
  productView: (props) => <PrerenderedProduct {...props} />,
};

/**
 * The product view's watcher (islands-boot.tsx, decision 2026-11-29-islands-on-intent): the store
 * is asked for the product's current figures as the page loads (liveProduct: the view's own
 * refresh then makes no second request), and the view hydrates at once only when they differ
 * from the build's, or the store no longer has the product; otherwise it waits for the visitor.
 * A refresh that fails leaves the built figures, as the view's own does.
 */
export function watchProductView({ id, product }: IslandProps["productView"], wake: () => void): void {
  liveProduct(id).then(
    (live) => {
      if (withLiveFields(product, live) !== product) wake();
    },
    (error: unknown) => {
      if (isNotFound(error)) wake();
    },
  );
}
