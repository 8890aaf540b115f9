import { KIT_STARTING_PRICE, MONEY_BACK_DAYS } from "~/content/kits";
import { formatDollars } from "~/lib/money";

/*
 * The small shared facts of the offers (claims, call-to-action toasts, the co-host range),
 * kept apart from the page copy in services.ts so the home page doesn't load that copy.
 */

export type Stat = { value: string; label: string };

/**
 * The marketing claims of spec part 1 §1, worded as the site states them. The home
 * page says Superhost in 30 days (the case study says 21 days; the Mexico copy 30-60 days).
 */
export const CLAIMS = {
  bookings: { value: "$9k+", label: "in bookings in 7 days" },
  guestFavorite: { value: "14 days", label: "to Guest Favorite" },
  roi: { value: "100% ROI", label: "in 48 hours" },
  results: { value: "2-4 weeks", label: "to see results" },
  superhost: { value: "30 days", label: "to Superhost" },
  consultation: "free 30-minute consultation",
  setup: "Setup done in 7 business days",
} as const;

/** The guarantee as every card and badge states it. */
export const MONEY_BACK_LABEL = `${MONEY_BACK_DAYS}-day money-back guarantee`;

/** The badge of the do-it-yourself packs until they launch. */
export const LAUNCHING_SOON_LABEL = "Launching soon";

/** Beside a kit's price: it is paid once (the kit card's words and the checkout). */
export const ONE_TIME_LABEL = "one-time";

/** The results strip shared by the home and launch-kit pages. */
export const resultStats: readonly Stat[] = [CLAIMS.bookings, CLAIMS.guestFavorite, CLAIMS.roi, CLAIMS.results];

/** Toasts of the calls to action, in English: their words and their Spanish twin are in content/action-toasts. */
export { en as actionToasts } from "./action-toasts/en";

/**
 * The three offers and the co-hosting plan (spec part 1 §1, §2 and §9). The co-host
 * price range is written here once; every page formats it from these numbers.
 */
export const CO_HOST_PLAN = {
  name: "Platinum Co-Host",
  monthlyMin: 297,
  monthlyMax: 797,
  inclusions: ["24/7 guest communication", "Daily price monitoring", "Full operational support", "No booking commission split"],
} as const;

/** "$297 - $797 per month" */
export const coHostPriceRange = `${formatDollars(CO_HOST_PLAN.monthlyMin)} - ${formatDollars(CO_HOST_PLAN.monthlyMax)} per month`;
export const coHostSetupNote = "plus a one-time setup fee";

/** "starting at $499" */
export const kitStartingLabel = `starting at ${formatDollars(KIT_STARTING_PRICE)}`;
