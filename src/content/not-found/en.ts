/**
 * The unknown-route page (/404, the spec's words), in English; the Spanish twin is ./es.ts
 * (/es/404). Each language's route passes its words to the page.
 */
export const en = {
  metaTitle: "Page Not Found",
  metaDescription: "This page could not be found.",
  title: "Oops! Page Not Found",
  body: "The page you are looking for doesn't exist or has moved. Let's get you back on track.",
  home: "Return to Homepage",
  /** A second way on: the Mexico page of the same language. */
  mexico: "Airbnb hosting in Mexico",
};

export type NotFoundWords = typeof en;
