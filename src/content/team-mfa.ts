/**
 * The team sign-in's second step (issue 26 item 5): enrolling an authenticator app on a team
 * account's first sign-in, and the code asked for on every later one. The team pages are
 * English-only.
 */
export const teamMfaCopy = {
  checking: "Checking your second step...",
  enrolHeading: "Set up two-step sign-in",
  enrolIntro:
    "Team accounts sign in with a password and a code from an authenticator app (Google Authenticator, 1Password, Authy, Microsoft Authenticator...). Scan this QR code with the app, or enter the key by hand, then type the 6-digit code it shows.",
  qrAlt: "QR code to add this account to an authenticator app",
  keyLabel: "Key for entering by hand",
  preparing: "Preparing your QR code...",
  enrolFailed: (message: string) => `Two-step sign-in could not be set up: ${message}`,
  challengeHeading: "Two-step sign-in",
  challengeIntro: "Enter the 6-digit code your authenticator app shows for CX Fusion.",
  codeLabel: "6-digit code",
  missingCode: "Enter the 6 digits your authenticator app shows.",
  verify: "Verify",
  verifying: "Verifying...",
  failed: (message: string) => `That code didn't work: ${message}. Check that your phone's clock is right and try the newest code.`,
  noFactor: "This account has no authenticator app set up. Sign out and in again to set one up.",
} as const;
