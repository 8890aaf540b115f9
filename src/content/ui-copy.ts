/** The few words the shared building blocks (components/marketing, editorial, ui) print themselves. */

/** The toast's close button. */
export const toastCopy = { close: "Close notification" } as const;

/** The click-to-load video. */
export const videoCopy = { watchOnYouTube: "Watch on YouTube" } as const;

/** The copy-a-promo-code button. */
export const copyCodeCopy = {
  copy: "Copy",
  copied: "Copied",
  srLabel: (code: string) => ` promo code ${code}`,
  copiedToast: (code: string) => ({ title: "Promo code copied", description: `${code} is on your clipboard. Paste it at checkout.` }),
  blockedToast: (code: string) => ({ title: "Copy this code", description: `Your clipboard is blocked here. The code is ${code}.` }),
} as const;
