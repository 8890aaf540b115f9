/**
 * /confirm-subscription: where the link in the confirmation mail lands (the double opt-in,
 * docs/decisions/2026-11-28-double-opt-in.md). The Spanish twin is ./es.ts.
 */
export const en = {
  meta: {
    title: "Confirm Your Subscription",
    description: "Confirm your e-mail address to start receiving hosting tips, early access to new DIY toolkits and subscriber-only offers.",
  },
  checking: "Confirming your address…",
  confirmed: {
    title: "You're confirmed! 🎉",
    lead: "Thanks for confirming your address. You're on the list now.",
    next: "What comes next: hosting tips, early access to new DIY toolkits and subscriber-only offers, straight to your inbox. Every e-mail has a one-click unsubscribe link.",
  },
  alreadyConfirmed: {
    title: "You're already confirmed 👍",
    lead: "This address was confirmed before, so there's nothing more to do. Our e-mails are on their way.",
  },
  expired: { title: "This link has expired", lead: "Confirmation links work for a limited time, and this one is too old. We can send you a new one." },
  used: {
    title: "This link was replaced",
    lead: "We sent a newer confirmation link to this address, so this one no longer works. Use the newest e-mail, or ask for a new link.",
  },
  resend: {
    button: "Send me a new link",
    sending: "Sending…",
    sent: "We've sent a new link. Check your inbox and click it to confirm your address.",
    queued: "We've sent a new link. It may take a few minutes to arrive; then click it to confirm your address.",
    limit: "We've already sent several links to this address today. Please check your inbox and spam folder, or try again tomorrow.",
    alreadyConfirmed: "Good news: this address is already confirmed. There's nothing more to do.",
    unknown: "We couldn't find this sign-up any more. Please sign up again.",
  },
  unknown: {
    title: "We couldn't read this link",
    lead: "This confirmation link is incomplete or not one of ours. Copy the whole link from the e-mail, or sign up again.",
  },
  failed: { title: "We couldn't confirm your address just now", retry: "Try again" },
  home: "Back to the home page",
  blog: "Read the blog",
  subscribe: "Sign up again",
};

export type ConfirmSubscriptionWords = typeof en;
