import type { SupabaseClient } from "@supabase/supabase-js";
import { insertSubscriber, loadSupabase, UNIQUE_VIOLATION, validateEmail } from "~/features/subscribers";

/**
 * The sign-up (spec part 2 §5 and §8): validation, then the insert into `subscribers`,
 * mapped to an outcome the form announces. Used by /subscribe (source "EmailSignUpPage") and the
 * Google Workspace article's lead-magnet form (source "GoogleWorkspaceArticle").
 */

export type SignUpOutcome =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "subscribed"; email: string }
  | { kind: "duplicate"; email: string }
  | { kind: "failed"; message: string };

type InsertError = { code?: string; message?: string } | null;

/** Maps the insert's error (PostgREST's `{code, message}`) to an outcome. */
export function outcomeOfInsert(email: string, error: InsertError): SignUpOutcome {
  if (!error) return { kind: "subscribed", email };
  if (error.code === UNIQUE_VIOLATION) return { kind: "duplicate", email };
  return { kind: "failed", message: error.message?.trim() ?? "" };
}

/** Validates, then inserts `{ email, source }` (supabase-js is fetched on the first submit). */
export async function signUp(rawEmail: string, source: string, client?: SupabaseClient): Promise<SignUpOutcome> {
  const check = validateEmail(rawEmail);
  if (!check.ok) return { kind: check.reason };
  try {
    const { error } = await insertSubscriber(client ?? (await loadSupabase()), { email: check.email, source });
    return outcomeOfInsert(check.email, error);
  } catch (err) {
    return { kind: "failed", message: err instanceof Error ? err.message : "" };
  }
}

/** The analytics name of a failed sign-up submission. */
export const SIGN_UP_FORM_NAME = "email_signup";
