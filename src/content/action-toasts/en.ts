import type { ToastInput } from "~/lib/toast";

/**
 * Toasts of the calls to action (spec part 1 §2 "Home"; the spec's English, verbatim): the pages
 * that raise them carry them in their words (`toasts`), so each page's JS holds its own
 * language's. `content/offer-facts.ts` re-exports them as `actionToasts` for the English pages
 * that still read them from there.
 */
export const en = {
  calendar: {
    title: "Redirecting to Calendar...",
    description: "Our booking calendar is opening in a new tab. Pick a time for your free 30-minute consultation.",
    duration: 3000,
  } as ToastInput,
  audit: {
    title: "Redirecting to Audit Request Form...",
    description: "The request form is opening in a new tab. Tell us about your listing and we will send your free CX audit.",
    duration: 3000,
  } as ToastInput,
  services: {
    title: "Loading Services...",
    description: "Taking you to every way we help: DIY toolkits, done-for-you launch kits and Platinum co-hosting.",
    duration: 2000,
  } as ToastInput,
  /** The spec leaves this text to us: any action that leads to /diy-host-pack. */
  diy: {
    title: "Opening the DIY Host Toolkits...",
    description: "Launching soon: see what's inside each pack and join the waitlist for early access.",
    duration: 2000,
  } as ToastInput,
};

export type ActionToastWords = typeof en;
