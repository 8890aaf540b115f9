/**
 * The sign-up form's words for what the narrow door added (issue 26): the honeypot field's label
 * (for the rare assistive technology that still reaches it) and the hourly limit's message,
 * shown under the spec's 'Subscription Failed' title. The form is on English pages only.
 */

/** The description under 'Subscription Failed' when an address has used up its sign-ups for the hour. */
export const signUpLimitMessage = "Too many sign-ups from your network in the last hour. Please try again later.";

/** The honeypot: hidden from people; bots that fill every field fill it. */
export const honeypotCopy = {
  label: "Leave this field empty",
  name: "website",
} as const;
