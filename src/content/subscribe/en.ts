import { config } from "~/lib/config";
import { en as signUp } from "../sign-up/en";

/**
 * The e-mail sign-up page (/subscribe). Strings quoted from the spec are exact. The sign-up form's
 * own words, shared with the article's form, are in ../sign-up/en.ts; its source id in
 * ../sign-up/sources.ts.
 */
export const en = {
  meta: {
    title: "Free Hosting Tips & Early Access",
    description:
      "Join our list for exclusive STR hosting tips, early access to new DIY Toolkits and community-only offers for short-term-rental hosts. No spam, ever.",
    path: "/subscribe",
  },
  eyebrow: "For short-term-rental hosts",
  heading: "Get the hosting playbook in your inbox",
  intro:
    `Practical, field-tested ideas for five-star guest experiences, from the ${config.brand} team. ` +
    "Subscribe for hosting tips you can use the same day, first access to our DIY Toolkits and offers we only share with our community.",
  auditLabel: "Get My Free CX Audit",
  auditNote: "Prefer a personal look at your listing? Request a free customer-experience audit.",
  benefitsTitle: "What You'll Get By Subscribing:",
  benefits: [
    { icon: "tips", text: "Exclusive STR hosting tips and strategies" },
    { icon: "early", text: "Early access to new DIY Toolkits and features" },
    { icon: "offers", text: "Special community-only offers and discounts" },
  ] as { icon: "tips" | "early" | "offers"; text: string }[],
  /** The sign-up illustration's accessible title. */
  illustrationTitle: "An envelope delivering a home and a five-star review",
  /** The sign-up form's own words (its placeholder and button are the spec's /subscribe ones; its privacy promise shows under it). */
  signUp,
};

export type SubscribeWords = typeof en;
