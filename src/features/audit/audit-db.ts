import type { SupabaseClient } from "@supabase/supabase-js";
import { CONSENT_VERSION } from "~/content/consent/versions";

/**
 * The audit's questions to the database, each one rpc (supabase/migrations/*_audit_reads.sql):
 * team-only functions that check the second factor themselves, so the audit reads no table and
 * the public key is only ever used to prove what it can't do.
 */
export const AUDIT_RPC = {
  tableInfo: "audit_table_info",
  testSubscribers: "audit_test_subscribers",
  deleteTestSubscribers: "audit_delete_test_subscribers",
  signupHealth: "audit_signup_health",
  subscribe: "subscribe",
} as const;

/** The Edge Function visitors sign up through (supabase/functions/signup). */
export const SIGNUP_FUNCTION = "signup";

/** Where the audit's test sign-ups say they came from (the `page` column). */
export const AUDIT_PAGE = "/subscription-audit";

export type PgError = { message: string; code?: string; details?: string | null; hint?: string | null };

/** A failed rpc, with PostgREST's code and hint kept for the check's details. */
export class AuditRpcError extends Error {
  code: string | null;
  hint: string | null;
  constructor(e: PgError) {
    super(e.message || "no answer from Supabase");
    this.name = "AuditRpcError";
    this.code = e.code ?? null;
    this.hint = e.hint ?? null;
  }
}

async function rpc<T>(client: SupabaseClient, name: string, args?: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.rpc(name, args);
  if (error) throw new AuditRpcError(error);
  return data as T;
}

export type SubscriberState = "pending" | "confirmed" | "unsubscribed";

/** audit_table_info(): the table as the first two checks see it. */
export type TableInfo = {
  total: number;
  statuses: Record<SubscriberState, number>;
  columns: string[];
  privateTables: string[];
  consentTexts: { version: string; lang: string }[];
  auditSources: string[];
};

export async function fetchTableInfo(team: SupabaseClient): Promise<TableInfo> {
  const r = await rpc<Partial<TableInfo> | null>(team, AUDIT_RPC.tableInfo);
  const num = (n: unknown) => Number(n ?? 0);
  return {
    total: num(r?.total),
    statuses: { confirmed: num(r?.statuses?.confirmed), pending: num(r?.statuses?.pending), unsubscribed: num(r?.statuses?.unsubscribed) },
    columns: r?.columns ?? [],
    privateTables: r?.privateTables ?? [],
    consentTexts: r?.consentTexts ?? [],
    auditSources: r?.auditSources ?? [],
  };
}

/** One of the audit's test sign-ups read back, with the number of mails queued for it. */
export type TestSubscriber = {
  id: string;
  email: string;
  source: string | null;
  status: SubscriberState;
  lang: string | null;
  page: string | null;
  consent_text_version: string | null;
  created_at: string;
  consented_at: string | null;
  confirmed_at: string | null;
  mails: number;
};

export function readTestSubscribers(team: SupabaseClient, emails: string[]): Promise<TestSubscriber[]> {
  return rpc<TestSubscriber[] | null>(team, AUDIT_RPC.testSubscribers, { emails }).then((rows) => rows ?? []);
}

/** Removes the audit's test sign-ups with these addresses (only rows with an audit source), and says how many rows with them remain. */
export function deleteTestSubscribers(team: SupabaseClient, emails: string[]): Promise<{ deleted: number; remaining: number }> {
  return rpc<{ deleted?: number; remaining?: number } | null>(team, AUDIT_RPC.deleteTestSubscribers, { emails }).then((r) => ({
    deleted: Number(r?.deleted ?? 0),
    remaining: Number(r?.remaining ?? 0),
  }));
}

export type SubscribeAnswer = "pending" | "already_subscribed" | "mail_limit" | "invalid";

/**
 * A sign-up through subscribe() with the given client: the team's (allowed for the audit's test
 * sources only, and no mail is queued) or the public key's (which must be refused). No consent
 * version: the audit shows nobody any consent words, so it records none.
 */
export async function callSubscribe(client: SupabaseClient, email: string, source: string) {
  const { data, error } = await client.rpc(AUDIT_RPC.subscribe, { email, source, lang: "en", page: AUDIT_PAGE });
  const answer = (data ?? null) as { code?: SubscribeAnswer; mail_id?: string | null } | null;
  return {
    code: error ? null : (answer?.code ?? null),
    mailId: error ? null : (answer?.mail_id ?? null),
    error: (error as PgError | null) ?? null,
  };
}

export type GuardProbe =
  /** The function answered: its HTTP status and the answer's code. */
  | { reached: true; status: number; code: string | null }
  /** No answer (network, CORS, relay): the message. */
  | { reached: false; message: string };

/**
 * A well-formed sign-up to the `signup` Edge Function as any visitor would send it, but without
 * a Turnstile token: the function must refuse it (400 turnstile_failed) before it stores
 * anything. It carries the audit's flow_test source, so even a function with the guard off
 * stores a row the audit removes and queues no mail.
 */
export async function probeSignupGuard(anon: SupabaseClient, email: string): Promise<GuardProbe> {
  const { data, error } = await anon.functions.invoke(SIGNUP_FUNCTION, {
    body: { email, source: "flow_test", lang: "en", page: AUDIT_PAGE, consentVersion: CONSENT_VERSION, website: "" },
  });
  if (!error) return { reached: true, status: 200, code: codeOf(data) };
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    const body: unknown = await response.json().catch(() => null);
    return { reached: true, status: response.status, code: codeOf(body) };
  }
  return { reached: false, message: error instanceof Error ? error.message : String(error) };
}

function codeOf(body: unknown): string | null {
  return body && typeof body === "object" && "code" in body && typeof body.code === "string" ? body.code : null;
}
