import { kitById } from "~/content/kits";
import { CO_HOST_PLAN } from "~/content/offer-facts";
import type { Lang } from "~/lib/i18n";
import { formatDollars } from "~/lib/money";

/** The Pro launch kit is what the Mexico page sells; its price comes from the kits content. */
export const mexicoKit = kitById("pro");

/** The kit's price for the language: "$999" / "USD 999" (lib/money: never a bare $ in Spanish). */
export const kitPriceFor = (lang: Lang) => formatDollars(mexicoKit.price, lang);

/** Platinum co-host monthly range, from the services content (written once there): "$297 – $797" / "USD 297 – USD 797". */
export const cohostRangeFor = (lang: Lang) => `${formatDollars(CO_HOST_PLAN.monthlyMin, lang)} – ${formatDollars(CO_HOST_PLAN.monthlyMax, lang)}`;

/** The success-story bookings figure: "$9,000+" / "USD 9,000+". */
export const storyBookingsFor = (lang: Lang) => `${formatDollars(9000, lang)}+`;

export { OFFER_MIN_MONTHS, OFFER_SETUP_DISCOUNT_PERCENT } from "./offer-terms";
