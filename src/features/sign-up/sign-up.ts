import type { SupabaseClient } from "@supabase/supabase-js";
import { signUpLimitMessage } from "~/content/sign-up-door";
import { loadSupabase, subscribe, TOO_MANY_SIGN_UPS, validateEmail, type SubscribeCode } from "~/features/subscribers";

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
  | { kind: "failed"; message: string };

type SubscribeError = { code?: string; message?: string } | null;

/**
 * Maps subscribe()'s answer to an outcome: its codes to the spec's cases; the hourly limit to
 * 'Subscription Failed' with the limit's own words; any other error to 'Subscription Failed'
 * with its message.
 */
export function outcomeOfSubscribe(email: string, code: SubscribeCode | null, error: SubscribeError): SignUpOutcome {
  if (!error && code === "created") return { kind: "subscribed", email };
  if (!error && code === "already_subscribed") return { kind: "duplicate", email };
  if (!error && code === "invalid") return { kind: "invalid" };
  if (error?.code === TOO_MANY_SIGN_UPS) return { kind: "failed", message: signUpLimitMessage };
  return { kind: "failed", message: error?.message?.trim() ?? "" };
}

/**
 * Validates, then sends one address with its source (supabase-js is fetched on the first
 * submit). `website` is the form's honeypot, sent as it is: the database answers a filled one as
 * a success and stores nothing, so a bot learns nothing from the answer.
 */
export async function signUp(rawEmail: string, source: string, client?: SupabaseClient, website = ""): Promise<SignUpOutcome> {
  const check = validateEmail(rawEmail);
  if (!check.ok) return { kind: check.reason };
  try {
    const { code, error } = await subscribe(client ?? (await loadSupabase()), { email: check.email, source, lang: "en", website });
    return outcomeOfSubscribe(check.email, code, error);
  } catch (err) {
    return { kind: "failed", message: err instanceof Error ? err.message : "" };
  }
}

/** The analytics name of a failed sign-up submission. */
export const SIGN_UP_FORM_NAME = "email_signup";
