/*
 * The sign-up sources the site's forms store with their rows (spec part 2 §2 "E-mail sign-up page"):
 * ids, not words, the same in every language; the database accepts only these and the audit's
 * (private.signup_sources). The team reads them by name in /email-list (../subscriber-sources.ts).
 * A page writes its form's id as a literal of the `SignUpSource` type: checked here, and no
 * other page's id in its JavaScript.
 */
export const SIGN_UP_SOURCES = [
  /** The form on /subscribe. */
  "EmailSignUpPage",
  /** The starter kit's form under the Google Workspace article. */
  "GoogleWorkspaceArticle",
] as const;

export type SignUpSource = (typeof SIGN_UP_SOURCES)[number];
