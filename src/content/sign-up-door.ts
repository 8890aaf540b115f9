/**
 * The sign-up form's honeypot (issue 26): hidden from people, and from assistive technology; bots
 * that fill every field fill it. The hourly limit's message comes from the database itself
 * (subscribe(), shown under the spec's 'Subscription Failed' title). The form is on English
 * pages only.
 */
export const honeypotCopy = {
  label: "Leave this field empty",
  name: "website",
} as const;
