import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * The subscriber domain (spec part 2 §3, §5 and §9): the row, where it lives, the rules the
 * sign-up page, the list and the audit share, and the one write visitors make.
 */

/** A row of the `subscribers` table. */
export type Subscriber = {
  id: string;
  email: string;
  /** May be null or empty: shown as unknown. */
  source: string | null;
  /** ISO 8601 timestamp from Postgres (timestamptz). */
  created_at: string;
};

/** The table visitors sign up into (supabase/migrations/*_subscribers.sql). */
export const SUBSCRIBERS_TABLE = "subscribers";
/** The team's view of it, with sort keys and the test-data flag (…_subscriber_queries.sql). */
export const SUBSCRIBER_LIST_VIEW = "subscriber_list";
/** The functions the team tools call through rpc. */
export const SUBSCRIBER_RPC = {
  stats: "subscriber_stats",
  auditReport: "subscriber_audit_report",
  exportRows: "subscriber_export_rows",
} as const;
/** The columns the tools read. */
export const SUBSCRIBER_COLUMNS = "id,email,source,created_at";

/**
 * A sign-up: a plain insert of `{ email, source }`, with no `.select()`, because anonymous
 * visitors may insert but row-level security doesn't let them read rows back. The sign-up
 * form and the audit's visitor checks insert through here.
 */
export async function insertSubscriber(client: SupabaseClient, row: { email: string; source: string }) {
  const { error } = await client.from(SUBSCRIBERS_TABLE).insert(row);
  return { error };
}

/** The spec's loose pattern: non-space text, an at-sign, non-space text, a dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/**
 * The database's limit (the migration checks char_length(email) <= 254). Counted in code
 * points, as Postgres counts characters.
 */
export const EMAIL_MAX_LENGTH = 254;

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

/** The id every missing or blank source is shown and counted as. */
export const UNKNOWN_SOURCE = "unknown";

/** The source as counted: a missing or blank source is 'unknown' (subscriber_source_label in SQL). */
export function sourceLabel(source: string | null | undefined): string {
  return source && source.trim() ? source : UNKNOWN_SOURCE;
}

/** True for a missing or blank source or the literal 'unknown', in any letter case (the 'unknown' filter). */
export function isUnknownSource(source: string | null | undefined): boolean {
  return sourceLabel(source).trim().toLowerCase() === UNKNOWN_SOURCE;
}

/** The audit's own test sign-ups: audit_test, flow_test, duplicate_test_* (subscriber_is_test_source in SQL). */
export function isTestSource(source: string | null | undefined): boolean {
  return source === "audit_test" || source === "flow_test" || (typeof source === "string" && source.startsWith("duplicate_test_"));
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** June 2024 as the spec defines it: 2024-06-01 inclusive to 2024-07-01 exclusive (UTC). */
export const JUNE_2024 = { start: Date.UTC(2024, 5, 1), end: Date.UTC(2024, 6, 1), month: "2024-06", days: 30 } as const;
