/** The Mexico offer's terms (spec part 1 §9): 50% off the setup fee with a minimum 3-month co-host agreement. */
export const OFFER_SETUP_DISCOUNT_PERCENT = 50;
export const OFFER_MIN_MONTHS = 3;
