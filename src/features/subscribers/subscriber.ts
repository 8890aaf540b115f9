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

/** The one function the public key may call (supabase/migrations/*_narrow_door.sql). */
export const SUBSCRIBE_RPC = "subscribe";

/** What subscribe() answers for one address (stable codes the form maps to its messages). */
export type SubscribeCode = "created" | "already_subscribed" | "invalid";

export type SubscribeRequest = {
  email: string;
  /** One of the sources the database accepts (private.signup_sources): the form's, or the audit's. */
  source: string;
  lang?: "en" | "es";
  /** The form's honeypot: people leave it empty; the database treats a filled one as a bot. */
  website?: string;
  /** Gives the request up (the sign-up's timeout). */
  signal?: AbortSignal;
};

/**
 * A sign-up through the narrow door: `rpc('subscribe')`, one address per call. The database
 * normalises the address, checks the source and the per-address hourly limit (past it: PostgREST
 * error PT429, HTTP 429, with a message meant for the visitor), and answers a code; the public key
 * can't insert into the table or read it. The sign-up form and the audit's visitor checks sign up
 * through here.
 */
export async function subscribe(client: SupabaseClient, { email, source, lang = "en", website = "", signal }: SubscribeRequest) {
  const call = client.rpc(SUBSCRIBE_RPC, { email, source, lang, website });
  const { data, error } = await (signal ? call.abortSignal(signal) : call);
  return { code: (error ? null : data) as SubscribeCode | null, error: error as { code?: string; message: string } | null };
}

/** The spec's loose pattern: non-space text, an at-sign, non-space text, a dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/**
 * The database's limit (the migration checks char_length(email) <= 254). Counted in code
 * points, as Postgres counts characters.
 */
export const EMAIL_MAX_LENGTH = 254;

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
