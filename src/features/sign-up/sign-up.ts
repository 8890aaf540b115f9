import { callSignup, type SignupAnswer } from "~/features/subscribers/functions";
import type { Lang } from "~/lib/i18n";

/** A sign-up that hangs is given up after this long (the visitor is told it timed out, the address stays in the field). */
export const SIGN_UP_TIMEOUT_MS = 10_000;

/**
 * The sign-up (spec part 2 §5 and §8, with the double opt-in of
 * docs/decisions/2026-11-28-double-opt-in.md): validation, then the `signup` Edge Function
 * (Turnstile, the database's subscribe(), the confirmation mail), mapped to an outcome the form
 * announces. Used by /subscribe (source "EmailSignUpPage"), its Spanish twin and the Google
 * Workspace article's lead-magnet form (source "GoogleWorkspaceArticle"). The form imports this
 * module on the first submit, never with the page (first-load budget).
 */

export type SignUpOutcome =
  | { kind: "empty" }
  | { kind: "invalid" }
  /** Pending confirmation; `queued`: the confirmation mail is not out yet (the mail service was slow or down). */
  | { kind: "subscribed"; email: string; queued: boolean }
  | { kind: "duplicate"; email: string }
  | { kind: "mailLimit"; email: string }
  | { kind: "turnstileFailed" }
  /** The per-address limit: `message` is the function's sentence for the visitor. */
  | { kind: "rateLimited"; message: string | null }
  /** `error`: what failed, told in words by its kind (lib/failure.ts). */
  | { kind: "failed"; error: unknown };

/** Maps the function's answer (and its HTTP status) to an outcome. */
export function outcomeOfSignup(email: string, status: number, answer: SignupAnswer): SignUpOutcome {
  switch (answer.code) {
    case "pending":
      return { kind: "subscribed", email, queued: answer.mail === "queued" };
    case "already_subscribed":
      return { kind: "duplicate", email };
    case "mail_limit":
      return { kind: "mailLimit", email };
    case "invalid":
      return { kind: "invalid" };
    case "turnstile_failed":
      return { kind: "turnstileFailed" };
    case "rate_limited":
      return { kind: "rateLimited", message: typeof answer.message === "string" && answer.message.trim() ? answer.message : null };
    default:
      // "error" or a code this page does not know: a failure of the status's kind.
      return { kind: "failed", error: { status: status >= 400 ? status : 500, message: "message" in answer ? answer.message : undefined } };
  }
}

export type SignUpRequest = {
  /** CONSENT_VERSION (content/consent/versions.ts): the words shown beside the form. */
  consentVersion: string;
  source: string;
  lang: Lang;
  /** The page the form is on (location.pathname), stored with the consent record. */
  page: string;
  /** The honeypot, sent as it is: the function answers a filled one as a success and stores nothing. */
  website: string;
  turnstileToken: string;
  call?: typeof callSignup;
};

/**
 * Sends one address (validated by the form: validateEmail) with its source, language, page and
 * consent version. Imports nothing the pages import statically, so its chunk stays its own.
 */
export async function signUp(
  email: string,
  { consentVersion, source, lang, page, website, turnstileToken, call = callSignup }: SignUpRequest,
): Promise<SignUpOutcome> {
  try {
    const { status, body } = await call({ email, source, lang, page, consentVersion, website, turnstileToken }, AbortSignal.timeout(SIGN_UP_TIMEOUT_MS));
    return outcomeOfSignup(email, status, body);
  } catch (err) {
    return { kind: "failed", error: err };
  }
}
