import { kitsIn, type Kit, type KitCopyWords } from "~/content/kits";

/*
 * The launch kits as the launch-kit page shows them (not words: the kits' facts come from kits.ts,
 * their words from the page's `kitCard.kits`), and the page's pricing anchor.
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

/** The kits in the page's language, seen through the tier's fields: no copy of their own. */
export const launchTiers = (copy: KitCopyWords): readonly LaunchTier[] => kitsIn(copy);
