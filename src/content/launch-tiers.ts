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

/** The kits themselves, seen through the tier's fields: no copy to ship, nothing else to read. */
export const launchTiers: readonly LaunchTier[] = KITS;
