import type { CartLine } from "~/features/cart/cart-core";
import { findCartRepairs, type CartRepair } from "~/features/cart/cart-repair";
import { createCheckout, listProducts } from "~/features/store-api/store-client";
import { currentOrigin } from "~/lib/config";
import { localizedPath, type Lang } from "~/lib/i18n";
import { createPendingStoreCheckout, pendingSuccessUrl, saveStoreCheckout } from "./pending-store-checkout";

/**
 * The cart drawer's checkout (decision 2026-11-23-purchase-journeys): remember the checkout in
 * this browser, leave the cart as it is, and return the store's hosted checkout page to go to.
 * The success URL is the success page of the page's language, naming the pending checkout; only
 * arriving there takes the lines bought out of the cart, so Cancel or a failed payment loses nothing.
 */
export async function startStoreCheckout(lines: CartLine[], lang: Lang): Promise<string> {
  const pending = createPendingStoreCheckout(lines, { lang });
  const { url, id } = await createCheckout(
    lines.map((l) => ({ variant_id: l.variant.id, quantity: l.quantity })),
    { locale: lang, successUrl: pendingSuccessUrl(currentOrigin(), localizedPath("success", lang), pending), cancelUrl: window.location.href },
  );
  saveStoreCheckout({ ...pending, checkoutId: id });
  return url;
}

/**
 * The cart checked against the store just before checkout: what must change for the store to
 * accept it (see `findCartRepairs`). The store not answering throws, like a failed checkout.
 */
export async function checkCartWithStore(lines: CartLine[]): Promise<CartRepair[]> {
  const ids = [...new Set(lines.map((l) => l.product.id))];
  if (ids.length === 0) return [];
  const { products } = await listProducts({ ids, limit: Math.min(100, ids.length) });
  return findCartRepairs(lines, products);
}
