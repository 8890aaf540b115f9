import { actionToasts } from "~/content/offer-facts";
import { PARTNER_NAME, partnerPromo, type PartnerPlanId } from "~/content/partner-offer";
import type { ToastInput } from "~/lib/toast";

/** /constant-contact-partner (spec part 2 §2 "Partner offer page"). The plans and the promo's facts are in partner-offer.ts. */
export const en = {
  meta: {
    title: `${PARTNER_NAME} Partner Offer`,
    description: `Hosts save ${partnerPromo.discountPercent}% on their first ${partnerPromo.months} months of ${PARTNER_NAME} with promo code ${partnerPromo.code}. Offer ends ${partnerPromo.endsLabel}.`,
    path: "/constant-contact-partner",
  },
  eyebrow: "Partner offer for hosts",
  title: `Turn Past Guests into Direct Bookings with ${PARTNER_NAME}`,
  intro:
    "Your best future guests already stayed with you. An e-mail list lets you invite them back for the next long weekend, without a platform fee on the booking. As a partner we negotiated an offer for our hosts.",
  whyTitle: "Why e-mail marketing pays off for short-term-rental hosts",
  why: [
    {
      title: "Repeat stays without platform fees",
      text: "A returning guest who books direct saves you the marketplace service fee, and saves them money too. A quarterly note is often all it takes.",
    },
    {
      title: "Fill the gaps in your calendar",
      text: "Send a mid-week or shoulder-season offer to guests who already loved the place, instead of cutting your nightly rate for strangers.",
    },
    {
      title: "Reviews and referrals on autopilot",
      text: "A friendly post-stay series thanks the guest, asks for a review while the stay is fresh and invites them to share your place with friends.",
    },
  ],
  steps: [
    `Choose a plan above and open ${PARTNER_NAME}'s sign-up page.`,
    `Enter promo code ${partnerPromo.code} at checkout before you pay.`,
    `Import your past guests (with their consent) and send your first welcome-back note. Need help? Our team can set it up for you.`,
  ],
  promoTitle: `${partnerPromo.discountPercent}% off the first ${partnerPromo.months} months`,
  promoLead: "Use this promo code when you sign up:",
  endsLabel: "Offer ends",
  /** The promo's last day as the page prints it (the spec's "12/31/25"; the machine date is partnerPromo.endsIso). */
  endsDate: partnerPromo.endsLabel as string,
  /** The promo code's copy button (components/editorial/copy-code.tsx). */
  copyCode: {
    copy: "Copy",
    copied: "Copied",
    srLabel: (code: string) => ` promo code ${code}`,
    copiedToast: (code: string) => ({ title: "Promo code copied", description: `${code} is on your clipboard. Paste it at checkout.` }),
    blockedToast: (code: string) => ({ title: "Copy this code", description: `Your clipboard is blocked here. The code is ${code}.` }),
  },
  plansEyebrow: `${PARTNER_NAME} plans`,
  plansTitle: "Pick the plan that fits your guest list",
  plansIntro: `Prices with code ${partnerPromo.code} for your first ${partnerPromo.months} months, then the regular monthly price.`,
  popularBadge: "Most Popular",
  perMonth: "/mo",
  regularPrice: "Regular price",
  savings: (amount: string) => `Save ${amount} over ${partnerPromo.months} months`,
  /** Each plan's highlights as the partner publishes them (its facts are in partner-offer.ts). */
  plans: {
    lite: {
      bestFor: "A single listing starting a guest list of past stays.",
      features: [
        "Drag-and-drop email editor and mobile-ready templates",
        "Sign-up forms for your direct-booking site",
        "Open and click reporting",
        "Contact list import from a spreadsheet",
      ],
    },
    standard: {
      bestFor: "Hosts with a few units who want repeat bookings on autopilot.",
      features: [
        "Everything in Lite",
        "Automated welcome and re-engagement series",
        "Contact segmentation (past guests, local leads, owners)",
        "Subject-line A/B testing",
        "Event and seasonal promotion templates",
      ],
    },
    premium: {
      bestFor: "Property managers and boutique brands marketing at scale.",
      features: [
        "Everything in Standard",
        "Advanced automation paths and custom triggers",
        "Dynamic content per guest segment",
        "Revenue and engagement reporting",
        "Priority onboarding support",
      ],
    },
  } satisfies Record<PartnerPlanId, { bestFor: string; features: string[] }>,
  plansNote: `Plan highlights as published by ${PARTNER_NAME} at the time of writing; their site lists the full, current features.`,
  redeemTitle: "How to redeem",
  setup: {
    title: "Want us to set it up for you?",
    text: "We will import your past guests, write your welcome-back series and schedule your first seasonal offer.",
    cta: "Book a Free Setup Call",
    toast: actionToasts.calendar as ToastInput,
  },
  disclosure: `We are a ${PARTNER_NAME} partner and may earn a commission when you sign up through our link, at no extra cost to you. Prices are ${PARTNER_NAME}'s published monthly list prices in US dollars; the discount applies to the first ${partnerPromo.months} months of a new account. ${PARTNER_NAME} sets the final terms.`,
  /** A plan's sign-up button, and the toast as it opens the partner's page in a new tab. */
  signup: {
    label: (planName: string) => `Sign Up for ${planName}`,
    openingToast: { title: `Opening ${PARTNER_NAME}`, description: `Remember your promo code ${partnerPromo.code} at checkout.` },
  },
  /** Shown by a sign-up button while no partner URL is configured (spec part 2 §8). */
  inProgressToast: {
    title: "Feature In Progress",
    description: `Our ${PARTNER_NAME} partner link is being set up. Use code ${partnerPromo.code} at ${PARTNER_NAME} sign-up to get the discount in the meantime.`,
  },
};

export type PartnerWords = typeof en;
