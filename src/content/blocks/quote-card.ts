/** Words around a quote card (one file per block: see ./video.ts). */
export const quoteCopy = {
  /** Before the English translation of a quote in another language. */
  translation: "Translation",
  /** The stars' name for screen readers where the page's words give none. */
  stars: "{n} out of 5 stars",
} as const;
