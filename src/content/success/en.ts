import type { KitId } from "../kits";

/**
 * The purchase-success pages (/checkout-success, /success and /es/compra-exitosa): a store order's
 * receipt, a launch kit's confirmation, or, with nothing to confirm, "no recent purchase"
 * (decision 2026-11-23-purchase-journeys), in English (the spec's strings: 'Payment
 * Successful!', 'Order Confirmation ID'); the Spanish twin is ./es.ts. `{name}` placeholders are
 * filled with `fill`.
 */
const receiptStep = "Your receipt arrives by e-mail within a few minutes.";

export const en = {
  /** Neutral on purpose: the prerendered page does not know yet whether anything was bought. */
  meta: {
    title: "Order Status",
    storeDescription: "The status of a store order placed in this browser, and what happens next.",
    kitDescription: "The status of a launch kit payment: your Order Confirmation ID and next steps.",
  },
  checking: "Checking your order…",
  title: "Payment Successful!",
  storeLead: "Thank you for your order. Your payment went through and your receipt is on its way to your inbox.",
  kitLead: "Thank you for your purchase. Your payment went through and your receipt is on its way to your inbox.",
  /** "You bought {kit}." */
  kitLine: "You bought {kit}.",
  order: {
    heading: "Your order",
    orderedAt: "Ordered {date}",
    quantity: "Qty {n}",
    each: "{price} each",
    total: "Total",
    receiptNote: "The store's e-mail receipt is the record of this order; keep it for any question.",
    continueShopping: { label: "Continue shopping", to: "/store" },
  },
  confirmation: {
    label: "Order Confirmation ID",
    hint: "Keep this ID handy if you contact us about your order.",
    copy: "Copy",
    copied: "Copied",
    /** Accessible name of the copy button. */
    copyLabel: "Copy the full confirmation ID",
    copyFailed: { title: "Copy this ID", description: "Your clipboard is blocked here. Your full confirmation ID is {id}." },
  },
  nextStepsHeading: "What happens next",
  /** When the kit bought is not known. */
  nextSteps: [
    receiptStep,
    "Within one business day our team e-mails you to schedule your kickoff call.",
    "Launch kits are set up within 7 business days, and we walk you through every change.",
  ],
  kitNextSteps: {
    basic: [
      receiptStep,
      "Within one business day we e-mail you to schedule your 30-minute strategy call.",
      "Your listing, messaging procedures and pricing tool are set up within 7 business days.",
    ],
    complete: [
      receiptStep,
      "Within one business day we e-mail you to schedule your 1-hour launch coaching call.",
      "Your listing, branded welcome guide, 50+ message templates and house rules are ready within 7 business days.",
    ],
    pro: [
      receiptStep,
      "Within one business day we e-mail you to schedule your kickoff call.",
      "Setup is done within 7 business days; your 30 days of 24/7 guest communication and daily price monitoring start with your first booking.",
      "A 60-minute post-launch optimization call closes your first month.",
    ],
  } satisfies Record<KitId, string[]>,
  homeLink: "Return to Homepage",
  servicesLink: "Explore All Services",
  help: "Questions about your order?",
  none: {
    title: "No recent purchase found",
    body: "We couldn't find a recent purchase in this browser, so there is nothing to confirm on this page.",
    email: "If you paid, your order confirmation is in your e-mail: it has everything you need. It can take a few minutes to arrive.",
    storeLink: { label: "Visit the store", to: "/store" },
    pricingLink: { label: "See launch kit pricing", to: "/pricing" },
    supportLink: "Contact support",
  },
};

export type SuccessWords = typeof en;
