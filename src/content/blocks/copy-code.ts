/** Words the copy-a-promo-code button prints itself (one file per block: see ./video.ts). */
export const copyCodeCopy = {
  copy: "Copy",
  copied: "Copied",
  srLabel: (code: string) => ` promo code ${code}`,
  copiedToast: (code: string) => ({ title: "Promo code copied", description: `${code} is on your clipboard. Paste it at checkout.` }),
  blockedToast: (code: string) => ({ title: "Copy this code", description: `Your clipboard is blocked here. The code is ${code}.` }),
} as const;
