import { en as toasts } from "~/content/action-toasts/en";
import { MONEY_BACK_DAYS } from "~/content/kits";
import { en as kitCard } from "~/content/kit-card/en";
import { CO_HOST_PLAN, coHostPriceRange, coHostSetupNote, kitStartingLabel } from "~/content/offer-facts";
import type { FaqItem } from "~/content/page-parts";

/** /pricing: the kit cards come from kits.ts; the rest of the page's words live here. */
export const en = {
  path: "/pricing",
  title: "Airbnb Launch Kit Pricing",
  metaDescription: `Done-for-you Airbnb launch kits ${kitStartingLabel}, one-time: listing setup, guest messaging procedures and pricing-tool integration, done in 7 business days with a ${MONEY_BACK_DAYS}-day money-back guarantee.`,
  hero: {
    eyebrow: "Pricing",
    title: "Simple, One-Time Pricing for a Five-Star Launch",
    intro:
      "Pick the launch kit that fits your property. Our team sets up your listing, messages and pricing for you, and every booking dollar stays yours.",
  },
  /** The highlighted kit's badge (spec part 1 §2 "Pricing"). */
  mostPopular: "Most Popular",
  /** The kit cards' own words. */
  kitCard,
  kitsHeading: {
    eyebrow: "Done-for-you launch kits",
    title: "Airbnb Launch Kit",
    intro: "One-time pricing, no booking commission and no monthly contract. Your kit is set up in 7 business days.",
    guarantee: `All packages include our ${MONEY_BACK_DAYS}-day money-back guarantee.`,
  },
  diyCard: {
    badge: "Launching soon",
    title: "DIY Host Success Pack",
    description:
      "Prefer to do it yourself? A host checklist, prewritten listing templates and 15+ guest messages, with 50+ messaging scenarios in the full pack.",
    priceLabel: "Coming Soon!",
    features: ["Host checklist", "Prewritten listing templates", "15+ guest messages"],
    button: "Explore the DIY Toolkits",
    to: "/diy-host-pack",
  },
  custom: {
    title: "Need a Custom Solution?",
    text: `Running several properties, a boutique hotel or a property-management business? Tell us what you need on a free 30-minute consultation and we will shape a plan around it, including ${CO_HOST_PLAN.name} co-hosting at ${coHostPriceRange} ${coHostSetupNote}.`,
    button: "Book a Discovery Call",
  },
  faqHeading: "Pricing Questions",
  faq: [
    {
      question: "Is this a one-time payment?",
      answer: "Yes. Each launch kit is paid once. There is no subscription and we never take a share of your bookings.",
    },
    {
      question: "How long does setup take?",
      answer:
        "Setup is done in 7 business days from the moment we receive your listing access and property details. Most hosts see results in 2-4 weeks.",
    },
    {
      question: "What if it isn't right for me?",
      answer: `All packages include our ${MONEY_BACK_DAYS}-day money-back guarantee. See the [Returns & Refunds Policy](/refund-policy) for the details.`,
    },
    {
      question: "Which kit should I choose?",
      answer:
        "Basic suits solo hosts and 1-bed listings in mid-tier markets; Complete suits premium locations and multi-units; Pro suits boutique and VIP homes that want our team running guest communication for the first 30 days. Compare them line by line on the [launch kit page](/airbnb-launch-kit).",
    },
  ] satisfies FaqItem[] as FaqItem[],
  /** The kits' structured data (JSON-LD) words. */
  /** The calls to action's toasts. */
  toasts,
};

export type PricingWords = typeof en;
