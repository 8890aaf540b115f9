import type { KitId } from "~/content/kits";
import type { Lang } from "~/lib/i18n";

/**
 * A checkout the visitor left this site for, remembered in this browser until they come back
 * (decision 2026-11-23-purchase-journeys). One type for the site's two checkouts, told apart by
 * `kind`, each kind kept under one storage key of its own:
 *
 * - `store`: the cart drawer's checkout on the store API's hosted page
 *   (`pending-store-checkout.ts`, localStorage `e-commerce-pending-checkouts`, a list: checkouts
 *   started in several tabs, and the return may open in any tab). The success URL names it; the
 *   return settles the cart and the record becomes the receipt.
 * - `kit`: a launch kit's Stripe Payment Link (`pending-kit-checkout.ts`, sessionStorage
 *   `launchkit-pending-checkout`, one record: this tab's trip to Stripe). It names the kit and the
 *   `client_reference_id` for the purchase event when Stripe's return does not.
 *
 * Records written before `kind` existed (the same keys, the same fields) are read as their key's
 * kind. Each kind's functions sit in its own module, so a page loads only the kind it uses.
 */
export type PendingCheckout = PendingStoreCheckout | PendingKitCheckout;

export type PendingStoreCheckout = {
  kind: "store";
  /** Ours: random, carried in the success URL. */
  id: string;
  /** The store's id of the hosted checkout, when its API returns one. */
  checkoutId: string | null;
  lines: PendingLine[];
  totalCents: number;
  currency: string;
  /** The page language checkout started in (the success page's language). */
  lang: Lang;
  startedAt: number;
  /** When the visitor came back to the success page: from then on, the receipt. */
  confirmedAt: number | null;
};

/** A line of a store checkout, as it was when the checkout started. */
export type PendingLine = {
  productId: string;
  title: string;
  variantId: string;
  /** null for a product's only, untitled ("Default") variant. */
  variantTitle: string | null;
  image: string | null;
  quantity: number;
  /** What one unit cost when the checkout started (sale price, or list price). */
  unitPriceCents: number;
};

export type PendingKitCheckout = {
  kind: "kit";
  kitId: KitId;
  priceId: string;
  clientReferenceId: string;
  startedAt: number;
  /**
   * The page language checkout started in. A Payment Link has one success URL, the English one
   * (/checkout-success): a Spanish buyer is taken on from there to /es/pago-exitoso. Absent in
   * records written before it existed: English.
   */
  lang?: Lang;
  /**
   * The Stripe session the visitor came back with, once they did (the success page confirms the
   * checkout with it): from then on only that session's address shows the kit's receipt.
   */
  sessionId?: string | null;
};
