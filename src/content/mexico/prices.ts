import { kitById } from "~/content/kits";
import { CO_HOST_PLAN } from "~/content/services";
import { formatDollars } from "~/lib/money";

/** The Pro launch kit is what the Mexico page sells; its price comes from the kits content. */
export const mexicoKit = kitById("pro");

export const kitPrice = formatDollars(mexicoKit.price);

/** Platinum co-host monthly range, from the services content (written once there). */
export const cohostRange = `${formatDollars(CO_HOST_PLAN.monthlyMin)} – ${formatDollars(CO_HOST_PLAN.monthlyMax)}`;

/** Mexico offer terms (spec part 1, section 9). */
export const OFFER_SETUP_DISCOUNT_PERCENT = 50;
export const OFFER_MIN_MONTHS = 3;
