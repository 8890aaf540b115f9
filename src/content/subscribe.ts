import { config } from "~/lib/config";

/** Copy of the e-mail sign-up page (/subscribe). Strings quoted from the spec are exact. */
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
  privacy: "We respect your privacy. No spam, ever. Unsubscribe anytime.",
  /** The sign-up illustration's accessible title. */
  illustrationTitle: "An envelope delivering a home and a five-star review",
} as const;

/** The toast each sign-up outcome shows (spec part 2 §5 and §8: every string exact). */
export const signUpMessages = {
  empty: { title: "Heads up! 📧", description: "Please enter your email address." },
  invalid: { title: "Oops! 😬", description: "Please enter a valid email address." },
  subscribed: {
    title: "Awesome! 🎉 You're In!",
    description: "Thanks for subscribing! Keep an eye on your inbox for our exclusive content.",
  },
  duplicate: { title: "You're already on the list! 👍", description: "This email address has already been subscribed." },
  failed: { title: "Subscription Failed", fallback: "Could not subscribe. Please try again later." },
} as const;

/** The sign-up form's own words (the field's label for screen readers, and while it sends). */
export const signUpFormCopy = {
  fieldLabel: "Email address",
  submitting: "Subscribing...",
  submit: "Sign Me Up & Get The Goods!",
  placeholder: "Enter your email address",
} as const;
