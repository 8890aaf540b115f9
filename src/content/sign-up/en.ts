import { en as consent } from "~/content/sign-up-consent/en";

/**
 * The e-mail sign-up form's words, wherever the form is (/subscribe, the Google Workspace
 * article): each page's words carry them to the form (features/sign-up/sign-up-form.tsx).
 */
export const en = {
  /** The field's label, for screen readers. */
  fieldLabel: "Email address",
  /** The button while it sends. */
  submitting: "Subscribing...",
  submit: "Sign Me Up & Get The Goods!",
  placeholder: "Enter your email address",
  /** The honeypot's label (../sign-up-door.ts): off-screen and hidden from assistive technology, for bots. */
  honeypot: "Leave this field empty",
  /** The privacy promise under the form. */
  privacy: "We respect your privacy. No spam, ever. Unsubscribe anytime.",
  // The toast each sign-up outcome shows (spec part 2 §5 and §8: every string exact).
  empty: { title: "Heads up! 📧", description: "Please enter your email address." },
  invalid: { title: "Oops! 😬", description: "Please enter a valid email address." },
  // A departure from the spec's description (docs/decisions/2026-11-28-double-opt-in.md): the
  // address is in only once the visitor clicks the link in the confirmation mail.
  subscribed: {
    title: "Awesome! 🎉 You're In!",
    description: "Thanks for subscribing! Check your inbox and click the link in our e-mail to confirm your address.",
  },
  /** Added to `subscribed` when the confirmation mail is only queued (the mail service was slow or down). */
  queued: "The e-mail may take a few minutes to arrive.",
  /** Three confirmation mails went to this address in the last day: no more until tomorrow. */
  mailLimit: {
    title: "Check your inbox 📬",
    description: "We've already sent a confirmation e-mail to this address. Please look in your inbox and spam folder, or try again tomorrow.",
  },
  /** Turnstile refused the request (the "are you a person" check); the title is the spec's 'Subscription Failed'. */
  turnstileFailed: "We couldn't check that this request came from a person. Please try again.",
  duplicate: { title: "You're already on the list! 👍", description: "This email address has already been subscribed." },
  failed: { title: "Subscription Failed", fallback: "Could not subscribe. Please try again later." },
  /** The consent words and the short privacy notice beside the button (content/sign-up-consent). */
  consent,
};

export type SignUpWords = typeof en;
