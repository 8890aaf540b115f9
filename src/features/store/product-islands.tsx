import type { ReactNode } from "react";
import type { IslandProps } from "~/components/ui/island";
import { PrerenderedProduct } from "./product-page";

/**
 * A prerendered product page's island (decision 2026-11-28-islands), drawn from its props: the
 * product view with its live refresh, a module of its own, fetched by the islands' boot only on
 * /product/{id} and /es/producto/{id} (islands-boot.tsx).
 */
export const PRODUCT_ISLANDS: { [N in "productView"]: (props: IslandProps[N]) => ReactNode } = {
  productView: (props) => <PrerenderedProduct {...props} />,
};
