/**
 * The sign-up form's honeypot (issue 26): hidden from people, and from assistive technology; bots
 * that fill every field fill it. The hourly limit's message comes from the database itself
 * (subscribe(), shown under the spec's 'Subscription Failed' title). Its label is the form's
 * words (`honeypot` in ./sign-up/en.ts and es.ts): off-screen, it is still in the page's text.
 */
export const honeypotCopy = {
  name: "website",
} as const;
