import { quoteCopy, type QuoteCardWords } from "~/content/blocks/quote-card";
import { en as kits } from "../kit-copy/en";
import { MONEY_BACK_DAYS } from "../kits";
import { ONE_TIME_LABEL } from "../offer-facts";
import type { Testimonial } from "../testimonials";
import type { ToastInput } from "~/lib/toast";

/**
 * The launch-kit checkout's words (/checkout/{priceId}; spec part 1 §2 "Checkout" and §8), the
 * kits' own words included; the Spanish twin (/es/pago/{priceId}) is ./es.ts. Prices and kit names
 * come from kits.ts, never from here. The success pages' words are in ../success.
 */
export const en = {
  /** The kits' words (content/kit-copy), joined to their facts by `kitByPriceId`. */
  kits,
  meta: {
    title: (kitName: string | null) => (kitName ? `Checkout: ${kitName}` : "Checkout"),
    description: (kitName: string | null) =>
      kitName
        ? `Secure checkout for the ${kitName} launch kit: one-time payment, ${MONEY_BACK_DAYS}-day satisfaction guarantee.`
        : "Secure checkout for a done-for-you launch kit.",
  },
  eyebrow: "Secure checkout",
  loading: "Loading your kit…",
  backToPricing: "Back to Pricing",
  kitLabel: "Done-for-you launch kit",
  mostPopular: "Most Popular",
  /** Screen-reader words before the struck-through price. */
  was: "Was",
  /** "Save {amount}". */
  save: "Save {amount}",
  bestFor: "Best for",
  includedHeading: "What's included",
  setupPromise: "Setup done in 7 business days, with a strategy call included.",
  orderSummary: "Order Summary",
  serviceFee: "Service Fee",
  total: "Total",
  oneTime: "One-time payment in USD. No subscription.",
  payButton: "Proceed to Secure Payment",
  processing: "Processing...",
  securedBy: "You'll pay on Stripe's secure checkout page. We never see or store your card details.",
  /** Shown, with the button disabled, when the kit has no Payment Link configured. */
  unavailable: {
    title: "Online checkout isn't available yet",
    body: "We're finishing the secure payment setup for this kit. Book a free call or e-mail us and we'll send you a payment link personally.",
    callLabel: "Book a free call",
    emailLabel: "E-mail us",
  },
  /** Legal line under the button: [label](href) links are rendered by RichText. */
  legal: "By continuing you agree to our [Terms of Service](/terms) and [Privacy Policy](/privacy).",
  /** The quote cards' own words (the stars' name for screen readers). */
  quote: quoteCopy as QuoteCardWords,
  testimonialsHeading: "Hosts who launched with a kit",
  notFound: {
    title: "Product Not Found",
    body: "We couldn't find a launch kit for this address. Taking you back to pricing…",
  },
  /** Beside the kit's price: it is paid once. */
  oneTimeLabel: ONE_TIME_LABEL as string,
  toasts: {
    notFound: {
      title: "Error: Product Not Found",
      description: "The product ID in the address may be wrong. Please choose your kit again on the pricing page.",
    },
    checkoutError: {
      title: "Checkout Error",
      description:
        "We couldn't open the secure payment page. Please check the kit's price ID and its Payment Link configuration, or contact us and we'll help you finish your order.",
    },
  } satisfies Record<string, ToastInput>,
  guarantee: {
    title: `${MONEY_BACK_DAYS}-Day Satisfaction Guarantee`,
    body: `If your launch kit doesn't deliver what we promised, tell us within ${MONEY_BACK_DAYS} days and we'll make it right or refund you in full.`,
    linkLabel: "Read our refund policy",
    href: "/refund-policy",
  },
  /** Two hosts who bought a launch kit. */
  testimonials: [
    {
      quote:
        "I bought the Complete kit on a Tuesday and my listing was live, branded and priced the next week. The welcome guide alone earned us two five-star reviews in the first month.",
      author: "Jasmine W.",
      role: "Host of a two-bedroom bungalow in Tucson, AZ",
      stars: 5,
    },
    {
      quote:
        "The message templates and house rules saved me hours every week. Guests check in without a single question, and the strategy call paid for the kit on its own.",
      author: "Carlos M.",
      role: "Host of a beach condo in Mazatlán, Mexico",
      stars: 5,
    },
  ] satisfies Testimonial[] as Testimonial[],
};

export type CheckoutWords = typeof en;
