// Test support only (imported by *.test.ts): an in-memory `subscribers` table behind a
// PostgREST-shaped fetch, so the audit checks run through the real supabase-js client. The
// audit's report rpc answers with what the SQL would count (./audit-report).
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Subscriber } from "~/features/subscribers";
import { auditReportOf } from "./audit-report";

export type FakeBehaviour = {
  /** A leaking database: anonymous reads return rows. */
  anonCanRead?: boolean;
  /** Anonymous deletes go through. */
  anonCanDelete?: boolean;
  /** The old wide door: the public key may insert rows straight into the table. */
  anonCanInsert?: boolean;
  /** Unique index on lower(email). */
  uniqueLowerEmail?: boolean;
  /** The e-mail shape check. */
  checkEmail?: boolean;
  /** Columns the table has. */
  columns?: string[];
  /** Every request fails with this status and message. */
  down?: { status: number; message: string };
  /** fetch itself rejects (no network). */
  networkError?: string;
  /** The team's deletes fail. */
  teamDeleteFails?: boolean;
  /** The team's GET with an email filter fails (after an insert went through). */
  teamFilteredReadFails?: boolean;
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

let clientCount = 0;

export function fakeSupabase(seed: Subscriber[] = [], behaviour: FakeBehaviour = {}) {
  const b = { uniqueLowerEmail: true, checkEmail: true, columns: ["id", "email", "source", "created_at"], ...behaviour };
  let rows = [...seed];
  let nextId = 1;
  const log: { role: string; method: string; url: string }[] = [];

  const matches = (url: URL) => (r: Subscriber) => {
    for (const [key, raw] of url.searchParams) {
      if (["select", "order", "limit", "offset"].includes(key)) continue;
      const value = (r as Record<string, unknown>)[key];
      if (raw.startsWith("eq.")) {
        if (String(value) !== raw.slice(3)) return false;
      } else if (raw.startsWith("in.(")) {
        const list = raw.slice(4, -1).split(",").map((s) => s.replace(/^"|"$/g, ""));
        if (!list.includes(String(value))) return false;
      }
    }
    return true;
  };

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    const role = headers.get("apikey") === "team-key" ? "team" : "anon";
    const method = (init?.method ?? "GET").toUpperCase();
    log.push({ role, method, url: url.pathname + url.search });
    if (b.networkError) throw new TypeError(b.networkError);
    if (b.down) return json(b.down.status, { code: "PGRST000", message: b.down.message, details: null, hint: null });
    const select = url.searchParams.get("select");
    if (select && select !== "*") {
      const unknown = select.split(",").filter((c) => !b.columns.includes(c));
      if (unknown.length) return json(400, { code: "42703", message: `column subscribers.${unknown[0]} does not exist`, details: null, hint: null });
    }
    const project = (r: Subscriber) =>
      Object.fromEntries(Object.entries(r).filter(([k]) => b.columns.includes(k) && (!select || select === "*" || select.split(",").includes(k))));

    if (url.pathname.endsWith("/rpc/subscribe") && method === "POST") {
      // subscribe(): the door (supabase/migrations/*_narrow_door.sql), reduced to what the audit sees.
      const args = JSON.parse(String(init?.body ?? "{}")) as { email?: string; source?: string; website?: string | null };
      if (args.website) return json(200, "created");
      const email = String(args.email ?? "").trim().toLowerCase();
      if (b.checkEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return json(200, "invalid");
      if (b.uniqueLowerEmail && rows.some((r) => r.email.toLowerCase() === email)) return json(200, "already_subscribed");
      rows.push({ id: `new-${nextId++}`, email: b.uniqueLowerEmail ? email : String(args.email), source: args.source ?? null, created_at: new Date().toISOString() });
      return json(200, "created");
    }
    if (url.pathname.endsWith("/rpc/subscriber_audit_report")) {
      if (role === "anon") return json(401, { code: "42501", message: "permission denied for function subscriber_audit_report", details: null, hint: null });
      return json(200, auditReportOf(rows));
    }
    if (method === "GET" || method === "HEAD") {
      if (role === "anon" && !b.anonCanRead) return json(200, [], { "Content-Range": "*/0" });
      if (role === "team" && b.teamFilteredReadFails && url.searchParams.has("email")) {
        return json(500, { code: "XX000", message: "read exploded", details: null, hint: null });
      }
      const found = rows.filter(matches(url));
      const limit = Number(url.searchParams.get("limit") ?? found.length);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const page = found.slice(offset, offset + limit).map(project);
      const range = `${page.length ? `${offset}-${offset + page.length - 1}` : "*"}/${found.length}`;
      if (method === "HEAD") return new Response(null, { status: 200, headers: { "Content-Range": range } });
      return json(200, page, { "Content-Range": range });
    }
    if (method === "POST") {
      if (role === "anon" && !b.anonCanInsert) return json(401, { code: "42501", message: "permission denied for table subscribers", details: null, hint: null });
      const body = JSON.parse(String(init?.body ?? "{}")) as Partial<Subscriber> | Partial<Subscriber>[];
      for (const item of Array.isArray(body) ? body : [body]) {
        const email = String(item.email ?? "");
        if (b.checkEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          return json(400, { code: "23514", message: 'new row for relation "subscribers" violates check constraint "subscribers_email_shape"', details: null, hint: null });
        }
        if (b.uniqueLowerEmail && rows.some((r) => r.email.toLowerCase() === email.toLowerCase())) {
          return json(409, { code: "23505", message: 'duplicate key value violates unique constraint "subscribers_email_lower_key"', details: null, hint: null });
        }
        rows.push({ id: `new-${nextId++}`, email, source: item.source ?? null, created_at: new Date().toISOString() });
      }
      return new Response(null, { status: 201 });
    }
    if (method === "DELETE") {
      if (role === "anon" && !b.anonCanDelete) return json(401, { code: "42501", message: "permission denied for table subscribers", details: null, hint: null });
      if (role === "team" && b.teamDeleteFails) return json(500, { code: "XX000", message: "delete exploded", details: null, hint: null });
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
