import type { Lang } from "~/lib/i18n";
import { formatDollars } from "~/lib/money";
import type { ToastInput } from "~/lib/toast";

/*
 * The shapes of words that several pages and the marketing components share (a feature tile, a
 * solution card). Shapes only: each page's words are in its own folder (content/<page>/en.ts).
 */

/** Icon names the marketing components map to lucide icons. */
export type IconName =
  | "award"
  | "heart"
  | "trending"
  | "clock"
  | "shield"
  | "languages"
  | "message"
  | "calendar"
  | "sparkles"
  | "star"
  | "home"
  | "chart"
  | "users";

export type Feature = { icon: IconName; title: string; text: string };

export type TrustBadge = { icon: IconName; label: string };

/** Spec part 1 §3 "Solution card". */
export type SolutionCard = {
  id: "diy" | "done-for-you" | "co-host";
  title: string;
  description: string;
  link: string;
  priceInfo: string;
  priceNote?: string;
  features: string[];
  guarantee: boolean;
  launchingSoon: boolean;
  buttonText: string;
  /** A second, quieter link on the card. */
  secondary?: { label: string; to: string; toast?: ToastInput };
};

/** The labels a solution card needs besides its own words. */
export type SolutionCardLabels = { guarantee: string; launchingSoon: string; doneForYou: string; fullService: string };

/** An /all-services offer card (#offers). */
export type OfferCard = {
  id: "launch-kit" | "diy" | "co-host";
  eyebrow: string;
  title: string;
  description: string;
  priceLabel: string;
  priceNote?: string;
  features: string[];
  launchingSoon?: boolean;
  guarantee: boolean;
  /** The calendar opens in a new tab, with its toast. */
  cta: { label: string; kind: "internal"; to: string } | { label: string; kind: "calendar"; toast: ToastInput };
  secondary?: { label: string; to: string; toast?: ToastInput };
  image: { src: string; alt: string };
};

/** The labels an offer card needs besides its own words. */
export type OfferCardLabels = { guarantee: string; launchingSoon: string };

export type FaqItem = { question: string; answer: string };

/** Spec part 1 §3 "Comparison row": a cell of a comparison table is true, false or text. */
export type ComparisonValue = boolean | string;

/** How a comparison table names its feature column and its yes/no cells. */
export type ComparisonLabels = { feature: string; yes: string; no: string };

/** Spec part 1 §3 "Do-it-yourself pack card": title, description, featuresHeader, features, ctaText. */
export type DiyPack = {
  id: "starter" | "pro-toolkit" | "host-pro-system";
  title: string;
  description: string;
  featuresHeader?: string;
  features: string[];
  ctaText: string;
  /** Marked as the fullest pack. */
  highlight?: boolean;
  image: { src: string; alt: string };
};

/** What hosts typically pay elsewhere (spec part 1 §9: $497+, $99/mo, $199); the suffix in the page's language ("/mo", "/mes"). */
export type CompetitorOption = { name: string; amount: number; suffix?: "+" | "/mo" | "/mes"; drawback: string };

/** "$497+", "$99/mo", "$199" / "USD 497+", "USD 99/mes", "USD 199" */
export const competitorPrice = (c: CompetitorOption, lang: Lang = "en"): string => `${formatDollars(c.amount, lang)}${c.suffix ?? ""}`;
