// @ts-check
/**
 * The launch kits as Stripe knows them: one price per kit. Node code (the local payment
 * stand-in, the Payment Link provisioning script) cannot import src/content/kits.ts, so the
 * ids, names and amounts are repeated here; `kits.test.mjs` fails when the two disagree.
 *
 * @typedef {{
 *   id: "basic" | "complete" | "pro",
 *   name: string,
 *   priceId: string,
 *   unitAmount: number,
 *   currency: "usd",
 *   envKey: "VITE_STRIPE_LINK_BASIC" | "VITE_STRIPE_LINK_COMPLETE" | "VITE_STRIPE_LINK_PRO",
 *   localLinkId: string,
 * }} StripeKit
 */

/** @type {readonly StripeKit[]} */
export const STRIPE_KITS = [
  {
    id: "basic",
    name: "Basic Launch Setup",
    priceId: "price_1RkBasicLaunchSetup499",
    unitAmount: 49900,
    currency: "usd",
    envKey: "VITE_STRIPE_LINK_BASIC",
    localLinkId: "test_launchkit_basic",
  },
  {
    id: "complete",
    name: "Complete Setup + Brand Boost",
    priceId: "price_1RkCompleteBrandBoost799",
    unitAmount: 79900,
    currency: "usd",
    envKey: "VITE_STRIPE_LINK_COMPLETE",
    localLinkId: "test_launchkit_complete",
  },
  {
    id: "pro",
    name: "Pro Setup + 30-Day Guest Ops",
    priceId: "price_1RkProGuestOps999",
    unitAmount: 99900,
    currency: "usd",
    envKey: "VITE_STRIPE_LINK_PRO",
    localLinkId: "test_launchkit_pro",
  },
];

/** Where the local stand-in is mounted on the `npm start` origin. */
export const LOCAL_STRIPE_PREFIX = "/local-stripe";

/** The same-origin path of a kit's local Payment Link (what local-env.mjs sets). */
export function localPaymentLinkPath(/** @type {StripeKit} */ kit) {
  return `${LOCAL_STRIPE_PREFIX}/pay/${kit.localLinkId}`;
}
