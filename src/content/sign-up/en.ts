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
  subscribed: {
    title: "Awesome! 🎉 You're In!",
    description: "Thanks for subscribing! Keep an eye on your inbox for our exclusive content.",
  },
  duplicate: { title: "You're already on the list! 👍", description: "This email address has already been subscribed." },
  failed: { title: "Subscription Failed", fallback: "Could not subscribe. Please try again later." },
};

export type SignUpWords = typeof en;
