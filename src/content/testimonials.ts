/**
 * A testimonial (spec part 1 §3 "Other entities": quote, author, role or stars). Hosts speak
 * about working with us; guests speak about the stays our hosts run. Each page's testimonials
 * live in that page's words (content/<page>/en.ts), so they
 * travel with the page that shows them.
 */
export type Testimonial = {
  quote: string;
  author: string;
  role?: string;
  /** 1-5; shown as stars when present. */
  stars?: number;
};
