/** Words around a quote card (one file per block, so each travels in its block's chunk: a shared words file would be a first-load file of its own on every page that uses any of them). */
export const quoteCopy = {
  /** Before the English translation of a quote in another language. */
  translation: "Translation",
  /** The stars' name for screen readers, "{n}" for the count. */
  stars: "{n} out of 5 stars",
};

/** A quote card's own words: the English above unless the page passes its language's. */
export type QuoteCardWords = typeof quoteCopy;
