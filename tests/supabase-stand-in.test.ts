/**
 * The subscribers table's rules, proven through the real supabase-js client against the local
 * Supabase stand-in (PGlite running supabase/migrations), started in-process on a free port.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ws from "ws";
import { DEMO_SOURCES } from "../local-services/supabase/seed.mjs";
import { startSupabaseStandIn } from "../local-services/supabase/stand-in.mjs";
import { validateEmail } from "../src/features/subscribers/subscriber";
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from "./subscribers-email-cases";

type StandIn = Awaited<ReturnType<typeof startSupabaseStandIn>>;
let standIn: StandIn;
let startReturnedMs = 0;

function client(key = standIn.keys.publishable): SupabaseClient {
  return createClient(standIn.url, key, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function signedIn(role: "admin" | undefined) {
  const user = standIn.users.find((u) => u.role === role);
  if (!user) throw new Error(`no local account with role ${role}`);
  const c = client();
  const { error } = await c.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return c;
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
  standIn = await startSupabaseStandIn();
  startReturnedMs = performance.now() - t0;
});
afterAll(async () => {
  await standIn?.close();
});

describe("start-up", () => {
  it("returns before the database is ready; the first request waits for it", async () => {
    expect(startReturnedMs).toBeLessThan(3000);
    const { error, status } = await client().from("subscribers").insert({ email: unique("first"), source: "EmailSignUpPage" });
    expect(error).toBeNull();
    expect(status).toBe(201);
  });
});

describe("anonymous visitors", () => {
  it("insert an e-mail and a source (plain insert, 201, nothing returned)", async () => {
    const { data, error, status } = await client().from("subscribers").insert({ email: unique("anon"), source: "EmailSignUpPage" });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
  });

  it("cannot read anything, not even a count, nor read back their insert", async () => {
    const anon = client();
    const read = await anon.from("subscribers").select("*");
    expect(read.data).toBeNull();
    expect(read.status).toBe(401);
    expect(read.error).toMatchObject({ code: "42501" });

    const count = await anon.from("subscribers").select("*", { count: "exact", head: true });
    expect(count.status).toBe(401);
    expect(count.count).toBeNull();

    const readBack = await anon.from("subscribers").insert({ email: unique("readback"), source: "x" }).select();
    expect(readBack.status).toBe(401);
    expect(readBack.error).toMatchObject({ code: "42501" });
  });

  it("cannot update or delete", async () => {
    const email = unique("victim");
    await client().from("subscribers").insert({ email, source: "EmailSignUpPage" });
    const anon = client();
    const update = await anon.from("subscribers").update({ source: "hacked" }).eq("email", email);
    expect(update.status).toBe(401);
    expect(update.error).toMatchObject({ code: "42501" });
    const del = await anon.from("subscribers").delete().eq("email", email);
    expect(del.status).toBe(401);
    expect(del.error).toMatchObject({ code: "42501" });

    const admin = await signedIn("admin");
    const { data } = await admin.from("subscribers").select("email, source").eq("email", email);
    expect(data).toEqual([{ email, source: "EmailSignUpPage" }]);
  });

  it("cannot set id or created_at (only email and source are granted)", async () => {
    const { status, error } = await client().from("subscribers").insert({ email: unique("backdate"), source: "x", created_at: "2020-01-01T00:00:00Z" });
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "42501" });
  });

  it("get 23505 / 409 for an address already on the list in another letter case", async () => {
    const email = unique("Case.Test");
    expect((await client().from("subscribers").insert({ email, source: "EmailSignUpPage" })).error).toBeNull();
    const dup = await client().from("subscribers").insert({ email: email.toUpperCase(), source: "GoogleWorkspaceArticle" });
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({ code: "23505" });
  });
});

describe("the table's checks agree with the sign-up page", () => {
  it.each(ACCEPTED_EMAILS)("stores what the page accepts: %j", async (email) => {
    expect(validateEmail(email).ok).toBe(true);
    const { error, status } = await client().from("subscribers").insert({ email, source: "EmailSignUpPage" });
    expect(error).toBeNull();
    expect(status).toBe(201);
  });

  it.each(REFUSED_EMAILS)("refuses what the page refuses (%s) with a check violation", async (_label, email) => {
    expect(validateEmail(email).ok).toBe(false);
    const { status, error } = await client().from("subscribers").insert({ email, source: "EmailSignUpPage" });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514" });
  });

  it("limits source to 100 characters", async () => {
    const { status, error } = await client().from("subscribers").insert({ email: unique("src"), source: "s".repeat(101) });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514" });
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

  it("reads a new sign-up and deletes it by id", async () => {
    const email = unique("delete-me");
    await client().from("subscribers").insert({ email, source: "flow_test" });
    const admin = await signedIn("admin");
    const { data: rows } = await admin.from("subscribers").select("*").eq("email", email);
    expect(rows).toHaveLength(1);
    const row = rows![0];
    expect(row).toMatchObject({ email, source: "flow_test" });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(row.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const del = await admin.from("subscribers").delete({ count: "exact" }).eq("id", row.id);
    expect(del.error).toBeNull();
    expect(del.count).toBe(1);
    expect((await admin.from("subscribers").select("id").eq("id", row.id)).data).toEqual([]);
  });

  it("inserts a test row and selects it back (the audit's check)", async () => {
    const admin = await signedIn("admin");
    const { data, error } = await admin.from("subscribers").insert({ email: unique("audit"), source: "audit_test" }).select().single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ source: "audit_test" });
    await admin.from("subscribers").delete().eq("id", data.id);
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
    await client().from("subscribers").insert({ email, source: "EmailSignUpPage" });
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

  it("can still sign up like anyone", async () => {
    const member = await signedIn(undefined);
    expect((await member.from("subscribers").insert({ email: unique("member"), source: "EmailSignUpPage" })).error).toBeNull();
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
    expect((await admin.auth.signOut()).error).toBeNull();
    const after = await raw("/auth/v1/user", { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(403);
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
      const before = (await c1.from("subscribers").select("*", { count: "exact", head: true })).count;
      await first.close();

      const second = await startSupabaseStandIn({ dataDir: dir });
      const c2 = createClient(second.url, second.keys.secret, { realtime: { transport: ws as never }, auth: { persistSession: false } });
      const after = (await c2.from("subscribers").select("*", { count: "exact", head: true })).count;
      const kept = await c2.from("subscribers").select("email").eq("email", "kept@rental.example");
      await second.close();
      expect(after).toBe(before);
      expect(kept.data).toEqual([{ email: "kept@rental.example" }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
