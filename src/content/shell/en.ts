/**
 * The words of the shell around every page: skip link, header and its menus, the cart button,
 * footer, toasts' region and the error page, in English (the spec's
 * strings verbatim: header items, 404). The Spanish twin is ./es.ts; a page gets the set of its
 * language from its language layout route (content/shared-words.ts). Link targets live in
 * navigation.ts. The consent banner's words are in ../consent/ (they load with the banner), the
 * 404 page's in ../not-found/ (its routes pass them).
 */
export const en = {
  skipLink: "Skip to content",
  /** The business listing's description (schema.org, in every page's head). */
  businessDescription:
    "24/7 on-demand customer-experience service for short-term-rental hosts in the US and Mexico: launch kits, co-hosting and guest communication.",
  /** While a page's code loads (screen readers). */
  loading: "Loading…",
  /** Screen-reader text after a link that opens a new tab. */
  newTab: "(opens in a new tab)",
  header: {
    // Label in name (WCAG 2.5.3): the logo reads "{brand}", so its link's name starts with it.
    logoLabel: "{brand} home",
    mainNav: "Main",
    mobileNav: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    home: "Home",
    whyChooseUs: "Why Choose Us",
    services: "Airbnb Services",
    allServices: "All Services",
    diyToolkits: "DIY STR/Airbnb Host CX Toolkits",
    dfyLaunchPack: "DFY STR/Airbnb Host CX Launch Pack",
    launchingSoon: "Launching Soon",
    hireUs: "Hire Us",
    bookCall: "Book a Call",
  },
  cartButton: {
    /** Accessible name: "Open cart, 1 item". */
    labelOne: "Open cart, {count} item",
    labelMany: "Open cart, {count} items",
    /** A toast when the drawer's code could not be fetched (the cart itself is kept in the browser). */
    unavailable: "The cart could not open. Check your connection and reload the page: your items are kept.",
  },
  footer: {
    logoLabel: "{brand} home",
    tagline: "24/7 on-demand guest experience for short-term-rental hosts in the US and Mexico.",
    quickLinks: "Quick Links",
    legal: "Legal",
    followUs: "Follow Us",
    support: "Support",
    rights: "All rights reserved.",
    quick: {
      home: "Home",
      allServices: "All Services",
      pricing: "Pricing",
      launchPack: "Launch Pack",
      diyToolkits: "DIY Host Toolkits",
      store: "Store",
      mexico: "Airbnb México",
      caseStudy: "Case Study",
      founderStory: "Founder Story",
      blog: "Blog",
      hireUs: "Hire Us",
      tips: "Free Hosting Tips",
    },
    legalLinks: { terms: "Terms of Service", privacy: "Privacy Policy", refunds: "Returns & Refunds Policy" },
    supportLinks: { helpCenter: "FAQ Help Centre", request: "Request Support", portal: "Support Portal", status: "Service Status", teamBlog: "Team Blog" },
  },
  toasts: {
    /** The toasts' region: "{region} (F8)". */
    region: "Notifications",
    /** How a screen reader announces one toast. */
    item: "Notification",
    close: "Close notification",
  },
  error: {
    title: "Something went wrong",
    body: "An unexpected error stopped this page. Please reload, or go back to the homepage.",
    home: "Return to Homepage",
  },
};

export type ShellWords = typeof en;
