/** The few words the shared building blocks (components/marketing, components/ui) print themselves. */
export const quoteCopy = {
  /** Before the English translation of a quote in another language. */
  translation: "Translation",
} as const;
