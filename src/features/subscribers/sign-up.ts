import type { SupabaseClient } from "@supabase/supabase-js";
import { loadSupabase } from "~/lib/supabase-lazy";

/**
 * The one sign-up module (spec part 2, sections 5 and 8): pure validation plus the insert into
 * `subscribers`. Used by /subscribe (source "EmailSignUpPage") and the Google Workspace article's
 * lead-magnet form (source "GoogleWorkspaceArticle").
 */

/** The spec's loose pattern: non-space text, an at-sign, non-space text, a dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/**
 * The database's limit (supabase/migrations/*_subscribers.sql checks char_length(email) <= 254).
 * Counted in code points, as Postgres counts characters.
 */
export const EMAIL_MAX_LENGTH = 254;

export const SUBSCRIBERS_TABLE = "subscribers";

/** Postgres's unique-violation code: the address is already on the list (any letter case). */
export const UNIQUE_VIOLATION = "23505";

export type EmailCheck = { ok: true; email: string } | { ok: false; reason: "empty" | "invalid" };

/** Trims, then checks presence, the loose pattern and the column's length limit. */
export function validateEmail(raw: string): EmailCheck {
  const email = raw.trim();
  if (!email) return { ok: false, reason: "empty" };
  if (!EMAIL_PATTERN.test(email) || [...email].length > EMAIL_MAX_LENGTH) return { ok: false, reason: "invalid" };
  return { ok: true, email };
}

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

/**
 * Validates, then inserts `{ email, source }`. A plain insert with no `.select()`: anonymous
 * visitors may insert but row-level security doesn't let them read rows back.
 */
export async function signUp(rawEmail: string, source: string, client?: SupabaseClient): Promise<SignUpOutcome> {
  const check = validateEmail(rawEmail);
  if (!check.ok) return { kind: check.reason };
  try {
    const db = client ?? (await loadSupabase());
    const { error } = await db.from(SUBSCRIBERS_TABLE).insert({ email: check.email, source });
    return outcomeOfInsert(check.email, error);
  } catch (err) {
    return { kind: "failed", message: err instanceof Error ? err.message : "" };
  }
}

/** The toast each outcome shows (spec part 2, sections 5 and 8: every string exact). */
export const SIGN_UP_MESSAGES = {
  empty: { title: "Heads up! 📧", description: "Please enter your email address." },
  invalid: { title: "Oops! 😬", description: "Please enter a valid email address." },
  subscribed: {
    title: "Awesome! 🎉 You're In!",
    description: "Thanks for subscribing! Keep an eye on your inbox for our exclusive content.",
  },
  duplicate: { title: "You're already on the list! 👍", description: "This email address has already been subscribed." },
  failed: { title: "Subscription Failed", fallback: "Could not subscribe. Please try again later." },
} as const;

/** The analytics name of a failed sign-up submission. */
export const SIGN_UP_FORM_NAME = "email_signup";
