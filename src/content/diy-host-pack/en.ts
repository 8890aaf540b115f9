import { quoteCopy, type QuoteCardWords } from "~/content/blocks/quote-card";
import { MONEY_BACK_DAYS } from "~/content/kits";
import { actionToasts, LAUNCHING_SOON_LABEL, MONEY_BACK_LABEL } from "~/content/offer-facts";
import type { CompetitorOption, DiyPack } from "~/content/page-parts";
import type { Testimonial } from "~/content/testimonials";
import type { ToastInput } from "~/lib/toast";

/** /diy-host-pack (spec part 1 §2 "Do-it-yourself host pack"). */
export const en = {
  path: "/diy-host-pack",
  title: "DIY Host Toolkits (Launching Soon)",
  metaDescription:
    "DIY Airbnb host toolkits, launching soon: a host checklist, prewritten listing templates, 15+ guest messages and 50+ messaging scenarios in the full pack. Join the waitlist for early access.",
  hero: {
    badge: "Launching Soon",
    eyebrow: "DIY STR/Airbnb Host CX Toolkits",
    title: "Run Your Listing Like a Superhost, on Your Own",
    intro:
      "The same checklists, listing templates and guest messages our team uses for clients, packaged so you can run them on your own. The toolkits are launching soon: subscribers get early access and launch pricing first.",
    primary: "Join the Early-Access List",
    note: `Every pack will carry our ${MONEY_BACK_DAYS}-day money-back guarantee.`,
    image: {
      src: "/images/marketing/diy-hero.svg",
      alt: "An open toolkit holding a checklist, message cards and a video lesson",
      width: 520,
      height: 440,
    },
  },
  included: {
    title: "Inside the DIY Host Success Pack",
    items: ["A host checklist", "Prewritten listing templates", "15+ guest messages", "50+ messaging scenarios in the full pack"],
  },
  packsHeading: {
    eyebrow: "Three packs",
    title: "Pick the Toolkit That Fits Your Hosting",
    intro: "Start simple or go all in. Each pack builds on the one before it.",
  },
  launchingSoonLabel: LAUNCHING_SOON_LABEL,
  fullestLabel: "Most complete",
  compare: {
    alternativesLabel: "Typical alternatives",
    eyebrow: "Compare",
    title: "What Hosts Usually Pay Elsewhere",
    intro:
      "Hosts often piece together advice from consultants, software add-ons and courses. Our toolkits put the practical parts in one place.",
    oursTitle: "DIY Host Toolkits",
    oursPoints: [
      "Checklists, templates and messages you can use the same day",
      "Written by a team that answers guests 24/7",
      "Early-access pricing for subscribers",
      MONEY_BACK_LABEL,
    ],
  },
  /** The quote cards' own words (the stars' name for screen readers). */
  quote: quoteCopy as QuoteCardWords,
  testimonialHeading: { eyebrow: "Preview group", title: "What Early Testers Say" },
  /** A host from the DIY toolkit preview group. */
  testimonial: {
    quote:
      "I tried the Starter walkthroughs before my first guest arrived. The checklist caught three things I had forgotten, and the prewritten messages meant I never stared at a blank screen. My first review said the communication was flawless.",
    author: "Priya N.",
    role: "New host, DIY toolkit preview group",
    stars: 5,
  } satisfies Testimonial as Testimonial,
  /** The discovery call button's toast: the calendar opens in a new tab. */
  calendarToast: actionToasts.calendar as ToastInput,
  discovery: {
    title: "Rather Have It Done For You?",
    text: "If you would prefer our team to set everything up, schedule a discovery call and we will walk you through the done-for-you launch kits and co-hosting.",
    button: "Schedule a Discovery Call",
    kitsLink: { label: "See the done-for-you launch kits", to: "/airbnb-launch-kit" },
  },
  /** Launching soon: none of these is purchasable; each subscribes via /subscribe. */
  packs: [
    {
      id: "starter",
      title: "Starter Pack",
      description: "For first-time hosts who want to open their calendar with confidence and skip the rookie mistakes.",
      featuresHeader: "What's inside",
      features: [
        "15 essential walkthroughs, from listing setup to your first checkout",
        "Host launch checklist",
        "Prewritten listing templates: title, description and house rules",
        "15+ ready-to-send guest messages",
      ],
      ctaText: "Join the Starter Waitlist",
      image: { src: "/images/marketing/diy-starter.svg", alt: "A checklist with three ticked items" },
    },
    {
      id: "pro-toolkit",
      title: "Pro Toolkit",
      description: "For active hosts who want every guest conversation handled in seconds, in their own voice.",
      featuresHeader: "Everything in Starter, plus",
      features: [
        "50+ message templates for every stage of the stay",
        "Review-request and service-recovery scripts",
        "Pricing and minimum-stay cheat sheet",
        "Cleaner and turnover hand-off checklists",
      ],
      ctaText: "Get Early Access to Pro",
      image: { src: "/images/marketing/diy-toolkit.svg", alt: "A stack of message template cards" },
    },
    {
      id: "host-pro-system",
      title: "Host Pro System + Mini-Course",
      description: "For hosts building a hospitality business, not just a listing: the complete system and the training to run it.",
      featuresHeader: "Everything in Pro, plus",
      features: [
        "50+ messaging scenarios mapped to your guest journey",
        "Mini-course with 3 video modules",
        "Automation set-up guide for scheduled messages",
        "Guest-experience scorecard to track reviews month by month",
      ],
      ctaText: "Join the Host Pro Waitlist",
      highlight: true,
      image: { src: "/images/marketing/diy-course.svg", alt: "A video lesson player with a play button" },
    },
  ] satisfies DiyPack[] as DiyPack[],
  /** What hosts typically pay elsewhere (spec part 1 §9: $497+, $99/mo, $199). */
  competitors: [
    {
      name: "One-off listing consultant",
      amount: 497,
      suffix: "+",
      drawback: "A single listing review, with no message templates or guest playbook to keep.",
    },
    {
      name: "Hosting software template libraries",
      amount: 99,
      suffix: "/mo",
      drawback: "A monthly bill for generic templates that were not written for your guests.",
    },
    {
      name: "Generic online hosting course",
      amount: 199,
      drawback: "Hours of theory, but no checklists or messages you can use tonight.",
    },
  ] satisfies CompetitorOption[] as CompetitorOption[],
};

export type DiyHostPackWords = typeof en;
