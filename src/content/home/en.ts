import { KIT_STARTING_PRICE, MONEY_BACK_DAYS } from "~/content/kits";
import { en as toasts } from "~/content/action-toasts/en";
import { CLAIMS, CO_HOST_PLAN, coHostPriceRange, coHostSetupNote, LAUNCHING_SOON_LABEL, MONEY_BACK_LABEL } from "~/content/offer-facts";
import type { Stat } from "~/content/offer-facts";
import type { Testimonial } from "~/content/testimonials";
import type { Feature, SolutionCard, TrustBadge } from "~/content/page-parts";
import { config } from "~/lib/config";
import { formatDollars } from "~/lib/money";
import { OFFER_MIN_MONTHS, OFFER_SETUP_DISCOUNT_PERCENT } from "~/content/mexico/offer-terms";

export const en = {
  page: {
    path: "/",
    title: "24/7 Guest Experience for Airbnb Hosts",
    metaDescription: `Elevating customer experiences for short-term-rental hosts in the US and Mexico: launch kits from ${formatDollars(KIT_STARTING_PRICE)}, DIY toolkits and Platinum co-hosting with 24/7 guest communication.`,
  },
  /** The Spanish Mexico promo banner (spec part 1 §2 "Home" and §9: the Mexico offer). */
  promo: {
    label: "Oferta especial para México",
    badge: "México",
    // The spec's announcement (50% off the launch kit), in usted; the detail says what the 50% applies
    // to, in the landing page's terms (decision 2026-11-23-spanish-end-to-end).
    text: `¡${OFFER_SETUP_DISCOUNT_PERCENT}% de descuento en el kit de lanzamiento para su Airbnb en México!`,
    detail: `En la tarifa de configuración, con un contrato de coanfitrión mínimo de ${OFFER_MIN_MONTHS} meses.`,
    link: { label: "Ver la oferta para México", to: "/airbnb-mexico" },
    close: "Cerrar anuncio",
  },
  hero: {
    eyebrow: "24/7 guest experience for short-term rentals",
    title: "Elevating Customer Experiences",
    intro: `${config.brand} helps short-term-rental hosts in the US and Mexico launch listings guests love, answer every message in minutes, day or night, and turn first stays into five-star reviews and repeat bookings.`,
    primary: "Book a Free Strategy Call",
    secondary: "Get My Free CX Audit",
    tipsLink: { label: "Get free hosting tips", to: "/subscribe" },
    caseStudyLink: { label: "See how a studio made $9k+ in 7 days", to: "/case-study/studio-la-boheme" },
    image: {
      src: "/images/marketing/home-hero.svg",
      alt: "A welcoming rental home at dusk with guest messages and five-star reviews around it",
      width: 560,
      height: 480,
    },
  },
  /** The hero's trust badges, and how screen readers name their list. */
  trustBadgesLabel: "Why hosts trust us",
  trustBadges: [
    { icon: "award", label: "Superhost in 30 days" },
    { icon: "heart", label: "Guest Favorite in 14 days" },
    { icon: "clock", label: "24/7 guest replies" },
    { icon: "shield", label: MONEY_BACK_LABEL },
    { icon: "languages", label: "Bilingual, US & Mexico" },
  ] satisfies readonly TrustBadge[] as readonly TrustBadge[],
  catalysts: {
    eyebrow: "What moves a listing",
    title: "The Catalysts Behind Five-Star Stays",
    intro:
      "Great hosting is not luck. Four levers decide whether guests book, rave and come back, and we pull all of them for you.",
    items: [
      {
        icon: "message",
        title: "Replies in minutes, not hours",
        text: "Guests book the host who answers first. We reply around the clock in English and Spanish, so no question waits until morning.",
      },
      {
        icon: "home",
        title: "A listing that sells the stay",
        text: "Titles, photo order, descriptions and amenities tuned to what travellers actually search for in your market.",
      },
      {
        icon: "chart",
        title: "Prices that follow demand",
        text: "A pricing tool wired into your calendar and watched daily, so you stop leaving weekends and events on the table.",
      },
      {
        icon: "star",
        title: "Reviews that build momentum",
        text: "Check-in guides, house rules and review scripts timed so happy guests say so, publicly, after every stay.",
      },
    ] satisfies Feature[] as Feature[],
  },
  whyPartner: {
    eyebrow: `Why ${config.brand}`,
    title: "Why Hosts Partner With Us",
    intro:
      "We are a customer-experience team first. Hosts bring us in because we treat every guest like a five-star review waiting to happen.",
    items: [
      {
        icon: "trending",
        title: "Results in 2-4 weeks",
        text: "Most hosts see more inquiries, faster bookings and warmer reviews within the first two to four weeks.",
      },
      {
        icon: "calendar",
        title: "Setup done in 7 business days",
        text: "Send us access and your property details; your launch kit is live in 7 business days.",
      },
      {
        icon: "sparkles",
        title: "100% ROI in 48 hours",
        text: "One of our studio launches earned back its full launch kit within 48 hours of going live.",
      },
      {
        icon: "users",
        title: "No booking commission split",
        text: "Flat, transparent pricing. Your booking revenue stays yours, even on co-hosting.",
      },
      {
        icon: "languages",
        title: "Bilingual, cross-border team",
        text: "Hosts and guests served in English and Spanish across the US and Mexico.",
      },
      {
        icon: "shield",
        title: MONEY_BACK_LABEL,
        text: `Our DIY and done-for-you offers are backed by a ${MONEY_BACK_DAYS}-day money-back guarantee.`,
      },
    ] satisfies Feature[] as Feature[],
  },
  solutions: {
    id: "solutions",
    eyebrow: "Signature solutions",
    title: "Three Ways to Win Over Every Guest",
    intro: "Do it yourself, have it done for you, or hand us the keys. Every path uses the same proven guest-experience playbook.",
    cardLabels: { guarantee: MONEY_BACK_LABEL, launchingSoon: LAUNCHING_SOON_LABEL, doneForYou: "Done for you", fullService: "Full service" },
  },
  /** The Pro kit's price stays off these cards (spec part 1 §3 "Launch tier"). */
  solutionCards: [
    {
      id: "diy",
      title: "DIY Host Success Pack",
      description:
        "For hands-on hosts: the playbook we use for our clients, ready to run yourself. A host checklist, prewritten listing templates and 15+ guest messages.",
      link: "/subscribe",
      priceInfo: "Coming Soon!",
      features: [
        "Host checklist",
        "Prewritten listing templates",
        "15+ guest messages",
        "50+ messaging scenarios in the full pack",
      ],
      guarantee: true,
      launchingSoon: true,
      buttonText: "Learn More & Join Waitlist",
      secondary: { label: "Preview the toolkits", to: "/diy-host-pack", toast: toasts.diy },
    },
    {
      id: "done-for-you",
      title: "Done-For-You Launch Kit",
      description:
        "We set up and optimize your listing, write your guest messaging procedures and integrate a pricing tool, so you launch ready for five-star stays.",
      link: "/pricing#airbnb-launch-kit",
      priceInfo: `From ${formatDollars(KIT_STARTING_PRICE)}`,
      priceNote: "one-time",
      features: [
        "Listing setup and optimization",
        "Custom messaging procedures",
        "Pricing tool integration",
        "Setup done in 7 business days",
      ],
      guarantee: true,
      launchingSoon: false,
      buttonText: "View Launch Kits",
    },
    {
      id: "co-host",
      title: CO_HOST_PLAN.name,
      description:
        "Our team becomes your guest-experience department: we answer every guest 24/7, monitor prices daily and run operations, while you keep every booking dollar.",
      link: "/all-services#offers",
      priceInfo: coHostPriceRange,
      priceNote: coHostSetupNote,
      features: [...CO_HOST_PLAN.inclusions],
      guarantee: false,
      launchingSoon: false,
      buttonText: "Explore Co-Hosting",
    },
  ] satisfies readonly SolutionCard[] as readonly SolutionCard[],
  caseStudyTeaser: {
    eyebrow: "Case study",
    title: "Studio La Bohème: From Quiet Calendar to Fully Booked",
    text: "A one-room studio with great bones and no bookings. We rebuilt the listing, set up guest messaging and priced it for demand. Within a week it had earned $9k+ in bookings and within 14 days it was a Guest Favorite.",
    stats: [CLAIMS.bookings, CLAIMS.guestFavorite, CLAIMS.roi] as Stat[],
    /** The host quote on the teaser. */
    quote: {
      quote:
        "Within a week of the relaunch my calendar was full, and guests kept mentioning how quickly we answered. I wish I had done this on day one.",
      author: "Owner of Studio La Bohème",
      role: "Studio host",
      stars: 5,
    } satisfies Testimonial as Testimonial,
    /** The quote's stars, for screen readers. */
    starsLabel: "{n} out of 5 stars",
    link: { label: "Read the Case Study", to: "/case-study/studio-la-boheme" },
    image: {
      src: "/images/marketing/studio-teaser.svg",
      alt: "Illustration of a cosy studio apartment with a bed, plants and warm lamps",
      width: 560,
      height: 420,
    },
  },
  closingCta: {
    title: "Ready for Reviews That Sell Your Stay?",
    text: `Book a free 30-minute consultation. We will look at your listing together, show you the quickest wins, and tell you honestly which option fits. Most hosts see results in 2-4 weeks.`,
    consultation: "Book Free Consultation",
    services: { label: "Explore All Solutions", to: "/all-services" },
    tips: { label: "Get Free Hosting Tips", to: "/subscribe" },
  },
  /** The calls to action's toasts. */
  toasts,
};

export type HomeWords = typeof en;
