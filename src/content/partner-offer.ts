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
  /** The partner's own plan name (a product name, the same in every language). */
  name: string;
  /** List price in whole dollars per month. */
  monthlyPrice: number;
  popular: boolean;
};

/** The plans' facts; who each is for and its highlights are the page's words (content/partner/en.ts). */
export const PARTNER_PLANS: readonly PartnerPlan[] = [
  { id: "lite", name: "Lite", monthlyPrice: 12, popular: false },
  { id: "standard", name: "Standard", monthlyPrice: 35, popular: true },
  { id: "premium", name: "Premium", monthlyPrice: 80, popular: false },
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
