/**
 * The consent banner's words (decision 8), in English; the Spanish twin is ./es.ts. They load
 * with the banner, in the page's language (content/shared-words.ts).
 */
export const en = {
  label: "Cookie consent",
  /** Before the privacy link. */
  body: "We use analytics cookies to understand which pages help hosts most. Nothing is loaded unless you accept. See our",
  privacy: "Privacy Policy",
  accept: "Accept",
  reject: "Reject",
};

export type ConsentWords = typeof en;
