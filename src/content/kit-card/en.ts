import type { ToastInput } from "~/lib/toast";
import { en as kits } from "../kit-copy/en";
import { ONE_TIME_LABEL } from "../offer-facts";

/**
 * A launch kit card's words (components/marketing/kit-card.tsx), the kits' own words included:
 * the pages that show kit cards (/pricing, /airbnb-launch-kit and their Spanish twins) carry them
 * in their words (`kitCard`), so each page ships the kits in its language only. Apart from the
 * offers' shared facts so that only those pages load them. Spanish twin: ./es.ts.
 */
export const en = {
  /** The kits' words (content/kit-copy): `kitsIn(words.kitCard.kits)` gives the cards' kits. */
  kits,
  /** Beside a kit's price: it is paid once. */
  oneTime: ONE_TIME_LABEL,
  /** Before a kit's struck-through original price (screen readers). */
  regularPrice: "regular price",
  /** A kit button's toast: the visitor is being taken to checkout for that kit. */
  checkoutToast: (kitName: string): ToastInput => ({
    title: `Taking you to checkout for ${kitName}...`,
    description: "Review your order summary, then pay securely with Stripe.",
  }),
};

export type KitCardWords = typeof en;
