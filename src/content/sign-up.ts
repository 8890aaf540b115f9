/** The e-mail sign-up form's words, wherever the form is (/subscribe, the Google Workspace article). */

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

/** The sign-up form's own words (the field's label for screen readers, while it sends, the privacy promise). */
export const signUpFormCopy = {
  fieldLabel: "Email address",
  submitting: "Subscribing...",
  submit: "Sign Me Up & Get The Goods!",
  placeholder: "Enter your email address",
  privacy: "We respect your privacy. No spam, ever. Unsubscribe anytime.",
} as const;
