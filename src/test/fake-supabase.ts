// Test support only (imported by *.test.ts): the audit's view of Supabase in memory, behind a
// PostgREST- and Edge-Functions-shaped fetch, so the audit's checks run through the real
// supabase-js client. The team's questions are the audit's functions
// (supabase/migrations/*_audit_reads.sql) and subscribe() (…_double_opt_in.sql), reduced to
// what the audit sees; the public key's table requests are there to be refused. The report rpc
// answers with what the SQL would count (./audit-report); the health rpc with a fixture.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { DOUBLE_OPT_IN_COLUMNS, EXPECTED_COLUMNS } from "~/features/audit/checks";
import type { SignupHealth } from "~/features/audit/signup-health";
import { isTestSource, type Subscriber } from "~/features/subscribers";
import { auditReportOf } from "./audit-report";
import { signupHealthOf } from "./signup-health";

export type FakeRow = Subscriber & { status?: "pending" | "confirmed" | "unsubscribed"; mails?: number };

export type FakeBehaviour = {
  /** A leaking database: anonymous reads of the table return rows. */
  anonCanRead?: boolean;
  /** Anonymous deletes go through. */
  anonCanDelete?: boolean;
  /** The old wide door: the public key may insert rows straight into the table. */
  anonCanInsert?: boolean;
  /** The door before double opt-in: the public key may call subscribe(). */
  anonCanSubscribe?: boolean;
  /** The audit's functions answer the public key. */
  anonCanCallAudit?: boolean;
  /** Unique index on lower(email). */
  uniqueLowerEmail?: boolean;
  /** The e-mail shape check. */
  checkEmail?: boolean;
  /** Columns the table has. */
  columns?: string[];
  /** Private tables that exist. */
  privateTables?: string[];
  /** Consent texts on record. */
  consentTexts?: { version: string; lang: string }[];
  /** The signup function: refuses without a Turnstile token (on), stores anyway (off), or is not deployed (missing). */
  guard?: "on" | "off" | "missing";
  /** The status a test sign-up is stored with (pending, as the contract says). */
  storedStatus?: "pending" | "confirmed";
  /** Mails queued for a test sign-up (none, as the contract says). */
  mailsQueued?: number;
  /** The double opt-in's figures. */
  health?: SignupHealth;
  /** Every request fails with this status and message. */
  down?: { status: number; message: string };
  /** fetch itself rejects (no network). */
  networkError?: string;
  /** The team's removals of test sign-ups fail. */
  teamDeleteFails?: boolean;
  /** The team's read-back of test sign-ups fails. */
  teamReadFails?: boolean;
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const denied = (what: string) => json(401, { code: "42501", message: `permission denied for ${what}`, details: null, hint: null });

/** Every column the table has: the spec's and the double opt-in's, as the audit expects them. */
export const ALL_COLUMNS = [...EXPECTED_COLUMNS, ...DOUBLE_OPT_IN_COLUMNS];

let clientCount = 0;

export function fakeSupabase(seed: FakeRow[] = [], behaviour: FakeBehaviour = {}) {
  const b = {
    uniqueLowerEmail: true,
    checkEmail: true,
    columns: ALL_COLUMNS,
    privateTables: ["consent_texts", "mail_outbox", "signup_sources", "subscriber_tokens"],
    consentTexts: [
      { version: "2026-11-28", lang: "en" },
      { version: "2026-11-28", lang: "es" },
    ],
    guard: "on" as const,
    storedStatus: "pending" as const,
    mailsQueued: 0,
    ...behaviour,
  };
  let rows: FakeRow[] = [...seed];
  let nextId = 1;
  const log: { role: string; method: string; url: string }[] = [];

  const matches = (url: URL) => (r: FakeRow) => {
    for (const [key, raw] of url.searchParams) {
      if (["select", "order", "limit", "offset"].includes(key)) continue;
      const value = (r as Record<string, unknown>)[key];
      if (raw.startsWith("eq.") && String(value) !== raw.slice(3)) return false;
    }
    return true;
  };

  /** subscribe(), as the team may call it: one address, normalised, audit sources, no mail. */
  const subscribe = (args: { email?: string; source?: string }) => {
    const raw = String(args.email ?? "").trim();
    const email = raw.toLowerCase();
    if (b.checkEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { code: "invalid", mail_id: null };
    const existing = b.uniqueLowerEmail ? rows.find((r) => r.email.toLowerCase() === email) : undefined;
    if (existing) return { code: existing.status === "confirmed" ? "already_subscribed" : "pending", mail_id: null };
    rows.push({
      id: `new-${nextId++}`,
      email: b.uniqueLowerEmail ? email : raw,
      source: args.source ?? null,
      created_at: new Date().toISOString(),
      status: b.storedStatus,
      mails: b.mailsQueued,
    });
    return { code: "pending", mail_id: null };
  };
  const wanted = (emails: unknown) => new Set((Array.isArray(emails) ? emails : []).map((e) => String(e).toLowerCase()));

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    const role = headers.get("apikey") === "team-key" ? "team" : "anon";
    const method = (init?.method ?? "GET").toUpperCase();
    log.push({ role, method, url: url.pathname + url.search });
    if (b.networkError) throw new TypeError(b.networkError);
    if (b.down) return json(b.down.status, { code: "PGRST000", message: b.down.message, details: null, hint: null });
    const args = () => JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;

    if (url.pathname.endsWith("/functions/v1/signup")) {
      if (b.guard === "missing") return json(404, { code: "NOT_FOUND", message: "Requested function was not found" });
      const body = args();
      if (b.guard === "on" && !body.turnstileToken) return json(400, { code: "turnstile_failed", message: "Please confirm you're not a robot." });
      return json(200, { code: subscribe(body as { email?: string; source?: string }).code, mail: "none" });
    }
    const rpc = url.pathname.match(/\/rest\/v1\/rpc\/(\w+)$/)?.[1];
    if (rpc === "subscribe") {
      if (role === "anon" && !b.anonCanSubscribe) return denied("function subscribe");
      return json(200, subscribe(args()));
    }
    if (rpc === "subscriber_audit_report") {
      if (role === "anon") return denied("function subscriber_audit_report");
      return json(200, auditReportOf(rows));
    }
    if (rpc?.startsWith("audit_")) {
      if (role === "anon" && !b.anonCanCallAudit) return denied(`function ${rpc}`);
      if (rpc === "audit_table_info") {
        const count = (s: string) => rows.filter((r) => (r.status ?? "confirmed") === s).length;
        return json(200, {
          total: rows.length,
          statuses: { confirmed: count("confirmed"), pending: count("pending"), unsubscribed: count("unsubscribed") },
          columns: b.columns,
          privateTables: b.privateTables,
          consentTexts: b.consentTexts,
          auditSources: ["audit_test", "duplicate_test_1", "duplicate_test_2", "flow_test"],
        });
      }
      if (rpc === "audit_test_subscribers") {
        if (b.teamReadFails) return json(500, { code: "XX000", message: "read exploded", details: null, hint: null });
        const w = wanted(args().emails);
        return json(
          200,
          rows.filter((r) => w.has(r.email.toLowerCase())).map((r) => ({ ...r, status: r.status ?? "confirmed", mails: r.mails ?? 0 })),
        );
      }
      if (rpc === "audit_delete_test_subscribers") {
        if (b.teamDeleteFails) return json(500, { code: "XX000", message: "delete exploded", details: null, hint: null });
        const w = wanted(args().emails);
        const before = rows.length;
        rows = rows.filter((r) => !(w.has(r.email.toLowerCase()) && isTestSource(r.source)));
        return json(200, { deleted: before - rows.length, remaining: rows.filter((r) => w.has(r.email.toLowerCase())).length });
      }
      if (rpc === "audit_signup_health") return json(200, b.health ?? signupHealthOf());
    }
    if (rpc) return json(404, { code: "PGRST202", message: `Could not find the function public.${rpc}`, details: null, hint: null });

    // The table itself: only the public key's probes come here, and each must be refused.
    if (method === "GET" || method === "HEAD") {
      if (role === "anon" && !b.anonCanRead) return json(200, [], { "Content-Range": "*/0" });
      const found = rows.filter(matches(url));
      return json(200, found.slice(0, Number(url.searchParams.get("limit") ?? found.length)), { "Content-Range": `0-${found.length - 1}/${found.length}` });
    }
    if (method === "POST") {
      if (role === "anon" && !b.anonCanInsert) return denied("table subscribers");
      const body = args() as Partial<Subscriber>;
      rows.push({ id: `new-${nextId++}`, email: String(body.email ?? ""), source: body.source ?? null, created_at: new Date().toISOString() });
      return new Response(null, { status: 201 });
    }
    if (method === "DELETE") {
      if (role === "anon" && !b.anonCanDelete) return denied("table subscribers");
      rows = rows.filter((r) => !matches(url)(r));
      return new Response(null, { status: 204 });
    }
    return json(405, { message: "method not allowed" });
  };

  const client = (key: string): SupabaseClient =>
    createClient("http://supabase.test", key, {
      auth: { persistSession: false, autoRefreshToken: false, storageKey: `fake-${key}-${clientCount++}` },
      global: { fetch: fetchImpl as typeof fetch },
    });
  return { team: client("team-key"), anon: client("anon-key"), rows: () => rows, log };
}
