import { config } from "~/lib/config";
import { KIT_FACTS, kitSuccessPath, type KitFacts, type KitId } from "./kit-facts.mjs";

/**
 * The done-for-you launch kits: one id, one name and one price each, everywhere
 * (home, services, pricing, launch pack, checkout). Prices in whole dollars. The facts that the
 * provisioning script and the local Stripe stand-in need too (id, name, price, Stripe price id)
 * come from kit-facts.mjs; this module adds the site's copy.
 */
export type { KitId };
export { kitSuccessPath };

export type Kit = {
  id: KitId;
  name: string;
  /** Who it is for (spec part 1 §3 "Launch tier"). */
  audience: string;
  description: string;
  price: number;
  originalPrice?: number;
  features: string[];
  /** Stripe price id; /checkout/{stripePriceId}. */
  stripePriceId: string;
  /** Stripe Payment Link URL from configuration; empty when not configured. */
  paymentLink: string;
  buttonText: string;
  highlight: boolean;
  /** The included call, as the comparison table words it. */
  callLength: string;
  image: { src: string; alt: string };
};

type KitCopy = Omit<Kit, keyof KitFacts>;

/** The site's words for each kit, by id. */
const KIT_COPY: Record<KitId, KitCopy> = {
  basic: {
    audience: "Solo hosts or 1-bed listings in mid-tier markets.",
    description:
      "Everything a new listing needs to go live right: an optimized listing, a guest messaging playbook and dynamic pricing wired in.",
    features: [
      "Listing setup and optimization",
      "Custom messaging SOP",
      "Pricing tool integration",
      "One 30-minute strategy call",
    ],
    paymentLink: config.stripe.paymentLinks.basic,
    buttonText: "Get Basic Setup",
    highlight: false,
    callLength: "30 min",
    image: { src: "/images/kits/basic.svg", alt: "Listing checklist with a house icon" },
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
    paymentLink: config.stripe.paymentLinks.complete,
    buttonText: "Get Complete Setup",
    highlight: true,
    callLength: "1 hour",
    image: { src: "/images/kits/complete.svg", alt: "Branded welcome guide and message templates" },
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
    paymentLink: config.stripe.paymentLinks.pro,
    buttonText: "Get Pro Setup",
    highlight: false,
    callLength: "1 hr + post-launch optimization",
    image: { src: "/images/kits/pro.svg", alt: "Dashboard with 24/7 guest support" },
  },
};

export const KITS: readonly Kit[] = KIT_FACTS.map((facts) => ({ ...facts, ...KIT_COPY[facts.id] }));

export function kitById(id: KitId): Kit {
  const kit = KITS.find((k) => k.id === id);
  if (!kit) throw new Error(`Unknown kit ${id}`);
  return kit;
}

/** The kit a checkout URL's price id names, or null. */
export function kitByPriceId(priceId: string): Kit | null {
  return KITS.find((k) => k.stripePriceId === priceId) ?? null;
}

/** The checkout page of a kit: /checkout/{priceId}. */
export const checkoutPath = (kit: Pick<Kit, "stripePriceId">) => `/checkout/${kit.stripePriceId}`;

/** The lowest kit price: "starting at $499". */
export const KIT_STARTING_PRICE = Math.min(...KITS.map((k) => k.price));

/** 30-day money-back guarantee on the DIY and done-for-you offers. */
export const MONEY_BACK_DAYS = 30;
