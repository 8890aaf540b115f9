import type { MouseEvent, ReactNode } from "react";
import type { IslandProps } from "~/components/ui/island";
import { isSoftNavigationClick } from "~/components/ui/link";
import { track } from "~/lib/analytics";
import { trackBeforeLeaving } from "~/lib/track-before-leaving";
import type { LeaveForProduct } from "./product-card";
import { refreshCards, toCardProduct } from "./live-fields";
import { rememberLiveProducts } from "./live-product";
import { askListingAtLoad, StoreGrid } from "./store-page";

/**
 * A card's link on the store as an islands page, where a tap loads the product's page as a
 * document: the select_item first (lib/track-before-leaving.ts: at most 300 ms), then the page,
 * as islands/leave.ts does for a kit's checkout. Any other click (a new tab, a modified click)
 * tracks the moment and leaves the store where it is.
 */
export const leaveForProduct: LeaveForProduct = (click: MouseEvent<HTMLAnchorElement>, moment) => {
  const link = click.currentTarget;
  if (!isSoftNavigationClick(click, link.target)) return void track(moment);
  click.preventDefault();
  void trackBeforeLeaving(moment).then(() => window.location.assign(link.href));
};

/**
 * The store page's island (decision 2026-11-28-islands), drawn from its props: a module of its
 * own, fetched by the islands' boot only on /store and /es/tienda (islands-boot.tsx), so the
 * grid, its cards and the store lookup are not in any other islands page's load.
 */
export const STORE_ISLANDS: { [N in "storeGrid"]: (props: IslandProps[N]) => ReactNode } = {
  storeGrid: (props) => <StoreGrid {...props} leave={leaveForProduct} />,
};

/**
 * The grid's watcher (islands-boot.tsx, decision 2026-11-29-islands-on-intent): the store is
 * asked for its listing as the page loads, and the grid hydrates at once only when what it says
 * differs from the build's cards (a price, the stock, a product added), or when it cannot be
 * asked (the grid says so, with its Retry); otherwise the built cards are what React would draw,
 * and the grid waits for the visitor. No build catalogue: the grid loads here, at once.
 */
export function watchStoreGrid({ built }: IslandProps["storeGrid"], wake: () => void): void {
  if (!built) return wake();
  askListingAtLoad().then(({ products }) => {
    rememberLiveProducts(products);
    if (refreshCards(built, products.map(toCardProduct)) !== built) wake();
  }, wake);
}
