/**
 * The subscribers table's rules, proven through the real supabase-js client against the local
 * Supabase stand-in (PGlite running supabase/migrations), started in-process on a free port.
 * Visitors sign up through the signup Edge Function, which calls subscribe() with the service
 * role: the publishable key can call nothing and read nothing (double opt-in, issue 42).
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

  it("cannot insert into the table: one row or a bulk of 1,000 is refused (401, 42501) and stores nothing", async () => {
    const service = client(standIn.keys.secret);
    const before = (await service.from("subscribers").select("*", { count: "exact", head: true })).count;
    const one = await client().from("subscribers").insert({ email: unique("direct"), source: "EmailSignUpPage" });
    expect(one.status).toBe(401);
    expect(one.error).toMatchObject({ code: "42501" });
    const bulk = await raw("/rest/v1/subscribers", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${standIn.keys.publishable}` },
      body: JSON.stringify(Array.from({ length: 1000 }, (_, i) => ({ email: `bulk-${i}@gaming.example`, source: "Bulk gaming top source" }))),
    });
    expect(bulk.status).toBe(401);
    expect(await bulk.json()).toMatchObject({ code: "42501" });
    expect((await service.from("subscribers").select("*", { count: "exact", head: true })).count).toBe(before);
  });

  it("cannot read anything, not even a count", async () => {
    const anon = client();
    const read = await anon.from("subscribers").select("*");
    expect(read.data).toBeNull();
    expect(read.status).toBe(401);
    expect(read.error).toMatchObject({ code: "42501" });

    const count = await anon.from("subscribers").select("*", { count: "exact", head: true });
    expect(count.status).toBe(401);
    expect(count.count).toBeNull();
  });

  it("cannot update or delete", async () => {
    const email = unique("victim");
    await subscribe(email);
    const anon = client();
    const update = await anon.from("subscribers").update({ source: "hacked" }).eq("email", email);
    expect(update.status).toBe(401);
    expect(update.error).toMatchObject({ code: "42501" });
    const del = await anon.from("subscribers").delete().eq("email", email);
    expect(del.status).toBe(401);
    expect(del.error).toMatchObject({ code: "42501" });

    const admin = await signedIn("admin");
    const { data } = await admin.from("subscribers").select("email, source, status").eq("email", email);
    expect(data).toEqual([{ email, source: "EmailSignUpPage", status: "pending" }]);
  });

  it("look-alike addresses are the same subscriber (zero-width, bidi, case, Unicode forms, punycode)", async () => {
    const tag = Date.now().toString(36);
    expect(await codeOf(subscribe(`ann-${tag}@example.com`))).toBe("pending");
    expect(await codeOf(subscribe(`user-${tag}@bücher.example`))).toBe("pending");
    // Confirmed (as if the links were followed), so each look-alike answers already_subscribed.
    const service = client(standIn.keys.secret);
    expect((await service.from("subscribers").update({ status: "confirmed" }).in("email", [`ann-${tag}@example.com`, `user-${tag}@xn--bcher-kva.example`])).error).toBeNull();
    for (const lookAlike of [`\u200bann-${tag}@example.com`, `ANN-${tag}@EXAMPLE.COM`, `\u202eann-${tag}@example.com\u202c`, ` ann-${tag}@example.com\u00a0`]) {
      expect(await codeOf(subscribe(lookAlike)), JSON.stringify(lookAlike)).toBe("already_subscribed");
    }
    expect(await codeOf(subscribe(`user-${tag}@xn--bcher-kva.example`))).toBe("already_subscribed");
    expect(await codeOf(subscribe(`user-${tag}@bu\u0308cher.example`))).toBe("already_subscribed");
    const admin = await signedIn("admin");
    const { data } = await admin.from("subscribers").select("email").like("email", `%-${tag}@%`).order("email");
    expect(data).toEqual([{ email: `ann-${tag}@example.com` }, { email: `user-${tag}@xn--bcher-kva.example` }]);
  });

  it("an unknown source is refused with a clear error (400, 22023) and stored nowhere", async () => {
    const email = unique("made-up-source");
    const { data, error, status } = await subscribe(email, "Bulk gaming top source");
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "22023", message: "Unknown sign-up source 'Bulk gaming top source': nothing was stored." });
    const admin = await signedIn("admin");
    expect((await admin.from("subscribers").select("email").eq("email", email)).data).toEqual([]);
  });

  it("a filled honeypot is answered as a success and stores nothing", async () => {
    const email = unique("bot");
    const { data } = await subscribe(email, "EmailSignUpPage", undefined, { website: "https://spam.example" });
    expect(data).toEqual({ code: "pending", mail_id: null });
    const admin = await signedIn("admin");
    expect((await admin.from("subscribers").select("email").eq("email", email)).data).toEqual([]);
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
    const admin = await signedIn("admin");
    const { data: rows } = await admin.from("subscribers").select("status, lang, page, consent_text_version").eq("email", email);
    expect(rows).toEqual([{ status: "unsubscribed", lang: "es", page: "/es/suscribirse", consent_text_version: CONSENT_VERSION }]);
  });

  it("the demo data has all three states", async () => {
    const admin = await signedIn("admin");
    for (const status of ["confirmed", "pending", "unsubscribed"]) {
      const { count } = await admin.from("subscribers").select("*", { count: "exact", head: true }).eq("status", status);
      expect(count, status).toBeGreaterThan(0);
    }
  });
});

describe("the team account (app_metadata.role = admin)", () => {
  it("reads every row with an exact count, including the demo data", async () => {
    const admin = await signedIn("admin");
    const { count, error } = await admin.from("subscribers").select("*", { count: "exact", head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(200);

    const june = await admin
      .from("subscribers")
      .select("*", { count: "exact", head: true })
      .gte("created_at", "2024-06-01T00:00:00Z")
      .lt("created_at", "2024-07-01T00:00:00Z");
    expect(june.count).toBeGreaterThan(0);

    const { data: sources } = await admin.from("subscribers").select("source").range(0, 999);
    const seen = new Set((sources ?? []).map((r) => r.source));
    for (const s of [...DEMO_SOURCES.site, ...DEMO_SOURCES.campaigns]) expect(seen).toContain(s);
    expect(seen).toContain(null);
    expect(seen).toContain("");

    const tests = await admin.from("subscribers").select("email, created_at, source").in("source", DEMO_SOURCES.tests);
    expect(tests.error).toBeNull();
    expect(tests.data?.length).toBeGreaterThan(0);
    expect(tests.data?.every((r) => DEMO_SOURCES.tests.includes(r.source))).toBe(true);
  });

  it("signs up the audit's test address (no mail), reads it and deletes it by id", async () => {
    const email = unique("delete-me");
    const admin = await signedIn("admin");
    expect((await admin.rpc("subscribe", { email, source: "flow_test", lang: "en" })).data).toEqual({ code: "pending", mail_id: null });
    const site = await admin.rpc("subscribe", { email: unique("team-site"), source: "EmailSignUpPage", lang: "en", consent_version: CONSENT_VERSION });
    expect(site.status).toBe(403);
    expect(site.error).toMatchObject({ code: "42501" });
    const { data: rows } = await admin.from("subscribers").select("*").eq("email", email);
    expect(rows).toHaveLength(1);
    const row = rows![0];
    expect(row).toMatchObject({ email, source: "flow_test", status: "pending" });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(row.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const del = await admin.from("subscribers").delete({ count: "exact" }).eq("id", row.id);
    expect(del.error).toBeNull();
    expect(del.count).toBe(1);
    expect((await admin.from("subscribers").select("id").eq("id", row.id)).data).toEqual([]);
  });

  it("cannot insert directly either: the team's test sign-ups go through the door too", async () => {
    const admin = await signedIn("admin");
    const { status, error } = await admin.from("subscribers").insert({ email: unique("audit"), source: "audit_test" });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: "42501" });
  });

  it("reads nothing after the password alone: the team's policies want the second factor (aal2)", async () => {
    const aal1 = await signedIn("admin", { secondFactor: false });
    const { data: level } = await aal1.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const read = await aal1.from("subscribers").select("id", { count: "exact" }).limit(5);
    expect(read.data).toEqual([]);
    expect(read.count).toBe(0);
    expect((await aal1.rpc("subscriber_stats")).data).toMatchObject({ total: 0 });
    expect((await aal1.from("subscriber_list").select("id").limit(5)).data).toEqual([]);
  });

  it("reads 1,500 rows back completely in pages of 1,000 (a single request stops at 1,000)", async () => {
    const service = client(standIn.keys.secret);
    const batch = Array.from({ length: 1500 }, (_, i) => ({ email: `page-${i}-${Date.now()}@bulk.example`, source: "bulk_page_test" }));
    const inserted = await service.from("subscribers").insert(batch);
    expect(inserted.error).toBeNull();

    const admin = await signedIn("admin");
    const one = await admin.from("subscribers").select("id").eq("source", "bulk_page_test");
    expect(one.data).toHaveLength(1000);

    const seen: string[] = [];
    for (let from = 0; ; from += 1000) {
      const { data, error, count } = await admin
        .from("subscribers")
        .select("id, email", { count: "exact" })
        .eq("source", "bulk_page_test")
        .order("created_at", { ascending: false })
        .order("id", { ascending: false })
        .range(from, from + 999);
      expect(error).toBeNull();
      expect(count).toBe(1500);
      seen.push(...data!.map((r) => r.email));
      if (data!.length < 1000) break;
    }
    expect(seen).toHaveLength(1500);
    expect(new Set(seen)).toEqual(new Set(batch.map((b) => b.email)));
  });
});

describe("a signed-in user who is not on the team", () => {
  it("reads nothing and deletes nothing", async () => {
    const email = unique("member-target");
    await subscribe(email);
    const member = await signedIn(undefined);
    const read = await member.from("subscribers").select("*", { count: "exact" });
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    expect(read.count).toBe(0);
    const del = await member.from("subscribers").delete({ count: "exact" }).eq("email", email);
    expect(del.error).toBeNull();
    expect(del.count).toBe(0);
    const admin = await signedIn("admin");
    expect((await admin.from("subscribers").select("email").eq("email", email)).data).toEqual([{ email }]);
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

describe("a HEAD with a count (supabase-js `head: true`)", () => {
  it("runs the count only, and its Content-Range follows from it", async () => {
    const admin = await signedIn("admin");
    const { data: session } = await admin.auth.getSession();
    const auth = { Authorization: `Bearer ${session.session!.access_token}` };
    const statementsOf = async (method: string, prefer: string) => {
      const before = standIn.stats.statements;
      const res = await raw("/rest/v1/subscribers?select=id&source=eq.EmailSignUpPage&offset=2&limit=3", { method, headers: { ...auth, Prefer: prefer } });
      expect(res.status).toBe(206);
      return { statements: standIn.stats.statements - before, range: res.headers.get("Content-Range") };
    };
    const get = await statementsOf("GET", "count=exact");
    const head = await statementsOf("HEAD", "count=exact");
    expect(head.statements).toBe(get.statements - 1);
    expect(head.range).toBe(get.range);
    expect(head.range).toMatch(/^2-4\/\d+$/);
    const estimated = await admin.from("subscribers").select("id", { count: "estimated", head: true }).eq("source", "EmailSignUpPage");
    const exact = await admin.from("subscribers").select("id", { count: "exact", head: true }).eq("source", "EmailSignUpPage");
    expect(estimated.count).toBe(exact.count);
  });
});

describe("crafted requests are refused with 400 before any SQL runs", () => {
  it.each([
    ["a column", "/rest/v1/subscribers?select=email,(select%20password%20from%20pg_authid)"],
    ["a column in a filter", "/rest/v1/subscribers?email%3Bdrop%20table%20subscribers=eq.x"],
    ["a filter operator", "/rest/v1/subscribers?email=eq);drop%20table%20subscribers;--.x"],
    ["an order", "/rest/v1/subscribers?order=created_at;delete%20from%20subscribers"],
    ["a table", "/rest/v1/subscribers;drop%20table%20subscribers"],
    ["a limit", "/rest/v1/subscribers?limit=1;select%201"],
  ])("%s", async (_label, url) => {
    const admin = await signedIn("admin");
    const { data: session } = await admin.auth.getSession();
    const before = standIn.stats.statements;
    const res = await raw(url, { headers: { Authorization: `Bearer ${session.session!.access_token}` } });
    expect(res.status).toBe(400);
    const body = await res.json();
    // PostgREST's error shape.
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(body.code).toMatch(/^(PGRST\d+|42703)$/);
    expect(standIn.stats.statements).toBe(before);
    const { count } = await admin.from("subscribers").select("*", { count: "exact", head: true });
    expect(count).toBeGreaterThan(0);
  });

  it("supabase-js surfaces an unknown column as a 400 error", async () => {
    const admin = await signedIn("admin");
    const { status, error } = await admin.from("subscribers").select("email, password");
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "42703" });
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
    expect((await c.from("subscribers").select("id").limit(1)).data).toHaveLength(1);
    expect((await c.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await c.auth.mfa.listFactors()).data!.all).toEqual([]);
  });

  it("refuses a forged or unknown token on the REST interface", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
    const payload = Buffer.from(JSON.stringify({ role: "authenticated", app_metadata: { role: "admin" }, exp: 9999999999 })).toString("base64url");
    const forged = `${header}.${payload}.${Buffer.from("not-the-secret").toString("base64url")}`;
    const res = await raw("/rest/v1/subscribers?select=email", { headers: { Authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
    const noKey = await fetch(`${standIn.url}/rest/v1/subscribers`);
    expect(noKey.status).toBe(401);
  });
});

describe("LOCAL_DATA_DIR", () => {
  it("keeps data across restarts and seeds only a fresh database", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "supabase-stand-in-"));
    try {
      const first = await startSupabaseStandIn({ dataDir: dir });
      const c1 = createClient(first.url, first.keys.secret, { realtime: { transport: ws as never }, auth: { persistSession: false } });
      await c1.from("subscribers").insert({ email: "kept@rental.example", source: "EmailSignUpPage" });
      // A sign-up never confirmed, 31 days old: the next start purges it (and one 29 days old stays).
      const day = 86_400_000;
      await c1.from("subscribers").insert([
        { email: "stale@rental.example", source: "EmailSignUpPage", status: "pending", consented_at: new Date(Date.now() - 31 * day).toISOString() },
        { email: "waiting@rental.example", source: "EmailSignUpPage", status: "pending", consented_at: new Date(Date.now() - 29 * day).toISOString() },
      ]);
      const before = (await c1.from("subscribers").select("*", { count: "exact", head: true })).count;
      await first.close();

      const second = await startSupabaseStandIn({ dataDir: dir });
      const c2 = createClient(second.url, second.keys.secret, { realtime: { transport: ws as never }, auth: { persistSession: false } });
      const after = (await c2.from("subscribers").select("*", { count: "exact", head: true })).count;
      const kept = await c2.from("subscribers").select("email").in("email", ["kept@rental.example", "stale@rental.example", "waiting@rental.example"]).order("email");
      await second.close();
      expect(after).toBe(before! - 1);
      expect(kept.data).toEqual([{ email: "kept@rental.example" }, { email: "waiting@rental.example" }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
