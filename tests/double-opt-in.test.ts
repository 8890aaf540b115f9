/**
 * Double opt-in in SQL (supabase/migrations/20261128000000_double_opt_in.sql), on PGlite, the
 * stand-in's engine: the subscriber's states, the tokens (only their hashes stored), the mail
 * limit, the outbox's lease, backoff and give-up, the 30-day purge, the data request and erase,
 * and who may call what. Each request runs as PostgREST runs it: one transaction, the role set
 * locally with the JWT's claims and the request's headers. The same state machine on a real
 * PostgreSQL server is in tests/subscribers-postgres.test.ts.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOTSTRAP_SQL_PATH, migrationFiles } from "../local-services/supabase/database.mjs";
import { en as appEnglish } from "../src/content/sign-up-consent/en";
import { es as appSpanish } from "../src/content/sign-up-consent/es";
import { CONSENT_VERSION, PRIVACY_NOTICE_VERSION } from "../src/content/consent/versions";
import { CONSENT_WORDS, CONSENT_VERSION_IN_SQL } from "./double-opt-in-words";

type Actor = { role: "anon" | "authenticated" | "service_role"; claims: Record<string, unknown> };
const anon: Actor = { role: "anon", claims: { role: "anon" } };
const service: Actor = { role: "service_role", claims: { role: "service_role" } };
const team: Actor = {
  role: "authenticated",
  claims: { sub: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e01", role: "authenticated", app_metadata: { provider: "email", role: "admin" }, aal: "aal2" },
};
const teamWithoutTotp: Actor = { role: "authenticated", claims: { ...team.claims, aal: "aal1" } };
const member: Actor = {
  role: "authenticated",
  claims: { sub: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e02", role: "authenticated", app_metadata: { provider: "email" }, aal: "aal2" },
};

type SqlError = Error & { code?: string };
type Outcome<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

let db: PGlite;
const MIGRATION = "double_opt_in";

/** One PostgREST-style request: the actor's role, claims and headers, in its own transaction. */
async function as<T = unknown>(actor: Actor, sql: string, params: unknown[] = [], headers: Record<string, string> = { "x-forwarded-for": "203.0.113.7" }): Promise<Outcome<T>> {
  try {
    const value = await db.transaction(async (tx) => {
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)", [
        actor.role,
        JSON.stringify(actor.claims),
        JSON.stringify(headers),
      ]);
      const r = await tx.query<{ r: T }>(`select (${sql}) as r`, params);
      return r.rows[0]!.r;
    });
    return { ok: true, value };
  } catch (error) {
    const e = error as SqlError;
    return { ok: false, code: e.code ?? "", message: e.message };
  }
}

/** As the service role (the Edge Functions); throws on an SQL error. */
async function svc<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> {
  const r = await as<T>(service, sql, params);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.value;
}

/** As the database owner (checks and time travel). */
async function one<T = unknown>(sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query<{ r: T }>(`select (${sql}) as r`, params)).rows[0]!.r;
}

type Signup = { code: "pending" | "already_subscribed" | "mail_limit" | "invalid"; mail_id: string | null };
type Mail = {
  id: string;
  kind: "confirm" | "data_report";
  to: string;
  lang: "en" | "es";
  confirm_token?: string;
  erase_token?: string;
  unsubscribe_token: string;
  subscriber: Record<string, unknown>;
};

let counter = 0;
const unique = (label: string) => `${label}-${++counter}-${Date.now().toString(36)}@rental.example`;

/** A sign-up as the signup Edge Function makes it. */
function subscribe(email: string, { lang = "en", source = "EmailSignUpPage", page = "/subscribe", consent = CONSENT_VERSION_IN_SQL, from = "198.51.100.20", website = null as string | null } = {}) {
  return svc<Signup>("public.subscribe($1, $2, $3, $4, $5, $6, $7)", [email, source, lang, website, page, consent, from]);
}
const mailToSend = (id: string) => svc<Mail | null>("public.mail_to_send($1)", [id]);
const confirm = (token: string | null) => svc<{ code: string; lang: string | null }>("public.confirm_subscription($1)", [token]);
const unsubscribe = (token: string | null) => svc<{ code: string; lang: string | null }>("public.unsubscribe($1)", [token]);
const resend = (token: string | null) => svc<{ code: string; mail_id: string | null; lang: string | null }>("public.resend_confirmation($1)", [token]);
const row = (email: string) =>
  one<Record<string, unknown> | null>("(select to_jsonb(s) from public.subscribers s where s.email = $1)", [email]);

/** Signs up and sends the confirmation mail: the tokens the person receives. */
async function signedUpWithMail(email: string, options: Parameters<typeof subscribe>[1] = {}) {
  const r = await subscribe(email, options);
  expect(r.code).toBe("pending");
  const mail = await mailToSend(r.mail_id!);
  expect(mail).not.toBeNull();
  await svc("public.mail_sent($1, $2)", [mail!.id, `re_${mail!.id}`]);
  return mail!;
}

async function applyMigrations(target: PGlite, upTo?: string) {
  await target.exec(readFileSync(BOOTSTRAP_SQL_PATH, "utf8"));
  for (const m of migrationFiles()) {
    if (upTo && m.name === upTo) break;
    await target.exec(readFileSync(m.path, "utf8"));
  }
}

beforeAll(async () => {
  db = new PGlite({ extensions: { pg_trgm } });
  await db.exec("set time zone 'UTC'");
  await applyMigrations(db);
  // Idempotent: this migration again on top of everything.
  const mine = migrationFiles().find((m) => m.name === MIGRATION)!;
  await db.exec(readFileSync(mine.path, "utf8"));
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe("the migration", () => {
  it("marks the rows stored before it confirmed without a confirmation time; new rows are pending; the limit goes from 20 to 1,000", async () => {
    const old = new PGlite({ extensions: { pg_trgm } });
    try {
      await applyMigrations(old, MIGRATION);
      expect((await old.query<{ n: number }>("select per_address_per_hour as n from private.signup_settings")).rows[0]!.n).toBe(20);
      await old.exec(`insert into public.subscribers (email, source, lang, created_at) values
        ('old-1@rental.example', 'EmailSignUpPage', 'en', '2024-01-01T00:00:00Z'),
        ('old-2@rental.example', null, null, '2025-06-01T00:00:00Z')`);
      const mine = migrationFiles().find((m) => m.name === MIGRATION)!;
      await old.exec(readFileSync(mine.path, "utf8"));
      await old.exec(readFileSync(mine.path, "utf8"));
      const rows = (await old.query("select email, status, confirmed_at, consented_at, unsubscribed_at from public.subscribers order by email")).rows;
      expect(rows).toEqual([
        { email: "old-1@rental.example", status: "confirmed", confirmed_at: null, consented_at: null, unsubscribed_at: null },
        { email: "old-2@rental.example", status: "confirmed", confirmed_at: null, consented_at: null, unsubscribed_at: null },
      ]);
      await old.exec("insert into public.subscribers (email) values ('new@rental.example')");
      expect((await old.query("select status from public.subscribers where email = 'new@rental.example'")).rows).toEqual([{ status: "pending" }]);
      expect((await old.query<{ n: number }>("select per_address_per_hour as n from private.signup_settings")).rows[0]!.n).toBe(1000);
      // A value someone chose stays.
      await old.exec("update private.signup_settings set per_address_per_hour = 50");
      await old.exec(readFileSync(mine.path, "utf8"));
      expect((await old.query<{ n: number }>("select per_address_per_hour as n from private.signup_settings")).rows[0]!.n).toBe(50);
      // The counts the team reads follow the rows.
      expect((await old.query<{ n: number }>("select sum(subscribers)::int as n from public.subscriber_counts")).rows[0]!.n).toBe(3);
    } finally {
      await old.close();
    }
  });

  it("refuses a status that is not one of the three, and consent words that don't exist", async () => {
    await expect(db.query("insert into public.subscribers (email, status) values ('bad-status@rental.example', 'maybe')")).rejects.toMatchObject({ code: "23514" });
    await expect(
      db.query("insert into public.subscribers (email, lang, consent_text_version) values ('bad-consent@rental.example', 'en', '1999-01-01')"),
    ).rejects.toMatchObject({ code: "23503" });
  });

  it("keeps the consent words the forms show, in both languages, for the app's version", async () => {
    // The app's words (src/content/sign-up-consent/, shown beside every form) and versions
    // (src/content/consent/versions.ts) are the ones on record, word for word.
    const stored = (await db.query<{ version: string; lang: string; text: string; privacy_notice_version: string }>(
      "select version, lang, text, privacy_notice_version from private.consent_texts where version = $1 order by lang",
      [CONSENT_VERSION],
    )).rows;
    expect(stored).toEqual([
      { version: CONSENT_VERSION, lang: "en", text: appEnglish.consentText, privacy_notice_version: PRIVACY_NOTICE_VERSION },
      { version: CONSENT_VERSION, lang: "es", text: appSpanish.consentText, privacy_notice_version: PRIVACY_NOTICE_VERSION },
    ]);
    expect(CONSENT_VERSION).toBe(CONSENT_VERSION_IN_SQL);
    // And the exact words.
    const rows = (await db.query<{ version: string; lang: string; text: string; privacy_notice_version: string }>(
      "select version, lang, text, privacy_notice_version from private.consent_texts order by version, lang",
    )).rows;
    expect(rows).toEqual([
      { version: CONSENT_WORDS.version, lang: "en", text: CONSENT_WORDS.en, privacy_notice_version: CONSENT_WORDS.privacyNoticeVersion },
      { version: CONSENT_WORDS.version, lang: "es", text: CONSENT_WORDS.es, privacy_notice_version: CONSENT_WORDS.privacyNoticeVersion },
    ]);
  });
});

describe("the subscriber's states", () => {
  it("pending → confirmed → unsubscribed → pending again → confirmed, each step on record", async () => {
    const email = unique("cycle");
    const first = await subscribe(email, { page: "/subscribe" });
    expect(first).toEqual({ code: "pending", mail_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const pending = await row(email);
    expect(pending).toMatchObject({
      status: "pending",
      lang: "en",
      page: "/subscribe",
      source: "EmailSignUpPage",
      consent_text_version: CONSENT_WORDS.version,
      privacy_notice_version: CONSENT_WORDS.privacyNoticeVersion,
      confirmed_at: null,
      unsubscribed_at: null,
    });
    expect(pending!.consented_at).toBeTruthy();

    const mail = await mailToSend(first.mail_id!);
    expect(mail).toMatchObject({
      id: first.mail_id,
      kind: "confirm",
      to: email,
      lang: "en",
      confirm_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      unsubscribe_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      subscriber: {
        email,
        status: "pending",
        source: "EmailSignUpPage",
        lang: "en",
        page: "/subscribe",
        consent_text_version: CONSENT_WORDS.version,
        privacy_notice_version: CONSENT_WORDS.privacyNoticeVersion,
        consent_text: CONSENT_WORDS.en,
        confirmed_at: null,
        unsubscribed_at: null,
      },
    });
    expect(mail).not.toHaveProperty("erase_token");
    expect(await svc("public.mail_sent($1, 're_1')", [mail!.id])).toEqual({ ok: true });

    // A sign-up again while pending: a new mail (the first may be lost), still pending.
    const again = await subscribe(email);
    expect(again.code).toBe("pending");
    expect(again.mail_id).not.toBe(first.mail_id);

    expect(await confirm(mail!.confirm_token!)).toEqual({ code: "confirmed", lang: "en" });
    const confirmed = await row(email);
    expect(confirmed).toMatchObject({ status: "confirmed" });
    expect(confirmed!.confirmed_at).toBeTruthy();
    // The second mail's confirmation is no longer sent: the person confirmed.
    expect(await mailToSend(again.mail_id!)).toBeNull();
    expect(await one("(select last_error from private.mail_outbox where id = $1)", [again.mail_id])).toBe("not sent: the subscriber is confirmed");

    expect(await subscribe(email)).toEqual({ code: "already_subscribed", mail_id: null });

    expect(await unsubscribe(mail!.unsubscribe_token)).toEqual({ code: "unsubscribed", lang: "en" });
    expect(await unsubscribe(mail!.unsubscribe_token)).toEqual({ code: "already_unsubscribed", lang: "en" });
    const left = await row(email);
    expect(left).toMatchObject({ status: "unsubscribed" });
    expect(left!.unsubscribed_at).toBeTruthy();

    // Back, from the Spanish page: pending with the new consent record; the first sign-up's time
    // and source stay, the history too.
    await one("(select 1 from (select pg_sleep(0.01)) x)");
    const back = await subscribe(email, { lang: "es", page: "/es/suscribirse", source: "GoogleWorkspaceArticle" });
    expect(back.code).toBe("pending");
    expect(back.mail_id).toBeTruthy();
    const returned = await row(email);
    expect(returned).toMatchObject({
      status: "pending",
      lang: "es",
      page: "/es/suscribirse",
      source: "EmailSignUpPage",
      created_at: pending!.created_at,
      confirmed_at: confirmed!.confirmed_at,
      unsubscribed_at: left!.unsubscribed_at,
    });
    expect(Date.parse(String(returned!.consented_at))).toBeGreaterThan(Date.parse(String(pending!.consented_at)));

    const spanish = await mailToSend(back.mail_id!);
    expect(spanish).toMatchObject({ lang: "es", subscriber: { consent_text: CONSENT_WORDS.es, status: "pending" } });
    expect(await confirm(spanish!.confirm_token!)).toEqual({ code: "confirmed", lang: "es" });
    expect(await row(email)).toMatchObject({ status: "confirmed" });
  });

  it("an unsubscribe from the confirmation mail (I never signed up) stops its mails", async () => {
    const email = unique("not-me");
    const mail = await signedUpWithMail(email);
    const retry = await subscribe(email);
    expect(await unsubscribe(mail.unsubscribe_token)).toEqual({ code: "unsubscribed", lang: "en" });
    expect(await mailToSend(retry.mail_id!)).toBeNull();
    expect(await row(email)).toMatchObject({ status: "unsubscribed", confirmed_at: null });
  });

  it("look-alikes of an address are that address", async () => {
    const email = unique("same");
    await signedUpWithMail(email);
    // Two more mails fit in the day; the third look-alike meets the limit, as the address would.
    for (const [lookAlike, code] of [[email.toUpperCase(), "pending"], [`\u200b${email}`, "pending"], [` ${email}\u3000`, "mail_limit"]]) {
      expect((await subscribe(lookAlike!)).code, JSON.stringify(lookAlike)).toBe(code);
    }
    expect(await one("(select count(*)::int from public.subscribers where lower(email) = $1)", [email])).toBe(1);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const email = unique("bot");
    const outbox = await one<number>("(select count(*)::int from private.mail_outbox)");
    expect(await subscribe(email, { website: "https://spam.example" })).toEqual({ code: "pending", mail_id: null });
    expect(await row(email)).toBeNull();
    expect(await one("(select count(*)::int from private.mail_outbox)")).toBe(outbox);
  });

  it("answers invalid for what is not an address, and stores nothing", async () => {
    expect(await subscribe("not-an-address")).toEqual({ code: "invalid", mail_id: null });
    expect(await subscribe("ho st@rental.example")).toEqual({ code: "invalid", mail_id: null });
  });

  it.each([
    ["an unknown source", { source: "Bulk gaming top source" }, "Unknown sign-up source 'Bulk gaming top source': nothing was stored."],
    ["an unknown language", { lang: "fr" }, "Unknown sign-up language 'fr': nothing was stored."],
    ["an unknown consent version", { consent: "1999-01-01" }, "Unknown consent version '1999-01-01' for en: nothing was stored."],
    ["no consent version from a site form", { consent: null }, "Unknown consent version null for en: nothing was stored."],
  ] as [string, { source?: string; lang?: string; consent?: string | null }, string][])("refuses %s (22023) and stores nothing", async (_label, options, message) => {
    const email = unique("refused");
    const r = await as(service, "public.subscribe($1, $2, $3, $4, $5, $6, $7)", [
      email,
      options.source ?? "EmailSignUpPage",
      options.lang ?? "en",
      null,
      "/subscribe",
      "consent" in options ? options.consent : CONSENT_VERSION_IN_SQL,
      "198.51.100.21",
    ]);
    expect(r).toMatchObject({ ok: false, code: "22023", message });
    expect(await row(email)).toBeNull();
  });
});

describe("tokens", () => {
  it("are stored as their sha256 only: no table holds a token the mails carried", async () => {
    const email = unique("hash-only");
    const mail = await signedUpWithMail(email);
    const data = await svc<{ mail_id: string }>("public.request_subscriber_data($1, 'en', '198.51.100.22')", [email]);
    const report = await mailToSend(data.mail_id);
    const tokens = [mail.confirm_token!, mail.unsubscribe_token, report!.erase_token!, report!.unsubscribe_token];
    const tables = (await db.query<{ t: string }>(
      `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and c.relkind = 'r'`,
    )).rows.map((r) => r.t);
    expect(tables).toEqual(expect.arrayContaining(["private.subscriber_tokens", "private.mail_outbox", "public.subscribers"]));
    for (const table of tables) {
      for (const token of tokens) {
        expect(await one(`(select count(*)::int from ${table} x where x::text like '%' || $1 || '%')`, [token]), table).toBe(0);
      }
    }
    // What is stored is the hash.
    for (const token of tokens) {
      expect(await one("(select count(*)::int from private.subscriber_tokens where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))", [token])).toBe(1);
    }
  });

  it("a confirmation link works once: the second click says already confirmed", async () => {
    const mail = await signedUpWithMail(unique("twice"));
    expect((await confirm(mail.confirm_token!)).code).toBe("confirmed");
    expect((await confirm(mail.confirm_token!)).code).toBe("already_confirmed");
  });

  it("a used confirmation link says used once the person has left; it does not sign them up again", async () => {
    const email = unique("used");
    const mail = await signedUpWithMail(email);
    await confirm(mail.confirm_token!);
    await unsubscribe(mail.unsubscribe_token);
    expect(await confirm(mail.confirm_token!)).toEqual({ code: "used", lang: "en" });
    expect(await row(email)).toMatchObject({ status: "unsubscribed" });
  });

  it("a confirmation link expires after 7 days; an expired one offers a new mail", async () => {
    const email = unique("expired");
    const mail = await signedUpWithMail(email, { lang: "es", page: "/es/suscribirse" });
    const lifetime = await one<number>(
      "(select extract(epoch from expires_at - created_at)::int from private.subscriber_tokens where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))",
      [mail.confirm_token],
    );
    expect(lifetime).toBe(7 * 86_400);
    await db.query("update private.subscriber_tokens set expires_at = now() - interval '1 second' where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')", [mail.confirm_token]);
    expect(await confirm(mail.confirm_token!)).toEqual({ code: "expired", lang: "es" });
    expect(await row(email)).toMatchObject({ status: "pending" });
    const again = await resend(mail.confirm_token!);
    expect(again).toMatchObject({ code: "pending", lang: "es", mail_id: expect.any(String) });
    const fresh = await mailToSend(again.mail_id!);
    expect(await confirm(fresh!.confirm_token!)).toEqual({ code: "confirmed", lang: "es" });
    expect(await resend(mail.confirm_token!)).toEqual({ code: "already_confirmed", mail_id: null, lang: "es" });
  });

  it("an unsubscribe link has no expiry and works every time", async () => {
    const mail = await signedUpWithMail(unique("forever"));
    expect(await one("(select expires_at from private.subscriber_tokens where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))", [mail.unsubscribe_token])).toBeNull();
    for (let i = 0; i < 3; i++) expect((await unsubscribe(mail.unsubscribe_token)).code).toBe(i === 0 ? "unsubscribed" : "already_unsubscribed");
  });

  it("a tampered, truncated, uppercase, empty or unknown token is unknown, for every link", async () => {
    const mail = await signedUpWithMail(unique("tamper"));
    const t = mail.confirm_token!;
    const flipped = (t[0] === "a" ? "b" : "a") + t.slice(1);
    for (const bad of [flipped, t.slice(0, 63), t.toUpperCase(), `${t} `, "", null, "' or 1=1 --", "a".repeat(64)]) {
      expect(await confirm(bad), JSON.stringify(bad)).toEqual({ code: "unknown", lang: null });
      expect(await resend(bad), JSON.stringify(bad)).toEqual({ code: "unknown", mail_id: null, lang: null });
      expect(await unsubscribe(bad), JSON.stringify(bad)).toEqual({ code: "unknown", lang: null });
      expect(await svc("public.erase_subscriber($1)", [bad]), JSON.stringify(bad)).toEqual({ code: "unknown" });
    }
    // A link is for its purpose only.
    expect(await unsubscribe(t)).toEqual({ code: "unknown", lang: null });
    expect(await confirm(mail.unsubscribe_token)).toEqual({ code: "unknown", lang: null });
    expect(await svc("public.erase_subscriber($1)", [mail.unsubscribe_token])).toEqual({ code: "unknown" });
  });
});

describe("links after leaving", () => {
  it("a confirmation link not yet used confirms even after an unsubscribe: following it is the yes", async () => {
    const email = unique("late-yes");
    const mail = await signedUpWithMail(email);
    await unsubscribe(mail.unsubscribe_token);
    expect(await confirm(mail.confirm_token!)).toEqual({ code: "confirmed", lang: "en" });
    expect(await row(email)).toMatchObject({ status: "confirmed" });
  });

  it("asking for a new link after leaving makes the row pending again, with a mail", async () => {
    const email = unique("come-back");
    const mail = await signedUpWithMail(email);
    await unsubscribe(mail.unsubscribe_token);
    const again = await resend(mail.confirm_token!);
    expect(again).toMatchObject({ code: "pending", mail_id: expect.any(String), lang: "en" });
    expect(await row(email)).toMatchObject({ status: "pending" });
    expect((await mailToSend(again.mail_id!))!.kind).toBe("confirm");
  });

  it("mail_sent and mail_failed for a mail that is gone (erased) change nothing and say so", async () => {
    const gone = "00000000-0000-4000-8000-000000000001";
    expect(await svc("public.mail_sent($1, 're_x')", [gone])).toEqual({ ok: false });
    expect(await svc("public.mail_failed($1, 'x')", [gone])).toEqual({ retry_at: null });
  });
});

describe("at most 3 confirmation mails per subscriber per 24 hours", () => {
  it("the fourth sign-up in a day answers mail_limit and queues nothing; a day later it may again", async () => {
    const email = unique("limit");
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await subscribe(email)).code);
    expect(codes).toEqual(["pending", "pending", "pending", "mail_limit"]);
    const id = await one<string>("(select id from public.subscribers where email = $1)", [email]);
    expect(await one("(select count(*)::int from private.mail_outbox where subscriber_id = $1)", [id])).toBe(3);
    const mail = await mailToSend(await one<string>("(select id from private.mail_outbox where subscriber_id = $1 order by created_at limit 1)", [id]));
    expect((await resend(mail!.confirm_token!)).code).toBe("mail_limit");
    await db.query("update private.mail_outbox set created_at = created_at - interval '24 hours 1 second' where subscriber_id = $1 and id = (select id from private.mail_outbox where subscriber_id = $1 order by created_at limit 1)", [id]);
    expect((await subscribe(email)).code).toBe("pending");
    expect((await subscribe(email)).code).toBe("mail_limit");
  });

  it("at the limit, an unsubscribed row stays unsubscribed (nothing changes without a mail)", async () => {
    const email = unique("limit-left");
    const mail = await signedUpWithMail(email);
    await subscribe(email);
    await subscribe(email);
    await unsubscribe(mail.unsubscribe_token);
    expect((await subscribe(email)).code).toBe("mail_limit");
    expect(await row(email)).toMatchObject({ status: "unsubscribed" });
  });
});

describe("the outbox", () => {
  it("lists due mails, oldest first, up to max_count", async () => {
    await db.query("update private.mail_outbox set sent_at = now() where sent_at is null");
    const a = await subscribe(unique("due-a"));
    const b = await subscribe(unique("due-b"));
    const c = await subscribe(unique("due-c"));
    // Sign-ups within one clock tick share a time: give them distinct ones.
    for (const [i, r] of [a, b, c].entries()) await db.query("update private.mail_outbox set next_attempt_at = now() - interval '1 minute' + $2 * interval '1 second' where id = $1", [r.mail_id, i]);
    expect(await svc("public.mails_due()")).toEqual([a.mail_id, b.mail_id, c.mail_id]);
    expect(await svc("public.mails_due(2)")).toEqual([a.mail_id, b.mail_id]);
    await mailToSend(b.mail_id!);
    expect(await svc("public.mails_due()")).toEqual([a.mail_id, c.mail_id]);
  });

  it("leases a mail: a second sender gets null while the first is sending; a sent mail is never sent again", async () => {
    const r = await subscribe(unique("lease"));
    const first = await mailToSend(r.mail_id!);
    expect(first).not.toBeNull();
    expect(await mailToSend(r.mail_id!)).toBeNull();
    const leased = await one<{ attempts: number; wait: number }>(
      "(select json_build_object('attempts', attempts, 'wait', round(extract(epoch from next_attempt_at - now()))) from private.mail_outbox where id = $1)",
      [r.mail_id],
    );
    expect(leased).toEqual({ attempts: 1, wait: 120 });
    // The lease ran out (the sender died): the mail goes again, with new tokens.
    await db.query("update private.mail_outbox set next_attempt_at = now() where id = $1", [r.mail_id]);
    const second = await mailToSend(r.mail_id!);
    expect(second!.confirm_token).not.toBe(first!.confirm_token);
    expect(second!.unsubscribe_token).not.toBe(first!.unsubscribe_token);
    // Both attempts' links work: the first mail may have arrived after all.
    expect((await confirm(first!.confirm_token!)).code).toBe("confirmed");
    expect(await svc("public.mail_sent($1, 're_abc')", [r.mail_id])).toEqual({ ok: true });
    expect(await one("(select json_build_object('provider_id', provider_id, 'sent', sent_at is not null) from private.mail_outbox where id = $1)", [r.mail_id])).toEqual({
      provider_id: "re_abc",
      sent: true,
    });
    await db.query("update private.mail_outbox set next_attempt_at = now() - interval '1 hour' where id = $1", [r.mail_id]);
    expect(await mailToSend(r.mail_id!)).toBeNull();
    expect(await svc("public.mails_due(1000)")).not.toContain(r.mail_id);
    expect(await mailToSend("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("backs off 30 s, 60 s, 120 s … at most an hour, as private.mail_settings says", async () => {
    const r = await subscribe(unique("backoff"));
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      await db.query("update private.mail_outbox set next_attempt_at = now() where id = $1", [r.mail_id]);
      expect(await mailToSend(r.mail_id!)).not.toBeNull();
      const { retry_at } = await svc<{ retry_at: string }>("public.mail_failed($1, 'HTTP 503 from Resend')", [r.mail_id]);
      waits.push(Math.round((Date.parse(retry_at) - (await one<Date>("(select now())")).getTime()) / 1000));
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(await one("(select last_error from private.mail_outbox where id = $1)", [r.mail_id])).toBe("HTTP 503 from Resend");
    // Not due before its time.
    expect(await svc("public.mails_due(1000)")).not.toContain(r.mail_id);
    expect(await mailToSend(r.mail_id!)).toBeNull();

    await db.query("update private.mail_settings set retry_base_seconds = 5");
    try {
      const s = await subscribe(unique("backoff-5"));
      await mailToSend(s.mail_id!);
      const { retry_at } = await svc<{ retry_at: string }>("public.mail_failed($1, 'timeout')", [s.mail_id]);
      expect(Math.round((Date.parse(retry_at) - (await one<Date>("(select now())")).getTime()) / 1000)).toBe(5);
    } finally {
      await db.query("update private.mail_settings set retry_base_seconds = 30");
    }
  });

  it("gives a mail up once it is 24 hours old", async () => {
    const r = await subscribe(unique("give-up"));
    await mailToSend(r.mail_id!);
    await db.query("update private.mail_outbox set created_at = now() - interval '24 hours 1 second' where id = $1", [r.mail_id]);
    expect(await svc("public.mail_failed($1, 'HTTP 503')", [r.mail_id])).toEqual({ retry_at: null });
    expect(await one("(select failed_at is not null from private.mail_outbox where id = $1)", [r.mail_id])).toBe(true);
    expect(await svc("public.mails_due(1000)")).not.toContain(r.mail_id);

    // Never attempted and too old (the sender was down for a day): given up when asked for.
    const s = await subscribe(unique("give-up-unsent"));
    await db.query("update private.mail_outbox set created_at = now() - interval '25 hours' where id = $1", [s.mail_id]);
    expect(await mailToSend(s.mail_id!)).toBeNull();
    expect(await one("(select json_build_object('failed', failed_at is not null, 'error', last_error) from private.mail_outbox where id = $1)", [s.mail_id])).toEqual({
      failed: true,
      error: "not sent within 24 hours",
    });
  });
});

describe("the 30-day purge", () => {
  it("deletes pending rows never confirmed whose sign-up is older than 30 days, with their tokens and mails", async () => {
    const stale = unique("stale");
    const fresh = unique("fresh");
    const returning = unique("returning");
    const confirmedLongAgo = unique("confirmed-old");
    const staleMail = await signedUpWithMail(stale);
    await signedUpWithMail(fresh);
    const back = await signedUpWithMail(returning);
    await confirm(back.confirm_token!);
    await unsubscribe(back.unsubscribe_token);
    await subscribe(returning);
    const ok = await signedUpWithMail(confirmedLongAgo);
    await confirm(ok.confirm_token!);
    await db.query("update public.subscribers set consented_at = now() - interval '30 days 1 minute' where email in ($1, $2, $3)", [stale, returning, confirmedLongAgo]);
    await db.query("update public.subscribers set consented_at = now() - interval '29 days 23 hours' where email = $1", [fresh]);
    const staleId = await one<string>("(select id from public.subscribers where email = $1)", [stale]);

    expect(await one("private.purge_unconfirmed()")).toBe(1);
    expect(await row(stale)).toBeNull();
    for (const kept of [fresh, returning, confirmedLongAgo]) expect(await row(kept), kept).not.toBeNull();
    expect(await one("(select count(*)::int from private.subscriber_tokens where subscriber_id = $1)", [staleId])).toBe(0);
    expect(await one("(select count(*)::int from private.mail_outbox where subscriber_id = $1)", [staleId])).toBe(0);
    expect(await confirm(staleMail.confirm_token!)).toEqual({ code: "unknown", lang: null });
    expect(await one("private.purge_unconfirmed()")).toBe(0);
  });
});

describe("what is held on an address, and erasing it", () => {
  it("an address not on the list: none, and nothing is stored", async () => {
    const before = await one("(select json_build_object('s', (select count(*) from public.subscribers), 'm', (select count(*) from private.mail_outbox), 't', (select count(*) from private.subscriber_tokens)))");
    const email = unique("stranger");
    expect(await svc("public.request_subscriber_data($1, 'en', '198.51.100.23')", [email])).toEqual({ code: "none", mail_id: null });
    expect(await svc("public.request_subscriber_data('not-an-address', 'en', '198.51.100.23')")).toEqual({ code: "invalid", mail_id: null });
    expect(await one("(select json_build_object('s', (select count(*) from public.subscribers), 'm', (select count(*) from private.mail_outbox), 't', (select count(*) from private.subscriber_tokens)))")).toEqual(before);
    expect(await one("(select count(*)::int from private.signup_attempts where client_key like '%' || $1 || '%')", [email])).toBe(0);
  });

  it("a subscriber gets the record and an erase link; erasing removes the row, its tokens and its mails", async () => {
    const email = unique("erase");
    const signup = await signedUpWithMail(email, { lang: "es", page: "/es/suscribirse" });
    await confirm(signup.confirm_token!);
    const pendingMail = await subscribe(unique("other"));
    const asked = await svc<{ code: string; mail_id: string }>("public.request_subscriber_data($1, 'en', '198.51.100.24')", [email.toUpperCase()]);
    expect(asked).toEqual({ code: "queued", mail_id: expect.any(String) });
    const report = await mailToSend(asked.mail_id);
    expect(report).toMatchObject({
      kind: "data_report",
      to: email,
      lang: "en",
      erase_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      unsubscribe_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      subscriber: { email, status: "confirmed", lang: "es", page: "/es/suscribirse", consent_text: CONSENT_WORDS.es, source: "EmailSignUpPage" },
    });
    expect(report).not.toHaveProperty("confirm_token");
    const id = await one<string>("(select id from public.subscribers where email = $1)", [email]);
    // A look-alike the narrow door's migration set aside is the same person's address: it goes too.
    await db.query(
      "insert into private.subscriber_email_collisions (id, email, normalized_email, source, created_at, reason, kept_id) values (gen_random_uuid(), $1, $2, null, now(), 'collision', $3)",
      [`\u200b${email}`, email, id],
    );
    expect(await svc("public.erase_subscriber($1)", [report!.erase_token])).toEqual({ code: "erased" });
    expect(await one("(select count(*)::int from private.subscriber_email_collisions where normalized_email = $1)", [email])).toBe(0);
    expect(await row(email)).toBeNull();
    expect(await one("(select count(*)::int from private.subscriber_tokens where subscriber_id = $1)", [id])).toBe(0);
    expect(await one("(select count(*)::int from private.mail_outbox where subscriber_id = $1 or to_email = $2)", [id, email])).toBe(0);
    // Single use, and the rest of the list untouched.
    expect(await svc("public.erase_subscriber($1)", [report!.erase_token])).toEqual({ code: "unknown" });
    expect(await unsubscribe(signup.unsubscribe_token)).toEqual({ code: "unknown", lang: null });
    expect(await one("(select count(*)::int from private.mail_outbox where id = $1)", [pendingMail.mail_id])).toBe(1);
  });

  it("an erase link expires after 7 days", async () => {
    const email = unique("erase-late");
    await signedUpWithMail(email);
    const asked = await svc<{ mail_id: string }>("public.request_subscriber_data($1, 'es', '198.51.100.25')", [email]);
    const report = await mailToSend(asked.mail_id);
    expect(report!.lang).toBe("es");
    await db.query("update private.subscriber_tokens set expires_at = now() where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')", [report!.erase_token]);
    expect(await svc("public.erase_subscriber($1)", [report!.erase_token])).toEqual({ code: "unknown" });
    expect(await row(email)).not.toBeNull();
  });

  it("at most 3 data mails per address per 24 hours; an unknown language is refused", async () => {
    const email = unique("data-limit");
    await signedUpWithMail(email);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await svc<{ code: string }>("public.request_subscriber_data($1, 'en', '198.51.100.26')", [email])).code);
    expect(codes).toEqual(["queued", "queued", "queued", "mail_limit"]);
    expect(await as(service, "public.request_subscriber_data($1, 'fr')", [email])).toMatchObject({ ok: false, code: "22023" });
  });
});

describe("the per-address limit", () => {
  it("counts the client address the function passes, answers PT429 past the setting, sign-ups and data requests apart", async () => {
    await db.query("update private.signup_settings set per_address_per_hour = 2");
    try {
      const from = "192.0.2.77";
      expect((await subscribe(unique("nat-1"), { from })).code).toBe("pending");
      expect((await subscribe(unique("nat-2"), { from })).code).toBe("pending");
      const over = await as(service, "public.subscribe($1, 'EmailSignUpPage', 'en', null, '/subscribe', $2, $3)", [unique("nat-3"), CONSENT_VERSION_IN_SQL, from]);
      expect(over).toMatchObject({ ok: false, code: "PT429", message: "Too many sign-ups from your network in the last hour. Please try again later." });
      expect((await subscribe(unique("nat-4"), { from: "192.0.2.78" })).code).toBe("pending");
      expect((await svc<{ code: string }>("public.request_subscriber_data($1, 'en', $2)", [unique("x"), from])).code).toBe("none");
      // Without the parameter, the request's header decides.
      const header = { "x-forwarded-for": `${from}, 10.0.0.1` };
      const viaHeader = await as(service, "public.subscribe($1, 'EmailSignUpPage', 'en', null, '/subscribe', $2)", [unique("nat-5"), CONSENT_VERSION_IN_SQL], header);
      expect(viaHeader).toMatchObject({ ok: false, code: "PT429" });
      expect(await one("(select count(*)::int from private.signup_attempts where client_key like '%192.0.2%')")).toBe(0);
    } finally {
      await db.query("update private.signup_settings set per_address_per_hour = 1000");
    }
  });

  it("lets 300 people behind one address sign up (the default 1,000 an hour)", async () => {
    const from = "100.64.0.1";
    const t0 = performance.now();
    const codes = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const { code } = await subscribe(`nat-${i}-${Date.now().toString(36)}@carrier.example`, { from });
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    const ms = performance.now() - t0;
    expect(Object.fromEntries(codes)).toEqual({ pending: 300 });
    console.log(`[figure] 300 distinct sign-ups from one client address on PGlite: ${Math.round(ms)} ms (${(ms / 300).toFixed(1)} ms each)`);
  });
});

describe("who may call what", () => {
  it("the public role (anon) has no privilege in the public or private schema: no routine, no table", async () => {
    const routines = (await db.query<{ p: string }>(
      `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as p
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'execute') order by 1`,
    )).rows.map((r) => r.p);
    expect(routines).toEqual([]);
    const tables = (await db.query<{ t: string }>(
      `select n.nspname || '.' || c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'p', 'f')
          and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('anon', c.oid, 'insert')
               or has_table_privilege('anon', c.oid, 'update') or has_table_privilege('anon', c.oid, 'delete')
               or has_table_privilege('anon', c.oid, 'truncate') or has_table_privilege('anon', c.oid, 'references')
               or has_table_privilege('anon', c.oid, 'trigger')) order by 1`,
    )).rows.map((r) => r.t);
    expect(tables).toEqual([]);
    expect(await one("has_schema_privilege('anon', 'private', 'usage')")).toBe(false);
  });

  it("signed-in users may execute subscribe() of the new functions and nothing else of them", async () => {
    const mine = [
      "public.subscribe(text,text,text,text,text,text,text)",
      "public.confirm_subscription(text)",
      "public.resend_confirmation(text)",
      "public.unsubscribe(text)",
      "public.request_subscriber_data(text,text,text)",
      "public.erase_subscriber(text)",
      "public.mails_due(integer)",
      "public.mail_to_send(uuid)",
      "public.mail_sent(uuid,text)",
      "public.mail_failed(uuid,text)",
      "private.purge_unconfirmed()",
    ];
    const allowed: Record<string, string[]> = {};
    for (const role of ["authenticated", "service_role"]) {
      allowed[role] = [];
      for (const f of mine) if (await one<boolean>("has_function_privilege($1, $2, 'execute')", [role, f])) allowed[role]!.push(f);
    }
    expect(allowed.authenticated).toEqual(["public.subscribe(text,text,text,text,text,text,text)"]);
    expect(allowed.service_role).toEqual(mine.filter((f) => f !== "private.purge_unconfirmed()"));
    expect(await one("(select count(*)::int from pg_proc where proname = 'subscribe')")).toBe(1);
    for (const f of mine) expect(await one<boolean>("(select prosecdef from pg_proc where oid = $1::regprocedure)", [f]), f).toBe(true);
    for (const f of mine) expect(await one<string[]>("(select proconfig from pg_proc where oid = $1::regprocedure)", [f]), f).toEqual(['search_path=""']);
  });

  it.each([
    ["anon", anon],
    ["a signed-in member", member],
    ["the team without the second factor", teamWithoutTotp],
  ])("%s can call none of them (42501) and reads nothing", async (_label, actor) => {
    const calls = [
      "public.subscribe('who@rental.example', 'EmailSignUpPage', 'en', null, '/subscribe', '2026-11-28')",
      "public.subscribe('who@rental.example', 'audit_test', 'en')",
      "public.confirm_subscription('" + "a".repeat(64) + "')",
      "public.resend_confirmation('" + "a".repeat(64) + "')",
      "public.unsubscribe('" + "a".repeat(64) + "')",
      "public.request_subscriber_data('who@rental.example', 'en')",
      "public.erase_subscriber('" + "a".repeat(64) + "')",
      "public.mails_due()",
      "public.mail_to_send(gen_random_uuid())",
      "public.mail_sent(gen_random_uuid(), 'x')",
      "public.mail_failed(gen_random_uuid(), 'x')",
      "private.purge_unconfirmed()",
      "(select count(*) from private.mail_outbox)",
      "(select count(*) from private.subscriber_tokens)",
      "(select count(*) from private.consent_texts)",
      "(select count(*) from public.subscribers where status = 'pending')",
    ];
    for (const sql of calls) {
      const r = await as(actor, sql);
      if (actor === anon || !sql.startsWith("(select count(*) from public.")) {
        expect(r, sql).toMatchObject({ ok: false, code: "42501" });
      } else {
        // Signed-in users may try to read the table; its policies show them no row.
        expect(r, sql).toEqual({ ok: true, value: 0 });
      }
    }
    expect(await row("who@rental.example")).toBeNull();
  });

  it("the team (admin, aal2) signs up the audit's test addresses, which queue no mail, and nothing else", async () => {
    const outbox = await one<number>("(select count(*)::int from private.mail_outbox)");
    const email = unique("audit");
    const r = await as(team, "public.subscribe($1, 'audit_test', 'en')", [email]);
    expect(r).toEqual({ ok: true, value: { code: "pending", mail_id: null } });
    expect(await as(team, "public.subscribe($1, 'duplicate_test_1', 'en')", [email])).toEqual({ ok: true, value: { code: "pending", mail_id: null } });
    expect(await as(team, "public.subscribe('not-an-address', 'flow_test', 'en')")).toEqual({ ok: true, value: { code: "invalid", mail_id: null } });
    expect(await row(email)).toMatchObject({ status: "pending", source: "audit_test", consent_text_version: null });
    expect(await one("(select count(*)::int from private.mail_outbox)")).toBe(outbox);
    // The service role's audit sign-ups queue none either.
    expect(await svc("public.subscribe($1, 'flow_test', 'en')", [unique("audit-svc")])).toEqual({ code: "pending", mail_id: null });
    expect(await one("(select count(*)::int from private.mail_outbox)")).toBe(outbox);

    const site = await as(team, "public.subscribe($1, 'EmailSignUpPage', 'en', null, '/subscribe', '2026-11-28')", [unique("team-site")]);
    expect(site).toMatchObject({ ok: false, code: "42501", message: "permission denied for function subscribe" });
    const unknown = await as(team, "public.subscribe($1, 'Bulk gaming top source', 'en')", [unique("team-bulk")]);
    expect(unknown).toMatchObject({ ok: false, code: "42501" });
    // Someone who put role=admin in user_metadata (which users edit themselves) is not the team.
    const selfPromoted: Actor = { role: "authenticated", claims: { ...member.claims, user_metadata: { role: "admin" } } };
    expect(await as(selfPromoted, "public.subscribe($1, 'audit_test', 'en')", [unique("self")])).toMatchObject({ ok: false, code: "42501" });
    // A person's row is never touched by the audit: not an unsubscribed one, not a pending one's consent record.
    const person = unique("person");
    const mail = await signedUpWithMail(person, { lang: "es", page: "/es/suscribirse" });
    const before = await row(person);
    expect(await as(team, "public.subscribe($1, 'audit_test', 'en')", [person])).toEqual({ ok: true, value: { code: "pending", mail_id: null } });
    expect(await row(person)).toEqual(before);
    await unsubscribe(mail.unsubscribe_token);
    const left = await row(person);
    expect(await as(team, "public.subscribe($1, 'flow_test', 'en')", [person])).toEqual({ ok: true, value: { code: "pending", mail_id: null } });
    expect(await row(person)).toEqual(left);
    await confirm(mail.confirm_token!);
    expect(await as(team, "public.subscribe($1, 'flow_test', 'en')", [person])).toEqual({ ok: true, value: { code: "already_subscribed", mail_id: null } });
  });
});
