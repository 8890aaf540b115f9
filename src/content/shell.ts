import type { Lang } from "~/lib/i18n";

/**
 * The words of the shell around every page: skip link, header and its menus, the cart button,
 * footer, consent banner, toasts' region, the 404 page and the error page. The shell speaks the
 * page's language (`useLang`). English carries the spec's strings verbatim (header items, 404);
 * Spanish is Mexican Spanish, usted. Link targets live in navigation.ts.
 */
export type ShellText = {
  skipLink: string;
  /** While a page's code loads (screen readers). */
  loading: string;
  /** Screen-reader text after a link that opens a new tab. */
  newTab: string;
  header: {
    /** Accessible name of the logo link. */
    logoLabel: string;
    mainNav: string;
    mobileNav: string;
    openMenu: string;
    closeMenu: string;
    home: string;
    whyChooseUs: string;
    services: string;
    allServices: string;
    diyToolkits: string;
    dfyLaunchPack: string;
    launchingSoon: string;
    hireUs: string;
    bookCall: string;
  };
  cartButton: {
    /** Accessible name: "Open cart, 1 item". */
    labelOne: string;
    labelMany: string;
  };
  footer: {
    logoLabel: string;
    tagline: string;
    quickLinks: string;
    legal: string;
    followUs: string;
    support: string;
    rights: string;
    quick: {
      home: string;
      allServices: string;
      pricing: string;
      launchPack: string;
      diyToolkits: string;
      store: string;
      mexico: string;
      caseStudy: string;
      founderStory: string;
      blog: string;
      hireUs: string;
      tips: string;
    };
    legalLinks: { terms: string; privacy: string; refunds: string };
    supportLinks: { helpCenter: string; request: string; portal: string; status: string; teamBlog: string };
  };
  consent: {
    label: string;
    /** Before the privacy link. */
    body: string;
    privacy: string;
    accept: string;
    reject: string;
  };
  toasts: {
    /** The toasts' region: "{region} (F8)". */
    region: string;
    /** How a screen reader announces one toast. */
    item: string;
    close: string;
  };
  notFound: {
    metaTitle: string;
    metaDescription: string;
    title: string;
    body: string;
    home: string;
    /** A second way on: the Mexico page of the same language. */
    mexico: string;
  };
  error: {
    title: string;
    body: string;
    home: string;
  };
};

const en = {
  skipLink: "Skip to content",
  loading: "Loading…",
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
    labelOne: "Open cart, {count} item",
    labelMany: "Open cart, {count} items",
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
  consent: {
    label: "Cookie consent",
    body: "We use analytics cookies to understand which pages help hosts most. Nothing is loaded unless you accept. See our",
    privacy: "Privacy Policy",
    accept: "Accept",
    reject: "Reject",
  },
  toasts: {
    region: "Notifications",
    item: "Notification",
    close: "Close notification",
  },
  notFound: {
    metaTitle: "Page Not Found",
    metaDescription: "This page could not be found.",
    title: "Oops! Page Not Found",
    body: "The page you are looking for doesn't exist or has moved. Let's get you back on track.",
    home: "Return to Homepage",
    mexico: "Airbnb hosting in Mexico",
  },
  error: {
    title: "Something went wrong",
    body: "An unexpected error stopped this page. Please reload, or go back to the homepage.",
    home: "Return to Homepage",
  },
} satisfies ShellText;



/**
 * The shell's words by language. Spanish arrives with the pages that speak it: every route that
 * can render in Spanish imports `~/content/shell-es`, which fills `shellText.es` before the page
 * renders (a route module loads before hydration and before a client-side navigation renders).
 * English pages, most of the site, so never download the Spanish shell (about 1 KB gzip).
 * Until then `es` reads English.
 */
export const shellText: Record<Lang, ShellText> = { en, es: en };
