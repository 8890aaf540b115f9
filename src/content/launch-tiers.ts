import { KITS, type Kit } from "~/content/kits";

/*
 * The launch kits as the launch-kit page shows them (not words: the kits' facts and copy come from
 * kits.ts), and the page's pricing anchor.
 */

/** The page's own pricing anchor: the hero and closing buttons scroll to it. */
export const LAUNCH_PRICING_ANCHOR = "pricing";

/** Spec part 1 §3 "Launch tier": name, price, description, features. Derived from the kits. */
export type LaunchTier = Pick<
  Kit,
  | "id"
  | "name"
  | "price"
  | "originalPrice"
  | "audience"
  | "description"
  | "features"
  | "highlight"
  | "stripePriceId"
  | "buttonText"
  | "image"
>;

export const launchTiers: readonly LaunchTier[] = KITS.map(
  ({ id, name, price, originalPrice, audience, description, features, highlight, stripePriceId, buttonText, image }) => ({
    id,
    name,
    price,
    originalPrice,
    audience,
    description,
    features,
    highlight,
    stripePriceId,
    buttonText,
    image,
  }),
);
