/**
 * Testimonials used by the home, services, launch-kit and DIY pages (spec part 1 §3 "Other entities":
 * quote, author, role or stars). Hosts speak about working with us; guests speak about the
 * stays our hosts run.
 */
export type Testimonial = {
  quote: string;
  author: string;
  role?: string;
  /** 1-5; shown as stars when present. */
  stars?: number;
};

/** Words around a quote card. */
export const quoteCopy = {
  /** Before the English translation of a quote in another language. */
  translation: "Translation",
} as const;

/** Hosts on the services page. */
export const hostTestimonials: readonly Testimonial[] = [
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
];

/** Guests of listings launched with a kit, on the launch-kit page. */
export const guestQuotes: readonly Testimonial[] = [
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
];

/** A host from the DIY toolkit preview group. */
export const diyPreviewTestimonial: Testimonial = {
  quote:
    "I tried the Starter walkthroughs before my first guest arrived. The checklist caught three things I had forgotten, and the prewritten messages meant I never stared at a blank screen. My first review said the communication was flawless.",
  author: "Priya N.",
  role: "New host, DIY toolkit preview group",
  stars: 5,
};

/** The host quote on the home page's case-study teaser. */
export const caseStudyTeaserQuote: Testimonial = {
  quote:
    "Within a week of the relaunch my calendar was full, and guests kept mentioning how quickly we answered. I wish I had done this on day one.",
  author: "Owner of Studio La Bohème",
  role: "Studio host",
  stars: 5,
};
