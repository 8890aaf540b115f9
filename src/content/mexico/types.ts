/**
 * The Mexico landing page's copy, one typed dictionary per language (es is the default).
 * Both dictionaries satisfy this type, and `parity.test.ts` fails when a key exists in one
 * language and not in the other (including inside lists). Copy may carry inline links as
 * `[label](href)` (rendered by RichText).
 */
export type { Lang as MexicoLang } from "~/lib/i18n";

/** A cell of the included-services table: included, not included, or a short text. */
export type ServiceCell = boolean | string;

export type TitledText = { title: string; body: string };

export type ToastText = { title: string; description: string };

export type MexicoCopy = {
  meta: {
    title: string;
    description: string;
  };
  /** Screen-reader text appended to links that open a new tab. */
  newTab: string;
  toggle: {
    /** Accessible name of the EN/ES button group. */
    label: string;
    /** Full language names, shown as tooltips on the ES and EN buttons. */
    esName: string;
    enName: string;
  };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    bookCall: string;
    seeOffer: string;
    trust: string[];
    imageAlt: string;
  };
  purchase: {
    eyebrow: string;
    title: string;
    intro: string;
    kitName: string;
    kitAudience: string;
    /** The kit's price, formatted for the language. */
    price: string;
    /** After the price: "USD · One-time payment" / "Pago único". */
    priceNote: string;
    featuresTitle: string;
    features: string[];
    buyNow: string;
    /** Shown in the status line while the store is asked. */
    checking: string;
    /** Shown in the status line once the launch product is found. */
    available: string;
    /** Shown while the launch product is not found (spec part 1 §2 "Mexico landing page"). */
    configuring: string;
    guarantee: string;
    setupTime: string;
  };
  operation: {
    eyebrow: string;
    title: string;
    intro: string;
    points: TitledText[];
  };
  services: {
    eyebrow: string;
    title: string;
    intro: string;
    caption: string;
    columns: { service: string; kit: string; cohost: string };
    rows: { service: string; kit: ServiceCell; cohost: ServiceCell }[];
    priceRow: { service: string; kit: string; cohost: string };
    included: string;
    notIncluded: string;
  };
  offer: {
    badge: string;
    title: string;
    body: string;
    terms: string[];
    cta: string;
    fineprint: string;
  };
  stories: {
    eyebrow: string;
    title: string;
    intro: string;
    stats: { value: string; label: string }[];
    storyTitle: string;
    storyBody: string;
    listingCta: string;
    caseStudyCta: string;
    imageAlt: string;
  };
  faq: {
    eyebrow: string;
    title: string;
    items: { question: string; answer: string }[];
  };
  final: {
    title: string;
    body: string;
    bookCall: string;
    guide: string;
  };
  /** The offer page (/airbnb-mexico-offer, /es/oferta-airbnb-mexico). */
  offerPage: {
    meta: { title: string; description: string };
    loading: string;
    /** The loading state's (visually hidden) heading. */
    loadingHeading: string;
    /** The offer beside the product: the Mexico terms, in the landing page's words. */
    offer: {
      badge: string;
      title: string;
      terms: string[];
      /** How the 50% relates to the price paid here (the spec's wording contradicts itself). */
      howItWorks: string;
      cta: string;
    };
    /** Back link above the product (the English page keeps the product view's 'Back to Store'). */
    back: { label: string; to: string };
    /** Spec part 2 §2 "Mexico offer page": 'Error Loading Offer' / 'Offer Not Available'. */
    problems: {
      errorTitle: string;
      errorDefault: string;
      missingTitle: string;
      missingBody: string;
      /** `{title}`: the launch product's exact title. */
      missingDetail: string;
      backToStore: { label: string; to: string };
      mexico: { label: string; to: string };
    };
  };
  toasts: {
    /** Store answered, but without the launch product. */
    productNotFound: ToastText;
    /** The store call failed. */
    loadFailed: ToastText;
    /** Buy Now pressed while the product is not available. */
    unavailable: ToastText;
    /** The guide button: a placeholder toast, then /subscribe. */
    guide: ToastText;
  };
};
