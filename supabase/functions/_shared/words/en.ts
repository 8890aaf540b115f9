/**
 * The words the functions answer with when something goes wrong (`{"code": "error", "message"}`):
 * the site's pages show their own words for every code, so these are what a visitor reads only when
 * a page has none (and what a developer reads in the network tab). Spanish twin: ./es.ts.
 */
export const en = {
  wrongMethod: "This address only accepts a form sent from the site.",
  notJson: "The request could not be read. Please reload the page and try again.",
  tooLarge: "The request is too large.",
  badApiKey: "This request did not come from the site. Please reload the page and try again.",
  notAllowed: "Only the site's mail job may call this address.",
  missingEmail: "Please enter your email address.",
  missingToken: "The link is incomplete. Please copy the whole link from the e-mail.",
  unknownForm: "The form sent something this site does not know. Please reload the page and try again.",
  unknownAction: "The request asked for something this address does not do.",
  rateLimited: "Too many sign-ups from your network in the last hour. Please try again later.",
  turnstileFailed: "We could not confirm you are a person. Please try the check again.",
  failed: "Something went wrong on our side. Please try again in a few minutes.",
  /** The one-click unsubscribe's plain-text answer (a mail client reads it, if anyone). */
  unsubscribed: "You are unsubscribed. You will get no more e-mails from us.",
  unknownLink: "This link is not valid, or the address is no longer on our list.",
};

export type ApiWords = typeof en;
