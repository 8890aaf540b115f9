import { kitById } from "~/content/kits";
import { formatDollars } from "~/lib/money";

/** The Pro launch kit is what the Mexico page sells; its price comes from the kits content. */
export const mexicoKit = kitById("pro");

export const kitPrice = formatDollars(mexicoKit.price);

/** Platinum co-host: $297 - $797 per month plus a one-time setup fee (spec part 1, section 9). */
export const COHOST_MONTHLY_MIN = 297;
export const COHOST_MONTHLY_MAX = 797;

export const cohostRange = `${formatDollars(COHOST_MONTHLY_MIN)} – ${formatDollars(COHOST_MONTHLY_MAX)}`;

/** Mexico offer terms (spec part 1, section 9). */
export const OFFER_SETUP_DISCOUNT_PERCENT = 50;
export const OFFER_MIN_MONTHS = 3;
