import type { KitId } from "../kit-facts.mjs";

/** A launch kit's own words (its facts, name and price are in kit-facts.mjs and kits.ts). */
export type KitCopy = {
  /** Who it is for (spec part 1 §3 "Launch tier"). */
  audience: string;
  description: string;
  features: string[];
  buttonText: string;
  /** The included call, as the comparison table words it. */
  callLength: string;
  /** The kit's picture, described. */
  imageAlt: string;
};

/**
 * The launch kits' words in English (kit cards, the launch-kit comparison, checkout, structured
 * data); the Spanish twin is ./es.ts. A page that shows kits carries these in its words (the kit
 * card's words, the checkout's), and `kitsIn` (content/kits.ts) joins them to the kits' facts.
 * The kits' names are Stripe's product names: facts, not words (kit-facts.mjs), the same in both
 * languages (the name on Stripe's payment page and on the receipt).
 */
export const en = {
  /** The schema.org list of the kits (structured data). */
  listName: "Airbnb Launch Kits",
  /** The kits' schema.org Product category. */
  category: "Short-term rental launch service",
  kits: {
    basic: {
      audience: "Solo hosts or 1-bed listings in mid-tier markets.",
      description:
        "Everything a new listing needs to go live right: an optimized listing, a guest messaging playbook and dynamic pricing wired in.",
      features: ["Listing setup and optimization", "Custom messaging SOP", "Pricing tool integration", "One 30-minute strategy call"],
      buttonText: "Get Basic Setup",
      callLength: "30 min",
      imageAlt: "Listing checklist with a house icon",
    },
    complete: {
      audience: "Premium locations or multi-units.",
      description:
        "Our recommended kit: the Basic setup plus a branded guest experience that earns five-star reviews from the first stay.",
      features: [
        "Everything in Basic",
        "Branded welcome guide",
        "50+ custom message templates",
        "House rules/FAQs/review scripts",
        "1-hour launch coaching call",
      ],
      buttonText: "Get Complete Setup",
      callLength: "1 hour",
      imageAlt: "Branded welcome guide and message templates",
    },
    pro: {
      audience: "Boutique or VIP homes.",
      description:
        "The Complete kit plus our team running your guest operations for the first 30 days, so launch month runs itself.",
      features: [
        "Everything in Complete",
        "30 days of 24/7 guest communication support",
        "Daily price monitoring for 30 days",
        "Custom dashboard setup",
        "60-minute post-launch optimization call",
      ],
      buttonText: "Get Pro Setup",
      callLength: "1 hr + post-launch optimization",
      imageAlt: "Dashboard with 24/7 guest support",
    },
  } satisfies Record<KitId, KitCopy> as Record<KitId, KitCopy>,
};

export type KitCopyWords = typeof en;
