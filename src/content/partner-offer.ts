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
