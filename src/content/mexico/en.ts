import { cohostRangeFor, kitPriceFor, OFFER_MIN_MONTHS, OFFER_SETUP_DISCOUNT_PERCENT, storyBookingsFor } from "./prices";

const kitPrice = kitPriceFor("en");
const cohostRange = cohostRangeFor("en");

/** A cell of the included-services table: included, not included, or a short text. */
export type ServiceCell = boolean | string;
type ServiceRow = { service: string; kit: ServiceCell; cohost: ServiceCell };

/**
 * How a page of this language presents the store's launch product. The hosted store speaks
 * English only: the English pages show its own words (null), the Spanish pages replace its title,
 * subtitle, ribbon, description (HTML like the store's, through the same sanitizer) and notes;
 * the price, stock and variant id stay the store's.
 */
export type LaunchProductWords = { title: string; subtitle: string; ribbon: string; description: string; info: { title: string; description: string }[] };

/**
 * The Mexico journey's words (landing page, offer page, toasts) in English: the counterpart of the
 * Spanish default (./es.ts). Spec strings verbatim. Copy may carry inline links as
 * `[label](href)` (rendered by RichText).
 */
export const en = {
  meta: {
    title: "Airbnb in Mexico: Launch & Co-Hosting",
    description: `Launch your Airbnb in Mexico with 24/7 guest care in Spanish and English. Superhost in 30-60 days and ${OFFER_SETUP_DISCOUNT_PERCENT}% off the setup fee.`,
  },
  /** Screen-reader text appended to links that open a new tab. */
  newTab: "(opens in a new tab)",
  toggle: {
    /** Accessible name of the EN/ES button group; the full names are the ES and EN buttons' tooltips. */
    label: "Language",
    esName: "Español",
    enName: "English",
  },
  hero: {
    eyebrow: "For Airbnb hosts in Mexico",
    title: "Your Airbnb in Mexico, ready for five-star guests",
    lead: "We set up your listing, your messaging and your pricing, and we look after your guests around the clock in Spanish and English. The goal: you become a Superhost in 30-60 days.",
    bookCall: "Book your free call",
    seeOffer: "See the Mexico offer",
    trust: [
      "24/7 guest care in Spanish and English",
      "Setup done in 7 business days",
      "30-day money-back guarantee",
    ],
    imageAlt: "Illustration of a beach house in Mexico with papel picado and a welcome message for the guest",
  },
  purchase: {
    eyebrow: "Pro Launch Kit",
    title: "Everything your property needs to get off to the right start",
    intro: "Our most complete kit: we optimize your listing, give the stay a branded touch of its own, and our team looks after your guests for the first month.",
    kitName: "Pro Setup + 30-Day Guest Ops",
    kitAudience: "Ideal for boutique homes, villas and luxury properties.",
    price: kitPrice,
    priceNote: "USD · One-time payment",
    featuresTitle: "What's included",
    features: [
      "Listing setup and optimization",
      "Custom messaging procedures",
      "Dynamic pricing tool integration",
      "Welcome guide in your own branding",
      "50+ custom message templates",
      "House rules, FAQs and review request scripts",
      "30 days of 24/7 guest communication",
      "Daily price monitoring for 30 days",
      "Custom dashboard to follow your operation",
      "60-minute post-launch optimization call",
    ],
    buyNow: "Buy Now",
    checking: "Checking availability in our store…",
    available: "Available now. Payment is handled securely in our store.",
    configuring: "The launch service product is currently being configured. Please check back soon!",
    guarantee: "30-day money-back guarantee",
    setupTime: "Setup done in 7 business days",
  },
  operation: {
    eyebrow: "Mexico-US operation",
    title: "One team across Mexico and the United States, working for your property",
    intro: "Many of your guests fly in from the US and Canada; others travel from every corner of Mexico. Our binational team speaks each guest's language and works to the hospitality standards they expect.",
    points: [
      {
        title: "Bilingual care around the clock",
        body: "We answer your guests in Spanish and English, day and night, with warm, fast messages that protect your response rate and your ratings.",
      },
      {
        title: "US hospitality standards",
        body: "We apply the same processes we use with hosts in the United States: welcome, a smooth check-in, follow-up during the stay and review requests.",
      },
      {
        title: "Know-how of the Mexican market",
        body: "We tune prices, seasons and house rules to your destination, whether beach, city or pueblo mágico, with long weekends and high season in mind.",
      },
      {
        title: "You always stay informed",
        body: "Check bookings, messages and prices on your custom dashboard from wherever you are, without answering the phone at midnight.",
      },
    ],
  },
  services: {
    eyebrow: "Included services",
    title: "Choose how you want us by your side",
    intro: "Start with the launch kit, or hand the whole operation to your co-host. Either way, no commission on your bookings.",
    caption: "Comparison of the services included in the Pro launch kit and in the Platinum co-host plan",
    columns: {
      service: "Service",
      kit: "Pro Launch Kit",
      cohost: "Platinum Co-Host",
    },
    rows: [
      { service: "Listing setup and optimization", kit: true, cohost: true },
      { service: "Custom messaging and 50+ templates", kit: true, cohost: true },
      { service: "Dynamic pricing integration", kit: true, cohost: true },
      { service: "Branded welcome guide", kit: true, cohost: true },
      { service: "24/7 guest communication", kit: "First 30 days", cohost: "Every month" },
      { service: "Daily price monitoring", kit: "First 30 days", cohost: "Every month" },
      { service: "Full operational support", kit: false, cohost: true },
      { service: "Post-launch optimization call", kit: "60 minutes", cohost: true },
      { service: "Commission on your bookings", kit: "None", cohost: "None" },
    ] as ServiceRow[],
    priceRow: {
      service: "Investment",
      kit: `${kitPrice} USD, one-time`,
      cohost: `${cohostRange} USD per month + one-time setup fee`,
    },
    included: "Included",
    notIncluded: "Not included",
  },
  offer: {
    badge: "Mexico special offer",
    title: `${OFFER_SETUP_DISCOUNT_PERCENT}% off the setup fee`,
    body: `If your property is in Mexico, we take half off the setup fee when you sign up for our co-hosting service with a minimum ${OFFER_MIN_MONTHS}-month co-host agreement.`,
    terms: [
      `${OFFER_SETUP_DISCOUNT_PERCENT}% off the one-time setup fee`,
      `Minimum ${OFFER_MIN_MONTHS}-month co-host agreement`,
      "Guest care in Spanish and English from day one",
      "No commission on your bookings",
    ],
    cta: "Claim the offer",
    fineprint: `The offer applies to properties located in Mexico and requires a minimum ${OFFER_MIN_MONTHS}-month co-host agreement. Prices in US dollars (USD).`,
  },
  stories: {
    eyebrow: "Success stories",
    title: "Real results from hosts like you",
    intro: "This is what a launch done right looks like: a listing that stands out, messages guests love and prices that adjust themselves.",
    stats: [
      { value: `${storyBookingsFor("en")} USD`, label: "in bookings in the first 7 days" },
      { value: "14 days", label: "to earn the Guest Favorite badge" },
      { value: "100% ROI", label: "full return on investment in 48 hours" },
    ],
    storyTitle: "Studio La Bohème: from zero reviews to a full calendar",
    storyBody: "With our launch kit, this studio went from a brand-new listing with no reviews to more than $9,000 in bookings in its first week, and earned the Guest Favorite badge in just 14 days.",
    listingCta: "View the listing on Airbnb",
    caseStudyCta: "Read the full case study",
    imageAlt: "Illustration of a cosy studio with a five-star rating",
  },
  faq: {
    eyebrow: "Frequently asked questions",
    title: "What hosts in Mexico ask us",
    items: [
      {
        question: "How long until my property is ready?",
        answer: "Setup is done in 7 business days from when we receive your details and access to your listing. After that, we stay with you through the launch.",
      },
      {
        question: "How soon can I become a Superhost?",
        answer: "Our hosts typically reach Superhost status in 30-60 days. Airbnb awards the badge on its own criteria (rating, response rate, cancellations and number of stays), so we work to have you meet each one from your very first booking.",
      },
      {
        question: `How does the ${OFFER_SETUP_DISCOUNT_PERCENT}% discount work?`,
        answer: `When you sign up for our co-hosting service with a minimum ${OFFER_MIN_MONTHS}-month co-host agreement for a property in Mexico, we take ${OFFER_SETUP_DISCOUNT_PERCENT}% off the setup fee. Book a call and we'll explain how it applies to your property.`,
      },
      {
        question: "Do you look after my guests in English and Spanish?",
        answer: "Yes. We answer around the clock in both languages, so your guests from the US, Canada and Mexico get the same fast, friendly care.",
      },
      {
        question: "Do I need to live in Mexico to use the service?",
        answer: "No. Many of our hosts live in the United States or in another city. We handle guest communication and the online operation, and you see everything on your dashboard.",
      },
      {
        question: "Do you take a commission on my bookings?",
        answer: `No. The launch kit is a one-time payment, and the Platinum co-host plan is a monthly fee of ${cohostRange} USD plus a one-time setup fee, with no booking commission split.`,
      },
      {
        question: "What if I'm not satisfied?",
        answer: "The launch kit comes with our 30-day money-back guarantee. See the details in our [refund policy](/refund-policy).",
      },
    ],
  },
  final: {
    title: "Your next five-star guest is already looking for a place to stay",
    body: "Book a free 30-minute call. We review your property, tell you what we would improve today and explain how to make the most of the Mexico offer.",
    bookCall: "Book my free call",
    guide: "Get the free host guide",
  },
  offerPage: {
    meta: {
      title: "Mexico Launch Offer",
      description:
        "The CX Launch Kit for Airbnb hosts in Mexico: Pro setup plus 30 days of 24/7 guest operations in Spanish and English. Add it to your cart and check out securely.",
    },
    loading: "Loading offer…",
    loadingHeading: "Mexico launch offer",
    offer: {
      badge: "Mexico special offer",
      title: `${OFFER_SETUP_DISCOUNT_PERCENT}% off the setup fee with a co-host agreement`,
      terms: [
        `${OFFER_SETUP_DISCOUNT_PERCENT}% off the one-time setup fee`,
        `Minimum ${OFFER_MIN_MONTHS}-month co-host agreement`,
        "24/7 guest support in Spanish and English",
      ],
      howItWorks: `The launch kit below is paid here at its full price. The ${OFFER_SETUP_DISCOUNT_PERCENT}% comes off the setup fee of our Platinum co-host plan when you sign a co-host agreement of at least ${OFFER_MIN_MONTHS} months for a property in Mexico; we apply it on a call, not in this checkout.`,
      cta: "Book a call to claim the offer",
    },
    /** Back link above the product (the English page keeps the product view's 'Back to Store'). */
    back: { label: "Airbnb in Mexico", to: "/en/airbnb-mexico" },
    /** The launch product's words on this language's page: the store's own here. */
    launchProduct: null as LaunchProductWords | null,
    problems: {
      errorTitle: "Error Loading Offer",
      errorDefault: "Failed to load product offer.",
      missingTitle: "Offer Not Available",
      missingBody: "The special offer for Mexico is not configured correctly. Please check back later.",
      missingDetail: 'Product "{title}" not found.',
      backToStore: { label: "Back to Store", to: "/store" },
      mexico: { label: "Airbnb México", to: "/airbnb-mexico" },
    },
  },
  toasts: {
    productNotFound: {
      title: "Launch Service Product Not Found",
      description: "The launch service is not in our store yet. Please try again later.",
    },
    loadFailed: {
      title: "Failed to load products",
      description: "There was an error fetching store products. Please try again later.",
    },
    unavailable: {
      title: "Product Unavailable",
      description: "The launch service is not available for purchase at this time.",
    },
    guide: {
      title: "Feature Not Implemented",
      description: "The downloadable guide is coming soon. Subscribe and we'll send it to you as soon as it's ready.",
    },
  },
};

export type MexicoWords = typeof en;
