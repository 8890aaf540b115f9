import { quoteCopy, type QuoteCardWords } from "~/content/blocks/quote-card";
import { kitCallLengths, KIT_STARTING_PRICE, MONEY_BACK_DAYS, type KitId } from "~/content/kits";
import { en as kitCard } from "~/content/kit-card/en";
import { actionToasts, CLAIMS, resultStats, type Stat } from "~/content/offer-facts";
import type { ComparisonLabels, ComparisonValue, Feature } from "~/content/page-parts";
import type { Testimonial } from "~/content/testimonials";
import { config } from "~/lib/config";
import { formatDollars } from "~/lib/money";
import type { ToastInput } from "~/lib/toast";

/** Spec part 1 §3 "Comparison row": a per-kit value that is true, false or text. */
export type ComparisonRow = { feature: string; values: Record<KitId, ComparisonValue> };


/** /airbnb-launch-kit (spec part 1 §2 "Launch pack page"). The tiers' facts come from kits.ts (content/launch-tiers.ts). */
export const en = {
  path: "/airbnb-launch-kit",
  title: "Done-For-You Airbnb Launch Kit",
  metaDescription: `A done-for-you Airbnb launch kit from ${formatDollars(KIT_STARTING_PRICE)}: listing setup and optimization, custom guest messaging and pricing-tool integration, set up in 7 business days. All packages include a ${MONEY_BACK_DAYS}-day money-back guarantee.`,
  hero: {
    eyebrow: "DFY STR/Airbnb Host CX Launch Pack",
    title: "Launch a Listing Guests Love in 7 Business Days",
    intro:
      "We set up and optimize your listing, write the messages your guests will receive and wire in dynamic pricing, so your first guests arrive to a five-star experience and your calendar fills from week one.",
    primary: "See Packages & Pricing",
    secondary: "Get Free Hosting Tips",
    note: `Setup done in 7 business days · Results in 2-4 weeks · ${MONEY_BACK_DAYS}-day money-back guarantee`,
    image: {
      src: "/images/marketing/launch-hero.svg",
      alt: "A listing going live: a house card with a rocket, a calendar filling up and a five-star rating",
      width: 560,
      height: 460,
    },
  },
  statsLabel: "Results",
  stats: resultStats as Stat[],
  whoFor: {
    eyebrow: "Who it is for",
    title: "Built for Hosts Who Want It Done Right the First Time",
    items: [
      {
        icon: "home",
        title: "New hosts",
        text: "You have the keys and the furniture, but not the listing, the messages or the pricing. We build all three before your first guest books.",
      },
      {
        icon: "trending",
        title: "Hosts relaunching a quiet listing",
        text: "Good property, weak calendar. We rewrite, re-price and re-message your listing so the algorithm and guests notice it again.",
      },
      {
        icon: "users",
        title: "Owners of premium or multi-unit portfolios",
        text: "A consistent, branded guest experience across every unit, with templates your team can run without you.",
      },
      {
        icon: "award",
        title: "Boutique and VIP homes",
        text: "White-glove launch month: our team handles guest communication around the clock for the first 30 days.",
      },
    ] satisfies Feature[] as Feature[],
  },
  tiersHeading: {
    eyebrow: "Packages",
    title: "Choose Your Launch Kit",
    intro: `One-time pricing, no booking commission. All packages include our ${MONEY_BACK_DAYS}-day money-back guarantee.`,
  },
  recommendedLabel: "Recommended",
  /** The kit cards' own words, the kits' words included. */
  kitCard,
  /** The consultation link's toast: the calendar opens in a new tab. */
  calendarToast: actionToasts.calendar as ToastInput,
  compareHeading: {
    eyebrow: "Compare",
    title: "Compare the Plans Side by Side",
    caption: "What each launch kit includes",
  },
  freeTips: {
    eyebrow: "Free hosting tips",
    title: "Not Ready to Launch Yet?",
    text: "Join our list for weekly hosting tips: the listing tweaks, message templates and pricing habits our clients use, free in your inbox. You will also get first access to the DIY toolkits.",
    button: "Get Free Hosting Tips",
  },
  whyChoose: {
    eyebrow: `Why ${config.brand}`,
    title: "Why Hosts Choose Our Launch Kit",
    items: [
      {
        icon: "sparkles",
        title: "Proven on real listings",
        text: `One studio made ${CLAIMS.bookings.value} in bookings in 7 days, reached Guest Favorite in 14 days and returned 100% ROI in 48 hours.`,
      },
      {
        icon: "calendar",
        title: "Fast, fixed timeline",
        text: "Setup done in 7 business days. No drawn-out projects, no chasing us for updates.",
      },
      {
        icon: "message",
        title: "Written by a CX team",
        text: "Your messages are written by people who answer guests every day, in English and Spanish.",
      },
      {
        icon: "trending",
        title: "Results in 2-4 weeks",
        text: "More inquiries, better conversion and warmer reviews, usually within two to four weeks of launch.",
      },
      {
        icon: "shield",
        title: `${MONEY_BACK_DAYS}-day money-back guarantee`,
        text: "All packages include it. If the kit is not right for you, you get your money back.",
      },
      {
        icon: "heart",
        title: "Free 30-minute consultation",
        text: "Not sure which kit fits? Talk it through with us first, at no cost.",
      },
    ] satisfies Feature[] as Feature[],
  },
  /** The quote cards' own words (the stars' name for screen readers). */
  quote: quoteCopy as QuoteCardWords,
  guestQuotesHeading: { eyebrow: "Guest quotes", title: "What Guests Say About Stays We Launched" },
  /** Guests of listings launched with a kit. */
  guestQuotes: [
    {
      quote:
        "Check-in instructions arrived exactly when we needed them, and the welcome guide had the best taco spot in town. It felt like staying with a friend who plans everything.",
      author: "Sarah K.",
      role: "Guest, 4-night stay",
      stars: 5,
    },
    {
      quote:
        "Our flight landed at midnight and we had an answer within minutes about late check-in. Spotless place, clear house rules, zero stress.",
      author: "James T.",
      role: "Guest, weekend stay",
      stars: 5,
    },
    {
      quote: "Every question got a friendly reply in Spanish and English. We have already booked our next visit.",
      author: "Lucía M.",
      role: "Guest, family stay",
      stars: 5,
    },
  ] satisfies Testimonial[] as Testimonial[],
  closing: {
    title: "Your Five-Star Launch Starts Here",
    text: `Pick a kit today and your listing is ready in 7 business days. All packages include our ${MONEY_BACK_DAYS}-day money-back guarantee.`,
    primary: "Choose Your Launch Kit",
    secondary: "Get Free Hosting Tips",
    consultation: "Or book your free 30-minute consultation",
  },
  /** Spec wording for the page's guarantee line. */
  allPackagesGuarantee: `All packages include our ${MONEY_BACK_DAYS}-day money-back guarantee.`,
  /** The plans' comparison table: its labels and rows (a per-kit value that is true, false or text). */
  comparison: {
    labels: { feature: "Feature", yes: "Included", no: "Not included" } satisfies ComparisonLabels,
    rows: [
      { feature: "Listing setup and optimization", values: { basic: true, complete: true, pro: true } },
      { feature: "Custom messaging SOP", values: { basic: true, complete: true, pro: true } },
      { feature: "Pricing tool integration", values: { basic: true, complete: true, pro: true } },
      { feature: "Strategy / coaching call", values: kitCallLengths(kitCard.kits) },
      { feature: "Branded welcome guide", values: { basic: false, complete: true, pro: true } },
      { feature: "50+ custom message templates", values: { basic: false, complete: true, pro: true } },
      { feature: "House rules/FAQs/review scripts", values: { basic: false, complete: true, pro: true } },
      { feature: "24/7 guest communication support", values: { basic: false, complete: false, pro: "30 days" } },
      { feature: "Daily price monitoring", values: { basic: false, complete: false, pro: "30 days" } },
      { feature: "Custom dashboard setup", values: { basic: false, complete: false, pro: true } },
      { feature: "Setup done in 7 business days", values: { basic: true, complete: true, pro: true } },
      { feature: `${MONEY_BACK_DAYS}-day money-back guarantee`, values: { basic: true, complete: true, pro: true } },
    ] satisfies ComparisonRow[] as ComparisonRow[],
  },
};

export type LaunchKitWords = typeof en;
