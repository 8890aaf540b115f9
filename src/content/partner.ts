import { config } from "~/lib/config";

/**
 * The partner offer (spec part 2 §2 "Partner offer page"). List prices are written once;
 * the discounted prices are computed from them and the promo discount, never typed again.
 */
export const PARTNER_NAME = "Constant Contact";

export const partnerPromo = {
  code: "THREE30P",
  /** Percent off the monthly price. */
  discountPercent: 30,
  /** How many months the discount runs. */
  months: 3,
  /** As the spec writes it. */
  endsLabel: "12/31/25",
  /** Machine-readable end date, for <time dateTime>. */
  endsIso: "2025-12-31",
} as const;

export type PartnerPlanId = "lite" | "standard" | "premium";

export type PartnerPlan = {
  id: PartnerPlanId;
  name: string;
  /** List price in whole dollars per month. */
  monthlyPrice: number;
  popular: boolean;
  bestFor: string;
  features: string[];
};

export const PARTNER_PLANS: readonly PartnerPlan[] = [
  {
    id: "lite",
    name: "Lite",
    monthlyPrice: 12,
    popular: false,
    bestFor: "A single listing starting a guest list of past stays.",
    features: [
      "Drag-and-drop email editor and mobile-ready templates",
      "Sign-up forms for your direct-booking site",
      "Open and click reporting",
      "Contact list import from a spreadsheet",
    ],
  },
  {
    id: "standard",
    name: "Standard",
    monthlyPrice: 35,
    popular: true,
    bestFor: "Hosts with a few units who want repeat bookings on autopilot.",
    features: [
      "Everything in Lite",
      "Automated welcome and re-engagement series",
      "Contact segmentation (past guests, local leads, owners)",
      "Subject-line A/B testing",
      "Event and seasonal promotion templates",
    ],
  },
  {
    id: "premium",
    name: "Premium",
    monthlyPrice: 80,
    popular: false,
    bestFor: "Property managers and boutique brands marketing at scale.",
    features: [
      "Everything in Standard",
      "Advanced automation paths and custom triggers",
      "Dynamic content per guest segment",
      "Revenue and engagement reporting",
      "Priority onboarding support",
    ],
  },
];

/**
 * The promo price: list price less the discount, rounded to the cent. Computed in whole
 * cents so 12 * 0.7 is 8.40 and not 8.399999.
 */
export function discountedMonthlyPrice(listPrice: number, discountPercent: number = partnerPromo.discountPercent): number {
  if (!Number.isFinite(listPrice) || listPrice < 0) throw new RangeError(`Invalid list price ${listPrice}`);
  if (!Number.isFinite(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`Invalid discount ${discountPercent}`);
  }
  const cents = Math.round(listPrice * 100);
  return Math.round((cents * (100 - discountPercent)) / 100) / 100;
}

/** What the promo saves over its whole run, for one plan. */
export function promoSavings(listPrice: number, discountPercent: number = partnerPromo.discountPercent, months: number = partnerPromo.months): number {
  const perMonth = Math.round(listPrice * 100) - Math.round(discountedMonthlyPrice(listPrice, discountPercent) * 100);
  return (perMonth * months) / 100;
}

/** The affiliate sign-up URL from configuration; empty while the partnership is being set up. */
export const partnerSignupUrl = config.links.partnerSignup;

/** A plan's sign-up button, and the toast as it opens the partner's page in a new tab. */
export const partnerSignup = {
  label: (planName: string) => `Sign Up for ${planName}`,
  openingToast: { title: `Opening ${PARTNER_NAME}`, description: `Remember your promo code ${partnerPromo.code} at checkout.` },
} as const;

/** Shown by a sign-up button while no partner URL is configured (spec part 2 §8). */
export const PARTNER_IN_PROGRESS_TOAST = {
  title: "Feature In Progress",
  description: `Our ${PARTNER_NAME} partner link is being set up. Use code ${partnerPromo.code} at ${PARTNER_NAME} sign-up to get the discount in the meantime.`,
} as const;

export const partnerCopy = {
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
  plansEyebrow: `${PARTNER_NAME} plans`,
  plansTitle: "Pick the plan that fits your guest list",
  plansIntro: `Prices with code ${partnerPromo.code} for your first ${partnerPromo.months} months, then the regular monthly price.`,
  popularBadge: "Most Popular",
  perMonth: "/mo",
  regularPrice: "Regular price",
  savings: (amount: string) => `Save ${amount} over ${partnerPromo.months} months`,
  plansNote: `Plan highlights as published by ${PARTNER_NAME} at the time of writing; their site lists the full, current features.`,
  redeemTitle: "How to redeem",
  setup: {
    title: "Want us to set it up for you?",
    text: "We will import your past guests, write your welcome-back series and schedule your first seasonal offer.",
    cta: "Book a Free Setup Call",
  },
  disclosure: `We are a ${PARTNER_NAME} partner and may earn a commission when you sign up through our link, at no extra cost to you. Prices are ${PARTNER_NAME}'s published monthly list prices in US dollars; the discount applies to the first ${partnerPromo.months} months of a new account. ${PARTNER_NAME} sets the final terms.`,
} as const;
