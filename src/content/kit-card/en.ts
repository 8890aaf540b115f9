import type { ToastInput } from "~/lib/toast";
import { ONE_TIME_LABEL } from "../offer-facts";

/**
 * A launch kit card's words besides the kit's own (components/marketing/kit-card.tsx): the pages
 * that show kit cards (/pricing, /airbnb-launch-kit) carry them in their words. Apart from the
 * offers' shared facts so that only those pages load them.
 */
export const en = {
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
