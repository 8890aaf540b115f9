/**
 * The subscribers table's rules, proven through the real supabase-js client against the local
 * Supabase stand-in (PGlite running supabase/migrations), started in-process on a free port.
 * Visitors sign up through the signup Edge Function, which calls subscribe() with the service
 * role: the publishable key can call nothing and read nothing (double opt-in, issue 42). The
 * REST interface serves functions only (`/rest/v1/rpc/…`, as the app calls it): a table answers
 * 404 PGRST205. What the database itself allows each role is checked here in SQL run as
 * PostgREST runs a request (the session's role and JWT claims, in one transaction), and the
 * truth is read as the database's owner.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ws from "ws";
import { DEMO_SOURCES } from "../local-services/supabase/seed.mjs";
import { totpCode } from "../local-services/supabase/auth.mjs";
import { startSupabaseStandIn } from "../local-services/supabase/stand-in.mjs";
import { validateEmail } from "../src/features/subscribers/subscriber";
import { CONSENT_VERSION } from "../src/content/consent/versions";
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from "./subscribers-email-cases";
import { localAccount, signInAs } from "./team-session";

type StandIn = Awaited<ReturnType<typeof startSupabaseStandIn>>;
let standIn: StandIn;
let startReturnedMs = 0;

function client(key = standIn.keys.publishable): SupabaseClient {
  return createClient(standIn.url, key, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The team account through both factors (aal2), or the non-team member. */
async function signedIn(role: "admin" | undefined, options?: { secondFactor?: boolean }) {
  return signInAs(client(), localAccount(standIn.users, role === "admin" ? "team" : "member"), options);
}

type SignUp = { code: "pending" | "already_subscribed" | "mail_limit" | "invalid"; mail_id: string | null };

/** A sign-up as the signup Edge Function makes it: the service role, the form's consent version, the visitor's address. */
async function subscribe(email: string, source = "EmailSignUpPage", c = client(standIn.keys.secret), more: Record<string, unknown> = {}) {
  const r = await c.rpc("subscribe", { email, source, lang: "en", page: "/subscribe", consent_version: CONSENT_VERSION, client_address: "198.51.100.9", ...more });
  return { data: r.data as SignUp | null, error: r.error, status: r.status };
}
/** The answer's code, or the error's. */
async function codeOf(request: ReturnType<typeof subscribe>) {
  const { data, error } = await request;
  return data?.code ?? error?.code;
}

/** Raw HTTP against the stand-in, for shapes supabase-js can't produce. */
function raw(pathAndQuery: string, init: RequestInit = {}) {
  return fetch(`${standIn.url}${pathAndQuery}`, {
    ...init,
    headers: { apikey: standIn.keys.publishable, ...(init.headers as Record<string, string>) },
  });
}

/** The truth, as the database's owner (past grants and row-level security). */
async function owner<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await standIn.db!.query<T>(text, params)).rows;
}
const countAll = async () => (await owner<{ n: number }>("select count(*)::int as n from public.subscribers"))[0]!.n;

/**
 * SQL as PostgREST runs a request from this session (anonymous without one): its role and JWT
 * claims, in one transaction. The rows, or the refusal's SQLSTATE.
 */
async function asSession<T = Record<string, unknown>>(c: SupabaseClient | null, text: string, params: unknown[] = []) {
  const token = c ? (await c.auth.getSession()).data.session?.access_token : undefined;
  const claims = token ? JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) : { role: "anon" };
  try {
    const rows = await standIn.db!.transaction(async (tx) => {
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [claims.role, JSON.stringify(claims)]);
      return (await tx.query<T>(text, params)).rows;
    });
    return { rows, code: null };
  } catch (error) {
    return { rows: null, code: (error as { code?: string }).code ?? String(error) };
  }
}

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@rental.example`;

beforeAll(async () => {
  const t0 = performance.now();
  // Every sign-up here comes from 127.0.0.1: the per-address limit has its own test below.
  standIn = await startSupabaseStandIn({ signupLimitPerHour: 10_000 });
  startReturnedMs = performance.now() - t0;
});
afterAll(async () => {
  await standIn?.close();
});

describe("start-up", () => {
  it("returns before the database is ready; the first request waits for it", async () => {
    expect(startReturnedMs).toBeLessThan(3000);
    const { data, error, status } = await subscribe(unique("first"));
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ code: "pending", mail_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });
});

describe("anonymous visitors", () => {
  it("may not call subscribe() (401, 42501): they sign up through the signup function, which calls it with the service role", async () => {
    const email = unique("anon");
    const refused = await subscribe(email, "EmailSignUpPage", client());
    expect(refused.status).toBe(401);
    expect(refused.error).toMatchObject({ code: "42501" });
    expect((await subscribe(email)).data).toMatchObject({ code: "pending" });
    expect(await codeOf(subscribe(email.toUpperCase(), "GoogleWorkspaceArticle"))).toBe("pending");
    expect(await codeOf(subscribe("not-an-address"))).toBe("invalid");
  });

  it.each([
    ["confirm_subscription", { token: "a".repeat(64) }],
    ["resend_confirmation", { token: "a".repeat(64) }],
    ["unsubscribe", { token: "a".repeat(64) }],
    ["request_subscriber_data", { email: "who@rental.example", lang: "en" }],
    ["erase_subscriber", { token: "a".repeat(64) }],
    ["mails_due", { max_count: 5 }],
    ["mail_to_send", { mail_id: "00000000-0000-4000-8000-000000000000" }],
    ["mail_sent", { mail_id: "00000000-0000-4000-8000-000000000000", provider_id: "x" }],
    ["mail_failed", { mail_id: "00000000-0000-4000-8000-000000000000", error: "x" }],
  ])("may not call %s() (401, 42501)", async (fn, args) => {
    const r = await client().rpc(fn, args);
    expect(r.status).toBe(401);
    expect(r.error).toMatchObject({ code: "42501" });
  });

  it("finds no table over REST: an insert of one row or a bulk of 1,000 is answered 404 PGRST205 and stores nothing", async () => {
    const before = await countAll();
    const one = await client().from("subscribers").insert({ email: unique("direct"), source: "EmailSignUpPage" });
    expect(one.status).toBe(404);
    expect(one.error).toMatchObject({ code: "PGRST205", message: "Could not find the table 'public.subscribers' in the schema cache" });
    const bulk = await raw("/rest/v1/subscribers", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${standIn.keys.publishable}` },
      body: JSON.stringify(Array.from({ length: 1000 }, (_, i) => ({ email: `bulk-${i}@gaming.example`, source: "Bulk gaming top source" }))),
    });
    expect(bulk.status).toBe(404);
    expect(await bulk.json()).toMatchObject({ code: "PGRST205" });
    expect(await countAll()).toBe(before);
  });

  it("the database refuses the anon role too: no insert, no read, not even a count (42501)", async () => {
    const email = unique("direct-sql");
    expect((await asSession(null, "insert into public.subscribers (email, source) values ($1, 'EmailSignUpPage')", [email])).code).toBe("42501");
    expect((await asSession(null, "select email from public.subscribers limit 1")).code).toBe("42501");
    expect((await asSession(null, "select count(*) from public.subscribers")).code).toBe("42501");
    expect((await asSession(null, "select * from public.subscriber_counts")).code).toBe("42501");
    expect(await owner("select 1 from public.subscribers where email = $1", [email])).toEqual([]);
  });

  it("cannot read, update or delete: 404 over REST, 42501 in the database", async () => {
    const email = unique("victim");
    await subscribe(email);
    const anon = client();
    const read = await anon.from("subscribers").select("*");
    expect(read.status).toBe(404);
    expect(read.data).toBeNull();
    // A HEAD's empty 404 is what supabase-js turns into 204 with no count: no count either way.
    expect((await anon.from("subscribers").select("*", { count: "exact", head: true })).count).toBeNull();
    expect((await raw("/rest/v1/subscribers?select=*", { method: "HEAD", headers: { Prefer: "count=exact" } })).status).toBe(404);
    const update = await anon.from("subscribers").update({ source: "hacked" }).eq("email", email);
    expect(update.status).toBe(404);
    expect(update.error).toMatchObject({ code: "PGRST205" });
    const del = await anon.from("subscribers").delete().eq("email", email);
    expect(del.status).toBe(404);
    expect((await asSession(null, "update public.subscribers set source = 'hacked' where email = $1", [email])).code).toBe("42501");
    expect((await asSession(null, "delete from public.subscribers where email = $1", [email])).code).toBe("42501");
    expect(await owner("select email, source, status from public.subscribers where email = $1", [email])).toEqual([{ email, source: "EmailSignUpPage", status: "pending" }]);
  });

  it("look-alike addresses are the same subscriber (zero-width, bidi, case, Unicode forms, punycode)", async () => {
    const tag = Date.now().toString(36);
    expect(await codeOf(subscribe(`ann-${tag}@example.com`))).toBe("pending");
    expect(await codeOf(subscribe(`user-${tag}@bücher.example`))).toBe("pending");
    // Confirmed (as if the links were followed), so each look-alike answers already_subscribed.
    await owner("update public.subscribers set status = 'confirmed', confirmed_at = now() where email in ($1, $2)", [`ann-${tag}@example.com`, `user-${tag}@xn--bcher-kva.example`]);
    for (const lookAlike of [`\u200bann-${tag}@example.com`, `ANN-${tag}@EXAMPLE.COM`, `\u202eann-${tag}@example.com\u202c`, ` ann-${tag}@example.com\u00a0`]) {
      expect(await codeOf(subscribe(lookAlike)), JSON.stringify(lookAlike)).toBe("already_subscribed");
    }
    expect(await codeOf(subscribe(`user-${tag}@xn--bcher-kva.example`))).toBe("already_subscribed");
    expect(await codeOf(subscribe(`user-${tag}@bu\u0308cher.example`))).toBe("already_subscribed");
    expect(await owner("select email from public.subscribers where email like $1 order by email", [`%-${tag}@%`])).toEqual([{ email: `ann-${tag}@example.com` }, { email: `user-${tag}@xn--bcher-kva.example` }]);
  });

  it("an unknown source is refused with a clear error (400, 22023) and stored nowhere", async () => {
    const email = unique("made-up-source");
    const { data, error, status } = await subscribe(email, "Bulk gaming top source");
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "22023", message: "Unknown sign-up source 'Bulk gaming top source': nothing was stored." });
    expect(await owner("select email from public.subscribers where email = $1", [email])).toEqual([]);
  });

  it("a filled honeypot is answered as a success and stores nothing", async () => {
    const email = unique("bot");
    const { data } = await subscribe(email, "EmailSignUpPage", undefined, { website: "https://spam.example" });
    expect(data).toEqual({ code: "pending", mail_id: null });
    expect(await owner("select email from public.subscribers where email = $1", [email])).toEqual([]);
  });

  it("the per-address limit answers 429 past the setting, for the visitor's address the function passes, and lets it in again an hour later", async () => {
    const db = standIn.db!;
    await db.query("update private.signup_settings set per_address_per_hour = 3");
    await db.query("delete from private.signup_attempts");
    try {
      for (let i = 0; i < 3; i++) expect(await codeOf(subscribe(unique(`limit-${i}`)))).toBe("pending");
      const over = await subscribe(unique("limit-over"));
      expect(over.status).toBe(429);
      expect(over.error).toMatchObject({ code: "PT429", message: "Too many sign-ups from your network in the last hour. Please try again later." });
      expect(await codeOf(subscribe(unique("limit-other"), "EmailSignUpPage", undefined, { client_address: "198.51.100.10" }))).toBe("pending");
      await db.query("update private.signup_attempts set attempted_at = attempted_at - interval '61 minutes'");
      expect(await codeOf(subscribe(unique("limit-again")))).toBe("pending");
    } finally {
      await db.query("update private.signup_settings set per_address_per_hour = 10000");
    }
  });
});

describe("subscribe() agrees with the sign-up page", () => {
  it.each(ACCEPTED_EMAILS)("stores what the page accepts: %j", async (email) => {
    expect(validateEmail(email).ok).toBe(true);
    const { data, error } = await subscribe(email);
    expect(error).toBeNull();
    expect(data?.code).toBe("pending");
  });

  it.each(REFUSED_EMAILS)("answers invalid for what the page refuses (%s)", async (_label, email) => {
    expect(validateEmail(email).ok).toBe(false);
    expect((await subscribe(email)).data).toEqual({ code: "invalid", mail_id: null });
  });
});

describe("double opt-in over the stand-in's REST interface (the Edge Functions' calls)", () => {
  it("a sign-up, its mail, the confirmation and the unsubscribe, as the service role", async () => {
    const service = client(standIn.keys.secret);
    const email = unique("opt-in");
    const { data: signup } = await subscribe(email, "EmailSignUpPage", service, { lang: "es", page: "/es/suscribirse" });
    expect(signup).toMatchObject({ code: "pending" });
    const { data: due } = await service.rpc("mails_due", { max_count: 1000 });
    expect(due).toContain(signup!.mail_id);
    const { data: mail, error } = await service.rpc("mail_to_send", { mail_id: signup!.mail_id });
    expect(error).toBeNull();
    expect(mail).toMatchObject({ kind: "confirm", to: email, lang: "es", confirm_token: expect.stringMatching(/^[0-9a-f]{64}$/), subscriber: { status: "pending", page: "/es/suscribirse" } });
    expect((await service.rpc("mail_to_send", { mail_id: signup!.mail_id })).data).toBeNull();
    expect((await service.rpc("mail_sent", { mail_id: signup!.mail_id, provider_id: "re_local" })).data).toEqual({ ok: true });
    expect((await service.rpc("confirm_subscription", { token: mail.confirm_token })).data).toEqual({ code: "confirmed", lang: "es" });
    expect((await service.rpc("confirm_subscription", { token: mail.confirm_token })).data).toEqual({ code: "already_confirmed", lang: "es" });
    expect((await service.rpc("unsubscribe", { token: mail.unsubscribe_token })).data).toEqual({ code: "unsubscribed", lang: "es" });
    const rows = await owner("select status, lang, page, consent_text_version from public.subscribers where email = $1", [email]);
    expect(rows).toEqual([{ status: "unsubscribed", lang: "es", page: "/es/suscribirse", consent_text_version: CONSENT_VERSION }]);
  });

  it("the demo data has all three states", async () => {
    const counts = await owner<{ status: string; n: number }>("select status, count(*)::int as n from public.subscribers group by status");
    for (const status of ["confirmed", "pending", "unsubscribed"]) expect(counts.find((c) => c.status === status)?.n, status).toBeGreaterThan(0);
  });
});

describe("the team account (app_metadata.role = admin)", () => {
  it("reads every row through its functions: the totals by state, the list's exact total and the audit's counts agree with the table", async () => {
    const admin = await signedIn("admin");
    const truth = await owner<{ status: string; n: number }>("select status, count(*)::int as n from public.subscribers group by status");
    const all = truth.reduce((sum, t) => sum + t.n, 0);
    expect(all).toBeGreaterThan(200);
    const info = await admin.rpc("audit_table_info");
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ total: all, statuses: Object.fromEntries(truth.map((t) => [t.status, t.n])) });
    const total = await admin.rpc("subscriber_list_total", { status_filter: "all", exact_count: true });
    expect(total.error).toBeNull();
    expect(total.data).toEqual({ value: all, exact: true });

    const [june] = await owner<{ n: number }>("select count(*)::int as n from public.subscribers where status = 'confirmed' and created_at >= '2024-06-01' and created_at < '2024-07-01'");
    expect(june!.n).toBeGreaterThan(0);
    const juneList = await admin.rpc("subscriber_list_total", { created_from: "2024-06-01T00:00:00Z", created_before: "2024-07-01T00:00:00Z", exact_count: true });
    expect(juneList.data).toEqual({ value: june!.n, exact: true });

    const seen = new Set((await owner<{ source: string | null }>("select distinct source from public.subscribers")).map((r) => r.source));
    for (const s of [...DEMO_SOURCES.site, ...DEMO_SOURCES.campaigns, ...DEMO_SOURCES.tests]) expect(seen).toContain(s);
    expect(seen).toContain(null);
    expect(seen).toContain("");
  });

  it("signs up the audit's test address (no mail), reads it and deletes it through the audit's functions", async () => {
    const email = unique("delete-me");
    const admin = await signedIn("admin");
    expect((await admin.rpc("subscribe", { email, source: "flow_test", lang: "en" })).data).toEqual({ code: "pending", mail_id: null });
    const site = await admin.rpc("subscribe", { email: unique("team-site"), source: "EmailSignUpPage", lang: "en", consent_version: CONSENT_VERSION });
    expect(site.status).toBe(403);
    expect(site.error).toMatchObject({ code: "42501" });
    const { data: rows } = await admin.rpc("audit_test_subscribers", { emails: [email] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, source: "flow_test", status: "pending", mails: 0 });
    expect(new Date(rows[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const del = await admin.rpc("audit_delete_test_subscribers", { emails: [email] });
    expect(del.error).toBeNull();
    expect(del.data).toMatchObject({ deleted: 1 });
    expect(await owner("select id from public.subscribers where email = $1", [email])).toEqual([]);
  });

  it("cannot insert directly either: the team's test sign-ups go through the door too (42501 in the database, 404 over REST)", async () => {
    const admin = await signedIn("admin");
    expect((await asSession(admin, "insert into public.subscribers (email, source) values ($1, 'audit_test')", [unique("audit")])).code).toBe("42501");
    const { status, error } = await admin.from("subscribers").insert({ email: unique("audit"), source: "audit_test" });
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: "PGRST205" });
  });

  it("reads nothing after the password alone: the team's policies want the second factor (aal2)", async () => {
    const aal1 = await signedIn("admin", { secondFactor: false });
    const { data: level } = await aal1.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    expect((await aal1.rpc("subscriber_stats")).data).toMatchObject({ total: 0 });
    expect((await aal1.rpc("subscriber_list_page", { status_filter: "all" })).data).toEqual([]);
    const direct = await asSession<{ n: number }>(aal1, "select count(*)::int as n from public.subscribers");
    expect(direct.code === "42501" || direct.rows?.[0]?.n === 0, JSON.stringify(direct)).toBe(true);
    const aal2 = await signedIn("admin");
    expect((await asSession<{ n: number }>(aal2, "select count(*)::int as n from public.subscribers")).rows?.[0]?.n).toBeGreaterThan(0);
  });
});

describe("a signed-in user who is not on the team", () => {
  it("reads nothing and deletes nothing", async () => {
    const email = unique("member-target");
    await subscribe(email);
    const member = await signedIn(undefined);
    expect((await member.rpc("subscriber_stats")).data).toMatchObject({ total: 0 });
    expect((await member.rpc("subscriber_list_page", { status_filter: "all" })).data).toEqual([]);
    const read = await asSession<{ n: number }>(member, "select count(*)::int as n from public.subscribers");
    expect(read.code === "42501" || read.rows?.[0]?.n === 0, JSON.stringify(read)).toBe(true);
    const del = await asSession(member, "delete from public.subscribers where email = $1 returning id", [email]);
    expect(del.code === "42501" || del.rows?.length === 0, JSON.stringify(del)).toBe(true);
    expect(await owner("select email from public.subscribers where email = $1", [email])).toEqual([{ email }]);
  });

  it("may not call subscribe() either (403, 42501), not even for the audit's sources", async () => {
    const member = await signedIn(undefined);
    for (const source of ["EmailSignUpPage", "audit_test"]) {
      const r = await subscribe(unique("member"), source, member);
      expect(r.status, source).toBe(403);
      expect(r.error, source).toMatchObject({ code: "42501" });
    }
  });
});

describe("the REST interface serves functions only", () => {
  const session = async () => {
    const admin = await signedIn("admin");
    return { Authorization: `Bearer ${(await admin.auth.getSession()).data.session!.access_token}` };
  };

  it.each(["GET", "HEAD", "POST", "PATCH", "DELETE"])("%s on a table or view answers 404 PGRST205, even for the team, and runs no SQL", async (method) => {
    const auth = await session();
    for (const name of ["subscribers", "subscriber_list", "subscriber_counts"]) {
      const before = standIn.stats.statements;
      const res = await raw(`/rest/v1/${name}?select=id&source=eq.EmailSignUpPage&limit=3`, {
        method,
        headers: { ...auth, "Content-Type": "application/json", Prefer: "count=exact" },
        body: method === "POST" || method === "PATCH" ? JSON.stringify({ source: "x" }) : undefined,
      });
      expect(res.status, `${method} ${name}`).toBe(404);
      if (method !== "HEAD") {
        expect(await res.json()).toEqual({ code: "PGRST205", message: `Could not find the table 'public.${name}' in the schema cache`, details: null, hint: null });
      }
      expect(standIn.stats.statements).toBe(before);
    }
  });

  it.each([
    ["a table name", "/rest/v1/subscribers;drop%20table%20subscribers", "GET", undefined],
    ["a function name", "/rest/v1/rpc/subscriber_stats;drop%20table%20subscribers", "POST", "{}"],
    ["a filter on a function", "/rest/v1/rpc/subscriber_stats?total=gt.0", "POST", "{}"],
    ["arguments that are not an object", "/rest/v1/rpc/subscriber_stats", "POST", "[1]"],
    ["a body that is not JSON", "/rest/v1/rpc/subscriber_stats", "POST", "{"],
    ["a function called with GET", "/rest/v1/rpc/subscriber_stats?include_test_data=true", "GET", undefined],
    ["an unknown function", "/rest/v1/rpc/pg_sleep", "POST", '{"seconds": 1}'],
  ])("crafted: %s is refused in PostgREST's shape before any SQL runs", async (_label, url, method, body) => {
    const auth = await session();
    const before = standIn.stats.statements;
    const res = await raw(url, { method, headers: { ...auth, "Content-Type": "application/json" }, body });
    expect([400, 404, 405]).toContain(res.status);
    const json = await res.json();
    expect(Object.keys(json).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(json.code).toMatch(/^PGRST\d+$/);
    expect(standIn.stats.statements).toBe(before);
    expect(await countAll()).toBeGreaterThan(0);
  });

  it("a function's SQL error keeps PostgREST's shape and status (22023 → 400), and the call runs as the caller's role", async () => {
    const service = client(standIn.keys.secret);
    const bad = await service.rpc("subscribe", { email: unique("x"), source: "nope", lang: "en", consent_version: CONSENT_VERSION });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: "22023", details: null });
    const anon = await client().rpc("subscriber_stats");
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: "42501" });
  });

  it("/pg/query (postgres-meta's SQL, as self-hosted Supabase routes it) answers only the service key", async () => {
    const query = JSON.stringify({ query: "select count(*)::int as n from public.subscribers where source = $1", parameters: ["EmailSignUpPage"] });
    const asService = await fetch(`${standIn.url}/pg/query`, { method: "POST", headers: { apikey: standIn.keys.secret, "Content-Type": "application/json" }, body: query });
    expect(asService.status).toBe(200);
    expect((await asService.json())[0].n).toBeGreaterThan(0);
    const asAnon = await raw("/pg/query", { method: "POST", headers: { "Content-Type": "application/json" }, body: query });
    expect(asAnon.status).toBe(403);
    const asTeam = await raw("/pg/query", { method: "POST", headers: { ...(await session()), "Content-Type": "application/json" }, body: query });
    expect(asTeam.status).toBe(403);
    const noKey = await fetch(`${standIn.url}/pg/query`, { method: "POST", body: query });
    expect(noKey.status).toBe(401);
  });
});

describe("auth", () => {
  it("refuses a wrong password", async () => {
    const { data, error } = await client().auth.signInWithPassword({ email: "team@cxfusion.example", password: "nope" });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: "invalid_credentials" });
  });

  it("returns the user with app_metadata, rotates refresh tokens, and signs out", async () => {
    const admin = await signedIn("admin");
    const { data: user } = await admin.auth.getUser();
    expect(user.user?.app_metadata.role).toBe("admin");
    const first = (await admin.auth.getSession()).data.session!;
    const refreshed = await admin.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(first.refresh_token);
    const reuse = await raw("/auth/v1/token?grant_type=refresh_token", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ refresh_token: first.refresh_token }),
    });
    expect(reuse.status).toBe(400);

    const token = refreshed.data.session!.access_token;
    const refreshToken = refreshed.data.session!.refresh_token;
    expect((await admin.auth.signOut({ scope: "local" })).error).toBeNull();
    const after = await raw("/auth/v1/user", { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(403);
    // Signing out revoked the refresh token: a copy of it starts nothing.
    const revoked = await raw("/auth/v1/token?grant_type=refresh_token", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(revoked.status).toBe(400);
    expect(await revoked.json()).toMatchObject({ code: "refresh_token_not_found" });
  });

  it("TOTP: a wrong code is refused (422), the right one makes the session aal2, and refreshes keep it", async () => {
    const team = localAccount(standIn.users, "team");
    const c = client();
    await signInAs(c, team, { secondFactor: false });
    const { data: factors } = await c.auth.mfa.listFactors();
    const factorId = factors!.totp[0]!.id;
    const challenge = await c.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const wrong = await c.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: "000000" });
    expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
    const right = await c.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: totpCode(team.totpSecret!) });
    expect(right.error).toBeNull();
    expect((await c.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal2" });
    // A challenge answers once.
    const replay = await c.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: totpCode(team.totpSecret!) });
    expect(replay.error).toMatchObject({ status: 404 });
    const refreshed = await c.auth.refreshSession();
    expect(JSON.parse(Buffer.from(refreshed.data.session!.access_token.split(".")[1]!, "base64url").toString()).aal).toBe("aal2");
  });

  it("TOTP enrolment: a QR code and a secret, verified by the first code; unenrolling needs aal2", async () => {
    const newcomer = localAccount(standIn.users, "newcomer");
    const c = client();
    await signInAs(c, newcomer);
    expect((await c.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
    const enrolled = await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "Test phone" });
    expect(enrolled.error).toBeNull();
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { qr_code: string; secret: string; uri: string } };
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(totp.uri).toContain(`secret=${totp.secret}`);
    expect((await c.auth.mfa.unenroll({ factorId: "not-a-factor" })).error).toMatchObject({ status: 404 });
    const verified = await c.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret) });
    expect(verified.error).toBeNull();
    expect((await c.auth.mfa.listFactors()).data!.totp.map((f) => f.id)).toEqual([factorId]);
    expect((await c.rpc("subscriber_list_page", { page_limit: 1 })).data).toHaveLength(1);
    expect((await c.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await c.auth.mfa.listFactors()).data!.all).toEqual([]);
  });

  it("refuses a forged or unknown token on the REST interface", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
    const payload = Buffer.from(JSON.stringify({ role: "authenticated", app_metadata: { role: "admin" }, exp: 9999999999 })).toString("base64url");
    const forged = `${header}.${payload}.${Buffer.from("not-the-secret").toString("base64url")}`;
    for (const [method, url] of [["GET", "/rest/v1/subscribers?select=email"], ["POST", "/rest/v1/rpc/subscriber_stats"]] as const) {
      const res = await raw(url, { method, headers: { Authorization: `Bearer ${forged}`, "Content-Type": "application/json" }, body: method === "POST" ? "{}" : undefined });
      expect(res.status, url).toBe(401);
      const noKey = await fetch(`${standIn.url}${url}`, { method, body: method === "POST" ? "{}" : undefined });
      expect(noKey.status, url).toBe(401);
    }
  });
});

describe("LOCAL_DATA_DIR", () => {
  it("keeps data across restarts and seeds only a fresh database", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "supabase-stand-in-"));
    try {
      const first = await startSupabaseStandIn({ dataDir: dir });
      await first.ready;
      await first.db!.query("insert into public.subscribers (email, source) values ('kept@rental.example', 'EmailSignUpPage')");
      // A sign-up never confirmed, 31 days old: the next start purges it (and one 29 days old stays).
      await first.db!.query(
        `insert into public.subscribers (email, source, status, consented_at) values
           ('stale@rental.example', 'EmailSignUpPage', 'pending', now() - interval '31 days'),
           ('waiting@rental.example', 'EmailSignUpPage', 'pending', now() - interval '29 days')`,
      );
      const count = async (db: NonNullable<typeof first.db>) => (await db.query<{ n: number }>("select count(*)::int as n from public.subscribers")).rows[0]!.n;
      const before = await count(first.db!);
      await first.close();

      const second = await startSupabaseStandIn({ dataDir: dir });
      await second.ready;
      const after = await count(second.db!);
      const kept = (await second.db!.query("select email from public.subscribers where email in ('kept@rental.example', 'stale@rental.example', 'waiting@rental.example') order by email")).rows;
      await second.close();
      expect(after).toBe(before - 1);
      expect(kept).toEqual([{ email: "kept@rental.example" }, { email: "waiting@rental.example" }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
