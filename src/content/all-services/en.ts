import { quoteCopy } from "~/content/blocks/quote-card";
import { KITS, MONEY_BACK_DAYS } from "~/content/kits";
import { en as toasts } from "~/content/action-toasts/en";
import { CO_HOST_PLAN, coHostPriceRange, coHostSetupNote, kitStartingLabel, LAUNCHING_SOON_LABEL, MONEY_BACK_LABEL } from "~/content/offer-facts";
import type { OfferCard, OfferCardLabels } from "~/content/page-parts";
import type { Testimonial } from "~/content/testimonials";
import { config } from "~/lib/config";

/** /all-services. */
export const en = {
  path: "/all-services",
  title: "All Services",
  metaDescription: `Every way ${config.brand} helps short-term-rental hosts: DIY host toolkits (launching soon), done-for-you Airbnb launch kits ${kitStartingLabel}, and Platinum co-hosting at ${coHostPriceRange}.`,
  hero: {
    eyebrow: "Airbnb services",
    title: "Every Way We Help Hosts Earn Five-Star Stays",
    intro:
      "Whether you want the tools to do it yourself, a listing launched for you, or a team that runs guest experience every day, pick the level of help that fits your property.",
  },
  offersHeading: {
    title: "Choose Your Level of Support",
    intro: `All offers are built by hosts, for hosts, in English and Spanish. The DIY and done-for-you offers carry our ${MONEY_BACK_DAYS}-day money-back guarantee.`,
  },
  testimonialsHeading: { eyebrow: "From our hosts", title: "Hosts Who Stopped Doing It Alone" },
  /** Hosts on the services page. */
  testimonials: [
    {
      quote:
        "I was answering guests at 2 a.m. and still missing messages. Since the team took over communication, my response rate is 100%, my reviews talk about how cared-for guests felt, and I finally sleep through the night.",
      author: "Maria G.",
      role: "Superhost, two-bedroom condo in Scottsdale, AZ",
      stars: 5,
    },
    {
      quote:
        "They rebuilt my listing, set up dynamic pricing and gave me message templates in English and Spanish. Bookings picked up within three weeks, and nobody takes a cut of them.",
      author: "Daniel R.",
      role: "Host of three units in Puerto Vallarta, Mexico",
      stars: 5,
    },
  ] satisfies Testimonial[] as Testimonial[],
  /** The testimonials' stars, for screen readers. */
  quote: quoteCopy,
  /** Anchor #offers. The Pro kit's price stays off these cards (spec part 1 §3 "Launch tier"). */
  offerCards: [
    {
      id: "launch-kit",
      eyebrow: "Done for you",
      title: "Airbnb Launch Kit",
      description:
        "We set up your listing, write your guest messaging procedures and wire in a pricing tool, so you open your calendar ready for five-star stays.",
      priceLabel: kitStartingLabel,
      priceNote: "one-time, three tiers",
      features: [
        "Listing setup and optimization",
        "Custom messaging procedures",
        "Pricing tool integration",
        "Setup done in 7 business days",
        `Tiers: ${KITS.map((k) => k.name).join(", ")}`,
      ],
      guarantee: true,
      cta: { label: "See Launch Kit Pricing", kind: "internal", to: "/pricing#airbnb-launch-kit" },
      secondary: { label: "What's in each kit", to: "/airbnb-launch-kit" },
      image: { src: "/images/marketing/offer-launch-kit.svg", alt: "A listing page being set up with a checklist and a price tag" },
    },
    {
      id: "diy",
      eyebrow: "Do it yourself",
      title: "DIY Host Success Packs",
      description:
        "Run a five-star listing on your own with a host checklist, prewritten listing templates and 15+ guest messages, with 50+ messaging scenarios in the full pack.",
      priceLabel: "Launching soon",
      priceNote: "subscribers get early access",
      features: [
        "Host checklist",
        "Prewritten listing templates",
        "15+ guest messages",
        "50+ messaging scenarios in the full pack",
      ],
      launchingSoon: true,
      guarantee: true,
      cta: { label: "Join the Early-Access List", kind: "internal", to: "/subscribe" },
      secondary: { label: "Preview the packs", to: "/diy-host-pack", toast: toasts.diy },
      image: { src: "/images/marketing/offer-diy.svg", alt: "A host's toolkit with a checklist and message cards" },
    },
    {
      id: "co-host",
      eyebrow: "Full service",
      title: CO_HOST_PLAN.name,
      description:
        "Hand us the day-to-day. Our bilingual team answers every guest around the clock, watches your prices daily and runs operations with your cleaners and vendors.",
      priceLabel: coHostPriceRange,
      priceNote: coHostSetupNote,
      features: [...CO_HOST_PLAN.inclusions],
      guarantee: false,
      cta: { label: "Book a Co-Hosting Call", kind: "calendar", toast: toasts.calendar },
      image: { src: "/images/marketing/offer-co-host.svg", alt: "A host team member with a headset answering guests at night" },
    },
  ] satisfies OfferCard[] as OfferCard[],
  offerLabels: { guarantee: MONEY_BACK_LABEL, launchingSoon: LAUNCHING_SOON_LABEL } as OfferCardLabels,
  ctas: {
    audit: {
      title: "Not sure where your listing is losing bookings?",
      text: "Request a free customer-experience audit. We review your listing, messages and reviews and send you a short, specific list of fixes.",
      button: "Get My Free CX Audit",
    },
    tips: {
      title: "Want to learn at your own pace?",
      text: "Get free hosting tips every week, plus early access to the DIY toolkits before they launch.",
      button: "Get Free Hosting Tips",
    },
  },
  /** The calls to action's toasts. */
  toasts,
};

export type AllServicesWords = typeof en;
