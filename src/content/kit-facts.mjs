// @ts-check
/**
 * The launch kits' facts that code outside the site needs too: the Payment Link provisioning
 * script (`npm run stripe:payment-links`) and the local Stripe stand-in. A plain ES module with
 * JSDoc types, because it is the one format every reader takes as it is: Node 20 imports it
 * without a TypeScript loader, Vite bundles it, and `tsc` types it (allowJs). `kits.ts` adds the
 * site's copy to these facts and re-exports them typed; nothing else writes a kit's name, price
 * or Stripe price id.
 *
 * @typedef {"basic" | "complete" | "pro"} KitId
 * @typedef {{
 *   id: KitId,
 *   name: string,
 *   price: number,
 *   originalPrice?: number,
 *   stripePriceId: string,
 * }} KitFacts
 */

/** Prices in whole US dollars; Stripe's price of each must cost exactly this. */
/** @type {readonly KitFacts[]} */
export const KIT_FACTS = [
  { id: "basic", name: "Basic Launch Setup", price: 499, originalPrice: 699, stripePriceId: "price_1RkBasicLaunchSetup499" },
  { id: "complete", name: "Complete Setup + Brand Boost", price: 799, originalPrice: 999, stripePriceId: "price_1RkCompleteBrandBoost799" },
  { id: "pro", name: "Pro Setup + 30-Day Guest Ops", price: 999, stripePriceId: "price_1RkProGuestOps999" },
];

/** Stripe's currency code of every kit price. */
export const KIT_CURRENCY = "usd";

/** The build variable that holds a kit's Payment Link: VITE_STRIPE_LINK_BASIC, … */
export function paymentLinkEnvKey(/** @type {KitId} */ id) {
  return `VITE_STRIPE_LINK_${id.toUpperCase()}`;
}

/** Stripe replaces this with the Checkout Session id in a Payment Link's success URL. */
export const CHECKOUT_SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/**
 * Where a Payment Link sends the buyer after paying: /checkout-success naming the kit bought and
 * Stripe's session id, e.g. /checkout-success?kit=complete&session_id={CHECKOUT_SESSION_ID}.
 */
export function kitSuccessPath(/** @type {KitId} */ id) {
  return `/checkout-success?kit=${encodeURIComponent(id)}&session_id=${CHECKOUT_SESSION_PLACEHOLDER}`;
}
