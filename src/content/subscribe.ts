import { config } from "~/lib/config";
import { signUpFormCopy } from "./sign-up";

/**
 * Copy of the e-mail sign-up page (/subscribe). Strings quoted from the spec are exact. The sign-up
 * form's own words, shared with the article's form, are in ./sign-up.ts.
 */
export const subscribePage = {
  path: "/subscribe",
  title: "Free Hosting Tips & Early Access",
  metaDescription:
    "Join our list for exclusive STR hosting tips, early access to new DIY Toolkits and community-only offers for short-term-rental hosts. No spam, ever.",
  eyebrow: "For short-term-rental hosts",
  heading: "Get the hosting playbook in your inbox",
  intro:
    `Practical, field-tested ideas for five-star guest experiences, from the ${config.brand} team. ` +
    "Subscribe for hosting tips you can use the same day, first access to our DIY Toolkits and offers we only share with our community.",
  source: "EmailSignUpPage",
  placeholder: "Enter your email address",
  submitLabel: "Sign Me Up & Get The Goods!",
  auditLabel: "Get My Free CX Audit",
  auditNote: "Prefer a personal look at your listing? Request a free customer-experience audit.",
  benefitsTitle: "What You'll Get By Subscribing:",
  benefits: [
    { icon: "tips", text: "Exclusive STR hosting tips and strategies" },
    { icon: "early", text: "Early access to new DIY Toolkits and features" },
    { icon: "offers", text: "Special community-only offers and discounts" },
  ],
  privacy: signUpFormCopy.privacy,
  /** The sign-up illustration's accessible title. */
  illustrationTitle: "An envelope delivering a home and a five-star review",
} as const;
