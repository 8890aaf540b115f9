/** Words around a quote card (one file per block: see ./video.ts). */
export const quoteCopy = {
  /** Before the English translation of a quote in another language. */
  translation: "Translation",
} as const;
