// @ts-check
/**
 * Where the local Stripe stand-in answers on the `npm start` origin, and the address of each
 * kit's local Payment Link (what local-env.mjs builds the site with). The kits themselves come
 * from the site's content (src/content/kit-facts.mjs).
 */

/** Where the local stand-in is mounted on the `npm start` origin. */
export const LOCAL_STRIPE_PREFIX = "/local-stripe";

/** A kit's local link id: test_launchkit_basic, … */
export function localLinkId(/** @type {string} */ kitId) {
  return `test_launchkit_${kitId}`;
}

/** The same-origin path of a kit's local Payment Link. */
export function localPaymentLinkPath(/** @type {string} */ kitId) {
  return `${LOCAL_STRIPE_PREFIX}/pay/${localLinkId(kitId)}`;
}
