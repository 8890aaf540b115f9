import type { SupabaseClient } from "@supabase/supabase-js";
import { loadSupabase, subscribe, validateEmail, type SubscribeCode } from "~/features/subscribers";
import type { Lang } from "~/lib/i18n";

/** A sign-up that hangs is given up after this long (the visitor is told it timed out, the address stays in the field). */
export const SIGN_UP_TIMEOUT_MS = 10_000;

/**
 * The sign-up (spec part 2 §5 and §8): validation, then subscribe() (the database's one door for
 * visitors), mapped to an outcome the form announces. Used by /subscribe (source
 * "EmailSignUpPage") and the Google Workspace article's lead-magnet form (source
 * "GoogleWorkspaceArticle").
 */

export type SignUpOutcome =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "subscribed"; email: string }
  | { kind: "duplicate"; email: string }
  /** `error`: what failed, told in words by its kind (lib/failure.ts, loaded by the form only then: first-load JS). */
  | { kind: "failed"; error: unknown };

type SubscribeError = { code?: string; message?: string } | null;

/**
 * Maps subscribe()'s answer to an outcome: its codes to the spec's cases; an error (the hourly
 * limit's included) to 'Subscription Failed' with the sentence of its kind (lib/failure.ts), never
 * the error's own message.
 */
export function outcomeOfSubscribe(email: string, code: SubscribeCode | null, error: SubscribeError): SignUpOutcome {
  // subscribe() gives a code only without an error.
  if (code === "created") return { kind: "subscribed", email };
  if (code === "already_subscribed") return { kind: "duplicate", email };
  if (code === "invalid") return { kind: "invalid" };
  return { kind: "failed", error };
}

/**
 * Validates, then sends one address with its source and the language of the page it was typed
 * on (supabase-js is fetched on the first submit). `website` is the form's honeypot, sent as it
 * is: the database answers a filled one as a success and stores nothing, so a bot learns nothing
 * from the answer.
 */
export async function signUp(rawEmail: string, source: string, client?: SupabaseClient, website = "", lang: Lang = "en"): Promise<SignUpOutcome> {
  const check = validateEmail(rawEmail);
  if (!check.ok) return { kind: check.reason };
  try {
    const signal = AbortSignal.timeout(SIGN_UP_TIMEOUT_MS);
    const { code, error } = await subscribe(client ?? (await loadSupabase()), { email: check.email, source, lang, website, signal });
    return outcomeOfSubscribe(check.email, code, error);
  } catch (err) {
    return { kind: "failed", error: err };
  }
}

/** The analytics name of a failed sign-up submission. */
export const SIGN_UP_FORM_NAME = "email_signup";
