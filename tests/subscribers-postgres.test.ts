/**
 * The same migrations and row-level-security rules on a real PostgreSQL server, so CI proves the
 * SQL is not PGlite-specific. Starts a throwaway cluster (initdb + pg_ctl, Unix socket only) in
 * a temp directory, provides what Supabase provides (the stand-in's bootstrap.sql), applies
 * supabase/migrations in order, then acts as each API role the way PostgREST does: SET LOCAL
 * ROLE plus request.jwt.claims, in a transaction. At 100,000 rows it checks that the list's
 * searches and sorts use their indexes (EXPLAIN).
 *
 * Everything that runs as the postgres user runs in the cluster's own directory and reads SQL
 * from stdin, so the checkout may sit in a folder only root can enter (issue 15; .ci/run proves
 * it on a clone in a mode-700 folder).
 *
 * Skipped when no PostgreSQL server binaries are installed (Debian: apt-get install postgresql).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOTSTRAP_SQL_PATH, migrationFiles } from "../local-services/supabase/database.mjs";
import { syntheticInsertSql } from "../local-services/supabase/seed.mjs";
import { isTestSource, sourceLabel, validateEmail } from "../src/features/subscribers/subscriber";
import { SIGN_UP_SOURCES } from "../src/content/sign-up/sources";
import { AUDIT_TEST_SOURCES } from "../src/features/audit/checks";
import { CONSENT_VERSION_IN_SQL, CONSENT_WORDS } from "./double-opt-in-words";
import { AFTER, AFTER_SQL, LEGACY_ROWS_SQL, REPORTED } from "./narrow-door-legacy";
import {
  anonActor as anon,
  literal,
  pgBinDir as binDir,
  serviceActor as service,
  startPostgresCluster,
  teamActor as admin,
  teamWithoutTotpActor as adminWithoutTotp,
  type Actor,
  type PostgresCluster,
  type PsqlResult,
} from "./postgres-cluster";
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from "./subscribers-email-cases";

const member: Actor = { role: "authenticated", claims: { sub: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e02", role: "authenticated", app_metadata: { provider: "email" } } };
/** Someone who put role=admin in user_metadata, which users can edit themselves. */
const selfPromoted: Actor = {
  role: "authenticated",
  claims: { sub: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e03", role: "authenticated", app_metadata: {}, user_metadata: { role: "admin" } },
};

let cluster: PostgresCluster;
const psql = (sql: string, database?: string) => cluster.psql(sql, database);
/** One PostgREST-style request: a transaction as the actor's role with its JWT claims and the request's headers. */
const as = (actor: Actor, sql: string, headers?: Record<string, string>) => cluster.as(actor, sql, headers);

/**
 * A sign-up as the signup Edge Function makes it (the service role, the visitor's address passed
 * on), or as another actor; `out` is the answer's code ("pending", "already_subscribed", ...).
 */
function subscribe(
  email: string,
  source = "EmailSignUpPage",
  { from = "203.0.113.7", website = null as string | null, actor = service, lang = "en", consent = CONSENT_VERSION_IN_SQL as string | null } = {},
): PsqlResult & { mailId: string | null } {
  const r = as(
    actor,
    `select public.subscribe(${literal(email)}, ${literal(source)}, ${literal(lang)}, ${website === null ? "null" : literal(website)}, '/subscribe', ${consent === null ? "null" : literal(consent)}, ${literal(from)})`,
  );
  if (!r.ok) return { ...r, mailId: null };
  const answer = JSON.parse(r.out) as { code: string; mail_id: string | null };
  return { ...r, out: answer.code, mailId: answer.mail_id };
}

/** A service-role call answering JSON. */
function svc<T = Record<string, unknown>>(sql: string): T {
  const r = as(service, `select ${sql}`);
  if (!r.ok) throw new Error(r.err);
  return JSON.parse(r.out) as T;
}

type Mail = { id: string; kind: string; to: string; lang: string; confirm_token?: string; erase_token?: string; unsubscribe_token: string; subscriber: Record<string, unknown> };
const mailToSend = (id: string) => {
  const r = as(service, `select public.mail_to_send(${literal(id)})`);
  if (!r.ok) throw new Error(r.err);
  return r.out === "" ? null : (JSON.parse(r.out) as Mail);
};

describe.skipIf(!binDir)(`migration and RLS on a real PostgreSQL (${binDir ?? "not installed"})`, () => {
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 120_000);

  afterAll(() => {
    cluster?.stop();
  });

  it("each migration can run again without error (idempotent): right after itself, and the whole chain again", () => {
    // In a database of its own, so the rest of the suite tests the schema as deployed once.
    expect(psql("create database idempotent").ok).toBe(true);
    expect(psql(readFileSync(BOOTSTRAP_SQL_PATH, "utf8"), "idempotent").ok).toBe(true);
    const run = (label: string, path: string) => {
      const r = psql(`begin;\n${readFileSync(path, "utf8")}\ncommit;`, "idempotent");
      expect(r.err, label).not.toMatch(/ERROR/);
      expect(r.ok, label).toBe(true);
    };
    for (const m of migrationFiles()) {
      run(`${m.file}, first`, m.path);
      run(`${m.file}, again`, m.path);
    }
    psql("insert into public.subscribers (email, source, status) values ('idem-1@rental.example', 'EmailSignUpPage', 'confirmed'), ('idem-2@rental.example', null, 'pending')", "idempotent");
    // And the whole chain once more over the finished schema, with rows in it.
    for (const m of migrationFiles()) run(`${m.file}, whole chain again`, m.path);
    expect(psql("select string_agg(email || ' ' || status, ', ' order by email) from public.subscribers", "idempotent").out).toBe(
      "idem-1@rental.example confirmed, idem-2@rental.example pending",
    );
    expect(psql("select sum(subscribers) || ' ' || sum(confirmed) || ' ' || sum(pending) from public.subscriber_counts", "idempotent").out).toBe("2 1 1");
  });

  it("the door lets many sign-ups in from many addresses (the tests below count their own)", () => {
    expect(psql("select per_address_per_hour from private.signup_settings").out).toBe("1000");
  });

  it("anon may not call subscribe() (42501); the service role signs up one address, pending, with a mail queued", () => {
    const refused = subscribe("pg-anon@rental.example", "EmailSignUpPage", { actor: anon });
    expect(refused.code).toBe("42501");
    const r = subscribe("pg-service@rental.example");
    expect(r.err).toBe("");
    expect(r.out).toBe("pending");
    expect(r.mailId).toMatch(/^[0-9a-f-]{36}$/);
    expect(psql("select status || ' ' || consent_text_version || ' ' || (consented_at is not null) from public.subscribers where email = 'pg-service@rental.example'").out).toBe(
      "pending 2026-11-28 true",
    );
  });

  it.each([
    ["insert", "insert into public.subscribers (email, source) values ('pg-direct@rental.example', 'EmailSignUpPage')"],
    ["bulk insert", `insert into public.subscribers (email, source) select 'bulk-' || i || '@gaming.example', 'Bulk gaming top source' from generate_series(1, 1000) i`],
    ["select", "select * from public.subscribers"],
    ["count", "select count(*) from public.subscribers"],
    ["read back an insert", "insert into public.subscribers (email, source) values ('pg-rb@rental.example', 'x') returning id"],
    ["update", "update public.subscribers set source = 'hacked' where email = 'pg-anon@rental.example'"],
    ["delete", "delete from public.subscribers where email = 'pg-anon@rental.example'"],
    ["set created_at", "insert into public.subscribers (email, source, created_at) values ('pg-old@rental.example', 'x', '2020-01-01')"],
    ["normalise by hand", "select private.normalize_email('x@y.z')"],
    ["read the limit", "select * from private.signup_settings"],
    ["sign up", "select public.subscribe('pg-x@rental.example', 'EmailSignUpPage', 'en', null, '/subscribe', '2026-11-28')"],
    ["confirm", "select public.confirm_subscription(repeat('a', 64))"],
    ["unsubscribe", "select public.unsubscribe(repeat('a', 64))"],
    ["ask for the data", "select public.request_subscriber_data('pg-service@rental.example', 'en')"],
    ["read the outbox", "select * from private.mail_outbox"],
    ["read the tokens", "select * from private.subscriber_tokens"],
  ])("anon cannot %s (42501)", (_label, sql) => {
    const r = as(anon, sql);
    expect(r.ok).toBe(false);
    expect(r.code).toBe("42501");
  });

  it("look-alike addresses collide: case, zero-width and bidi characters, Unicode forms, punycode", () => {
    expect(subscribe("Dup.Case@Rental.example").out).toBe("pending");
    expect(subscribe("user@bücher.example").out).toBe("pending");
    // Confirmed, so every look-alike answers already_subscribed (a pending one would get mails).
    psql("update public.subscribers set status = 'confirmed' where email in ('dup.case@rental.example', 'user@xn--bcher-kva.example')");
    for (const lookAlike of ["dup.case@rental.EXAMPLE", "\u200bdup.case@rental.example", "\u202edup.case@rental.example\u202c", "  dup.case@rental.example\u3000"]) {
      expect(subscribe(lookAlike).out, JSON.stringify(lookAlike)).toBe("already_subscribed");
    }
    expect(subscribe("user@xn--bcher-kva.example").out).toBe("already_subscribed");
    expect(subscribe("USER@BU\u0308CHER.example").out).toBe("already_subscribed");
    expect(psql("select string_agg(email, ' ' order by email) from public.subscribers where email in ('dup.case@rental.example', 'user@xn--bcher-kva.example')").out).toBe(
      "dup.case@rental.example user@xn--bcher-kva.example",
    );
  });

  it.each(ACCEPTED_EMAILS)("stores what the page accepts: %j", (email) => {
    expect(validateEmail(email).ok).toBe(true);
    const r = subscribe(email);
    expect(r.err).toBe("");
    expect(r.out).toBe("pending");
  });

  it.each(REFUSED_EMAILS)("answers invalid for what the page refuses (%s)", (_label, email) => {
    expect(validateEmail(email).ok).toBe(false);
    expect(subscribe(email).out).toBe("invalid");
  });

  it("refuses an unknown source with a clear error (22023) and stores nothing", () => {
    const before = psql("select count(*) from public.subscribers").out;
    const r = subscribe("pg-src@rental.example", "Bulk gaming top source");
    expect(r.code).toBe("22023");
    expect(r.err).toContain("Unknown sign-up source 'Bulk gaming top source': nothing was stored.");
    expect(psql("select count(*) from public.subscribers").out).toBe(before);
  });

  it("accepts exactly the sources the site's forms and the audit send", () => {
    const allowed = psql("select string_agg(source, ',' order by source) from private.signup_sources").out.split(",");
    expect(allowed).toEqual([...SIGN_UP_SOURCES, ...AUDIT_TEST_SOURCES].sort());
  });

  it("answers a filled honeypot as a success and stores nothing", () => {
    const bot = subscribe("pg-bot@rental.example", "EmailSignUpPage", { website: "https://bot.example" });
    expect([bot.out, bot.mailId]).toEqual(["pending", null]);
    expect(psql("select count(*) from public.subscribers where email = 'pg-bot@rental.example'").out).toBe("0");
  });

  it("the per-address limit bites past the setting, for that address only, and resets after an hour", () => {
    psql("update private.signup_settings set per_address_per_hour = 2; delete from private.signup_attempts");
    try {
      expect(subscribe("limit-1@rental.example", "EmailSignUpPage", { from: "198.51.100.1" }).out).toBe("pending");
      expect(subscribe("limit-1@rental.example", "EmailSignUpPage", { from: "198.51.100.1" }).out).toBe("pending");
      const over = subscribe("limit-2@rental.example", "EmailSignUpPage", { from: "198.51.100.1" });
      expect(over.code).toBe("PT429");
      expect(over.err).toContain("Too many sign-ups from your network in the last hour.");
      expect(subscribe("limit-2@rental.example", "EmailSignUpPage", { from: "198.51.100.2" }).out).toBe("pending");
      // The address, never stored as such: a hash.
      expect(psql("select count(*) from private.signup_attempts where client_key like '%198.51%'").out).toBe("0");
      psql("update private.signup_attempts set attempted_at = attempted_at - interval '61 minutes'");
      expect(subscribe("limit-3@rental.example", "EmailSignUpPage", { from: "198.51.100.1" }).out).toBe("pending");
    } finally {
      psql("update private.signup_settings set per_address_per_hour = 1000");
    }
  });

  it("the team's stats after an attack are unchanged", () => {
    const stats = () => JSON.parse(as(admin, "select public.subscriber_stats(true, '2030-01-01')").out) as { total: number; sources: { source: string; count: number }[] };
    const before = stats();
    as(anon, `insert into public.subscribers (email, source) select 'gamer-' || i || '@bulk.example', 'Bulk gaming top source' from generate_series(1, 1000) i`);
    subscribe("gamer@bulk.example", "Bulk gaming top source");
    for (const lookAlike of ["\u200bdup.case@rental.example", "DUP.CASE@rental.example"]) subscribe(lookAlike);
    for (let i = 0; i < 50; i++) subscribe(`anon-${i}@bulk.example`, "EmailSignUpPage", { actor: anon });
    subscribe("bot@bulk.example", "EmailSignUpPage", { website: "x" });
    expect(stats()).toEqual(before);
  });

  it("the team (app_metadata.role = admin) reads everything and deletes by id", () => {
    const total = Number(psql("select count(*) from public.subscribers").out);
    expect(total).toBeGreaterThan(0);
    expect(Number(as(admin, "select count(*) from public.subscribers").out)).toBe(total);
    const id = as(admin, "select id from public.subscribers where email = 'pg-service@rental.example'").out;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const del = as(admin, `delete from public.subscribers where id = ${literal(id)} returning email`);
    expect(del.out).toBe("pg-service@rental.example");
    // Its mail went with it.
    expect(psql("select count(*) from private.mail_outbox where to_email = 'pg-service@rental.example'").out).toBe("0");
    expect(Number(psql("select count(*) from public.subscribers").out)).toBe(total - 1);
  });

  it("a signed-in non-team user reads and deletes nothing", () => {
    const before = Number(psql("select count(*) from public.subscribers").out);
    expect(as(member, "select count(*) from public.subscribers").out).toBe("0");
    const del = as(member, "delete from public.subscribers returning id");
    expect(del.ok).toBe(true);
    expect(del.out).toBe("");
    expect(Number(psql("select count(*) from public.subscribers").out)).toBe(before);
  });

  it("role=admin in user_metadata (user-editable) grants nothing", () => {
    expect(as(selfPromoted, "select count(*) from public.subscribers").out).toBe("0");
  });

  it("the team account reads and deletes nothing before the second factor (aal1)", () => {
    for (const sql of ["select count(*) from public.subscribers", "select count(*) from public.subscriber_list", "select count(*) from public.subscriber_counts"]) {
      expect(as(adminWithoutTotp, sql).out, sql).toBe("0");
    }
    expect(JSON.parse(as(adminWithoutTotp, "select public.subscriber_stats()").out)).toMatchObject({ total: 0 });
    expect(as(adminWithoutTotp, "delete from public.subscribers returning id").out).toBe("");
  });

  it("signed-in users may not sign up, nor insert; the team (aal2) signs up the audit's test sources only, without mail", () => {
    for (const who of [member, selfPromoted, adminWithoutTotp]) {
      expect(subscribe("pg-member@rental.example", "EmailSignUpPage", { actor: who }).code, JSON.stringify(who.claims)).toBe("42501");
      expect(subscribe("pg-member@rental.example", "audit_test", { actor: who, consent: null }).code, JSON.stringify(who.claims)).toBe("42501");
    }
    expect(as(member, "insert into public.subscribers (email, source) values ('pg-member2@rental.example', 'EmailSignUpPage')").code).toBe("42501");
    expect(subscribe("pg-team@rental.example", "EmailSignUpPage", { actor: admin }).code).toBe("42501");
    const outbox = psql("select count(*) from private.mail_outbox").out;
    const audit = subscribe("pg-audit@rental.example", "audit_test", { actor: admin, consent: null });
    expect([audit.out, audit.mailId]).toEqual(["pending", null]);
    expect(psql("select count(*) from private.mail_outbox").out).toBe(outbox);
    expect(psql("select count(*) from public.subscribers where email like 'pg-member%' or email = 'pg-team@rental.example'").out).toBe("0");
  });

  it("grants exactly what the migrations say: the public role executes nothing and reads nothing", () => {
    const grants = psql(
      `select grantee || ':' || privilege_type from information_schema.role_table_grants
        where table_schema = 'public' and table_name = 'subscribers' and grantee in ('anon', 'authenticated') order by 1`,
    ).out.split("\n");
    expect(grants).toEqual(["authenticated:DELETE", "authenticated:SELECT"]);
    const columns = psql(
      `select count(*) from information_schema.column_privileges
        where table_schema = 'public' and table_name = 'subscribers' and grantee in ('anon', 'authenticated') and privilege_type = 'INSERT'`,
    ).out;
    expect(columns).toBe("0");
    const anonTables = psql(
      `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'p')
          and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('anon', c.oid, 'insert')
               or has_table_privilege('anon', c.oid, 'update') or has_table_privilege('anon', c.oid, 'delete'))`,
    ).out;
    expect(anonTables).toBe("0");
    const anonFunctions = psql(
      `select string_agg(p.proname, ',' order by p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'execute')`,
    ).out;
    expect(anonFunctions).toBe("");
    const authenticatedOfMine = psql(
      `select string_agg(p.proname, ',' order by p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and has_function_privilege('authenticated', p.oid, 'execute')
          and p.proname in ('subscribe', 'confirm_subscription', 'resend_confirmation', 'unsubscribe', 'request_subscriber_data',
                            'erase_subscriber', 'mails_due', 'mail_to_send', 'mail_sent', 'mail_failed', 'purge_unconfirmed')`,
    ).out;
    expect(authenticatedOfMine).toBe("subscribe");
    expect(psql("select prosecdef from pg_proc where proname = 'subscribe'").out).toBe("t");
    expect(psql("select relrowsecurity from pg_class where oid = 'public.subscribers'::regclass").out).toBe("t");
    // Searches plan from a fine histogram of the e-mails (…_subscriber_export_rows.sql).
    expect(psql("select attstattarget from pg_attribute where attrelid = 'public.subscribers'::regclass and attname = 'email'").out).toBe("1000");
  });

  it("anonymous visitors may not read the list view or call the team's functions (42501)", () => {
    for (const sql of [
      "select count(*) from public.subscriber_list",
      "select count(*) from public.subscriber_counts",
      "select public.subscriber_stats()",
      "select public.subscriber_audit_report()",
      "select public.subscriber_export_rows()",
    ]) {
      const r = as(anon, sql);
      expect(r.code, sql).toBe("42501");
    }
  });

  it("the view, the counts and the functions show a non-team account nothing, the team everything", () => {
    const total = Number(psql("select count(*) from public.subscribers").out);
    for (const who of [member, selfPromoted]) {
      expect(as(who, "select count(*) from public.subscriber_list").out).toBe("0");
      expect(as(who, "select count(*) from public.subscriber_counts").out).toBe("0");
      expect(JSON.parse(as(who, "select public.subscriber_stats()").out)).toMatchObject({ total: 0, recent30Days: 0, sources: [], months: [] });
      expect(JSON.parse(as(who, "select public.subscriber_audit_report()").out)).toMatchObject({ total: 0 });
      expect(JSON.parse(as(who, "select public.subscriber_export_rows()").out)).toEqual({ rows: [], last: null });
    }
    // The stats count subscribers: the confirmed rows.
    const confirmed = Number(psql("select count(*) from public.subscribers where status = 'confirmed'").out);
    expect(JSON.parse(as(admin, "select public.subscriber_stats()").out).total).toBe(confirmed);
    expect(Number(as(admin, "select count(*) from public.subscriber_list").out)).toBe(total);
  });

  it("exports rows with JSON's own escaping, and the last row's keyset", () => {
    const odd = 'Say "hi"\\ \u00e9\u00f1\n=SUM(A1)';
    psql(`insert into public.subscribers (email, source, created_at) values
      ('exp-1@odd.example', ${literal(odd)}, '2021-03-04 05:06:07.123456+00'),
      ('exp-2@odd.example', null, '2021-03-04 05:06:08+00')`);
    try {
      // Rows: [email, status, lang, source, page, consented_at, confirmed_at, consent_text_version, created_at].
      const args = "search_text => '@odd.example', status_filter => 'all', newest_first => false";
      const out = JSON.parse(as(admin, `select public.subscriber_export_rows(${args})`).out) as { rows: (string | null)[][]; last: { created_at: string; id: string } };
      expect(out.rows.map((r) => [r[0], r[1], r[3]])).toEqual([
        ["exp-1@odd.example", "pending", odd],
        ["exp-2@odd.example", "pending", null],
      ]);
      expect(Date.parse(out.rows[0]![8]!)).toBe(Date.parse("2021-03-04T05:06:07.123Z"));
      const id = psql("select id from public.subscribers where email = 'exp-2@odd.example'").out;
      expect(out.last).toMatchObject({ id });
      expect(Date.parse(out.last.created_at)).toBe(Date.parse("2021-03-04T05:06:08Z"));
      // The cursor continues after the last row: nothing left.
      const after = `after_created_at => ${literal(out.last.created_at)}, after_id => ${literal(id)}`;
      expect(JSON.parse(as(admin, `select public.subscriber_export_rows(${args}, ${after})`).out)).toEqual({ rows: [], last: null });
    } finally {
      psql("delete from public.subscribers where email like '%@odd.example'");
    }
  });

  it("keeps the counts exact through inserts, updates, deletes and truncate (statement triggers)", () => {
    const recount = `select coalesce(json_agg(x order by month, source), '[]') from (
        select date_trunc('month', created_at at time zone 'UTC')::date as month, public.subscriber_source_label(source) as source,
               count(*) as subscribers, count(*) filter (where public.subscriber_is_business_email(email)) as business_subscribers,
               count(*) filter (where status = 'confirmed') as confirmed, count(*) filter (where status = 'pending') as pending,
               count(*) filter (where status = 'unsubscribed') as unsubscribed
          from public.subscribers group by 1, 2) x`;
    const kept = `select coalesce(json_agg(json_build_object('month', c.month, 'source', c.source, 'subscribers', c.subscribers,
        'business_subscribers', c.business_subscribers, 'confirmed', c.confirmed, 'pending', c.pending, 'unsubscribed', c.unsubscribed)
        order by month, source), '[]') from public.subscriber_counts c`;
    const same = () => expect(JSON.parse(psql(kept).out)).toEqual(JSON.parse(psql(recount).out));
    psql(`insert into public.subscribers (email, source, created_at) values
      ('cnt-a@acme.io', 'flow_test', '2024-06-03T10:00:00Z'), ('cnt-b@gmail.com', null, '2024-06-30T23:59:59Z'),
      ('cnt-c@acme.io', '  ', '2024-07-01T00:00:00Z'), ('cnt-d@acme.io', 'EmailSignUpPage', '2025-01-01T00:00:00Z')`);
    same();
    psql("update public.subscribers set source = 'landing_page', created_at = '2023-12-31T23:00:00Z' where email like 'cnt-%@acme.io'");
    same();
    psql("delete from public.subscribers where email like 'cnt-%'");
    same();
    // The states move rows between the counts: a sign-up (pending), its confirmation, an
    // unsubscribe, a new sign-up, an erase.
    const signup = subscribe("cnt-new@acme.io");
    expect(signup.out).toBe("pending");
    same();
    const mail = mailToSend(signup.mailId!)!;
    expect(svc(`public.confirm_subscription(${literal(mail.confirm_token!)})`)).toMatchObject({ code: "confirmed" });
    same();
    expect(svc(`public.unsubscribe(${literal(mail.unsubscribe_token)})`)).toMatchObject({ code: "unsubscribed" });
    same();
    expect(subscribe("cnt-new@acme.io").out).toBe("pending");
    same();
    const report = svc<{ mail_id: string }>("public.request_subscriber_data('cnt-new@acme.io', 'en')");
    expect(svc(`public.erase_subscriber(${literal(mailToSend(report.mail_id)!.erase_token!)})`)).toEqual({ code: "erased" });
    same();
    expect(psql("select count(*) from public.subscribers where email = 'cnt-new@acme.io'").out).toBe("0");
  });

  it("agrees with the app on labels, test sources and business e-mails", () => {
    const sources = [null, "", "  ", "\t", "unknown", "EmailSignUpPage", "audit_test", "flow_test", "duplicate_test_1", "duplicate_test_x", "duplicate_tests", "Audit_test"];
    for (const src of sources) {
      const lit = src === null ? "null" : literal(src);
      const [label, test] = psql(`select public.subscriber_source_label(${lit}) || '|' || public.subscriber_is_test_source(${lit})`).out.split("|");
      expect(label, JSON.stringify(src)).toBe(sourceLabel(src));
      expect(test === "true", JSON.stringify(src)).toBe(isTestSource(src));
    }
  });

  it("the narrow door's migration moves existing rows to the normalised form and reports the look-alikes", () => {
    expect(psql("create database legacy").ok).toBe(true);
    const inLegacy = (sql: string) => psql(sql, "legacy");
    expect(inLegacy(readFileSync(BOOTSTRAP_SQL_PATH, "utf8")).ok).toBe(true);
    const migrations = migrationFiles();
    const door = migrations.findIndex((m) => m.name === "narrow_door");
    for (const m of migrations.slice(0, door)) {
      const r = inLegacy(`begin;\n${readFileSync(m.path, "utf8")}\ncommit;`);
      expect(r.ok, `${m.file}: ${r.err}`).toBe(true);
    }
    expect(inLegacy(LEGACY_ROWS_SQL).ok).toBe(true);
    const applied = inLegacy(`begin;\n${readFileSync(migrations[door]!.path, "utf8")}\ncommit;`);
    expect(applied.ok, applied.err).toBe(true);
    expect(applied.err).toMatch(/WARNING: +01000: 2 sign-up\(s\) were look-alikes of an older address/);
    expect(JSON.parse(inLegacy(AFTER_SQL).out)).toEqual({ rows: AFTER, reported: REPORTED });
    expect(Number(inLegacy("select sum(subscribers) from public.subscriber_counts").out)).toBe(AFTER.length);
  });

  describe("double opt-in (20261128000000_double_opt_in.sql)", () => {
    const hash = (token: string) => `encode(sha256(convert_to(${literal(token)}, 'UTF8')), 'hex')`;
    const statusOf = (email: string) => psql(`select status from public.subscribers where email = ${literal(email)}`).out;
    /** Signs up and sends the mail (as the send-mail function would): what the person receives. */
    const withMail = (email: string, options: Parameters<typeof subscribe>[2] = {}) => {
      const r = subscribe(email, "EmailSignUpPage", options);
      expect(r.out, r.err).toBe("pending");
      const mail = mailToSend(r.mailId!)!;
      expect(svc(`public.mail_sent(${literal(mail.id)}, 're_pg')`)).toEqual({ ok: true });
      return mail;
    };

    it("pending → confirmed → unsubscribed → pending again → confirmed", () => {
      const email = "pg-cycle@rental.example";
      const mail = withMail(email);
      expect(mail).toMatchObject({ kind: "confirm", to: email, lang: "en", subscriber: { status: "pending", consent_text: CONSENT_WORDS.en, page: "/subscribe" } });
      expect(mail.confirm_token).toMatch(/^[0-9a-f]{64}$/);
      expect(svc(`public.confirm_subscription(${literal(mail.confirm_token!)})`)).toEqual({ code: "confirmed", lang: "en" });
      expect(svc(`public.confirm_subscription(${literal(mail.confirm_token!)})`)).toEqual({ code: "already_confirmed", lang: "en" });
      expect(subscribe(email).out).toBe("already_subscribed");
      expect(svc(`public.unsubscribe(${literal(mail.unsubscribe_token)})`)).toEqual({ code: "unsubscribed", lang: "en" });
      expect(svc(`public.unsubscribe(${literal(mail.unsubscribe_token)})`)).toEqual({ code: "already_unsubscribed", lang: "en" });
      expect(svc(`public.confirm_subscription(${literal(mail.confirm_token!)})`)).toEqual({ code: "used", lang: "en" });
      const back = withMail(email, { lang: "es" });
      expect(back).toMatchObject({ lang: "es", subscriber: { status: "pending", lang: "es", consent_text: CONSENT_WORDS.es } });
      expect(statusOf(email)).toBe("pending");
      expect(svc(`public.confirm_subscription(${literal(back.confirm_token!)})`)).toEqual({ code: "confirmed", lang: "es" });
      expect(psql(`select status || ' ' || (confirmed_at is not null) || ' ' || (unsubscribed_at is not null) from public.subscribers where email = ${literal(email)}`).out).toBe(
        "confirmed true true",
      );
    });

    it("stores only the tokens' hashes; expired and tampered tokens are refused", () => {
      const email = "pg-tokens@rental.example";
      const mail = withMail(email);
      const dump = psql("select string_agg(x::text, ' ') from private.subscriber_tokens x").out + psql("select string_agg(x::text, ' ') from private.mail_outbox x").out;
      expect(dump).not.toContain(mail.confirm_token);
      expect(dump).not.toContain(mail.unsubscribe_token);
      expect(psql(`select purpose || ' ' || (expires_at - created_at) from private.subscriber_tokens where token_hash = ${hash(mail.confirm_token!)}`).out).toBe("confirm 7 days");
      expect(psql(`select purpose || ' ' || coalesce(expires_at::text, 'never') from private.subscriber_tokens where token_hash = ${hash(mail.unsubscribe_token)}`).out).toBe("unsubscribe never");
      const tampered = (mail.confirm_token![0] === "f" ? "e" : "f") + mail.confirm_token!.slice(1);
      expect(svc(`public.confirm_subscription(${literal(tampered)})`)).toEqual({ code: "unknown", lang: null });
      expect(svc(`public.confirm_subscription(${literal(mail.confirm_token!.toUpperCase())})`)).toEqual({ code: "unknown", lang: null });
      psql(`update private.subscriber_tokens set expires_at = now() - interval '1 second' where token_hash = ${hash(mail.confirm_token!)}`);
      expect(svc(`public.confirm_subscription(${literal(mail.confirm_token!)})`)).toEqual({ code: "expired", lang: "en" });
      const again = svc<{ code: string; mail_id: string }>(`public.resend_confirmation(${literal(mail.confirm_token!)})`);
      expect(again).toMatchObject({ code: "pending", lang: "en" });
      expect(svc(`public.confirm_subscription(${literal(mailToSend(again.mail_id)!.confirm_token!)})`)).toMatchObject({ code: "confirmed" });
    });

    it("at most 3 confirmation mails per subscriber per 24 hours", () => {
      const email = "pg-limit@rental.example";
      expect([0, 1, 2, 3].map(() => subscribe(email).out)).toEqual(["pending", "pending", "pending", "mail_limit"]);
      expect(psql(`select count(*) from private.mail_outbox where to_email = ${literal(email)}`).out).toBe("3");
      psql(`update private.mail_outbox set created_at = now() - interval '25 hours' where to_email = ${literal(email)}`);
      expect(subscribe(email).out).toBe("pending");
    });

    it("leases a mail, backs off, gives up after 24 hours", () => {
      const r = subscribe("pg-outbox@rental.example");
      expect(svc<string[]>("public.mails_due(1000)")).toContain(r.mailId);
      expect(mailToSend(r.mailId!)).not.toBeNull();
      expect(mailToSend(r.mailId!)).toBeNull();
      expect(svc<string[]>("public.mails_due(1000)")).not.toContain(r.mailId);
      // 30 s, 60 s, 120 s, 240 s after each failed attempt (this host's clock is the server's).
      const waits: number[] = [];
      for (let i = 0; i < 4; i++) {
        const { retry_at } = svc<{ retry_at: string }>(`public.mail_failed(${literal(r.mailId!)}, 'HTTP 503')`);
        waits.push(Math.round((Date.parse(retry_at) - Date.now()) / 10_000) * 10);
        expect(mailToSend(r.mailId!)).toBeNull();
        psql(`update private.mail_outbox set next_attempt_at = now() where id = ${literal(r.mailId!)}`);
        expect(mailToSend(r.mailId!)).not.toBeNull();
      }
      expect(waits).toEqual([30, 60, 120, 240]);
      psql(`update private.mail_outbox set created_at = now() - interval '24 hours 1 second' where id = ${literal(r.mailId!)}`);
      expect(svc(`public.mail_failed(${literal(r.mailId!)}, 'HTTP 503')`)).toEqual({ retry_at: null });
      expect(psql(`select (failed_at is not null) || ' ' || last_error from private.mail_outbox where id = ${literal(r.mailId!)}`).out).toBe("true HTTP 503");
    });

    it("purges pending rows never confirmed after 30 days", () => {
      const stale = "pg-stale@rental.example";
      const fresh = "pg-fresh@rental.example";
      withMail(stale);
      withMail(fresh);
      psql(`update public.subscribers set consented_at = now() - interval '31 days' where email = ${literal(stale)}`);
      expect(psql("select private.purge_unconfirmed()").out).toBe("1");
      expect(statusOf(stale)).toBe("");
      expect(statusOf(fresh)).toBe("pending");
      expect(psql(`select count(*) from private.mail_outbox where to_email = ${literal(stale)}`).out).toBe("0");
    });

    it("answers none for an address not on the list and stores nothing; erases a subscriber with everything", () => {
      const before = psql("select (select count(*) from public.subscribers) || ' ' || (select count(*) from private.mail_outbox) || ' ' || (select count(*) from private.subscriber_tokens)").out;
      expect(svc("public.request_subscriber_data('pg-stranger@rental.example', 'en')")).toEqual({ code: "none", mail_id: null });
      expect(psql("select (select count(*) from public.subscribers) || ' ' || (select count(*) from private.mail_outbox) || ' ' || (select count(*) from private.subscriber_tokens)").out).toBe(before);
      const email = "pg-erase@rental.example";
      withMail(email);
      const id = psql(`select id from public.subscribers where email = ${literal(email)}`).out;
      const asked = svc<{ code: string; mail_id: string }>(`public.request_subscriber_data(${literal(email)}, 'es')`);
      expect(asked.code).toBe("queued");
      const report = mailToSend(asked.mail_id)!;
      expect(report).toMatchObject({ kind: "data_report", lang: "es", subscriber: { email, status: "pending" } });
      expect(svc(`public.erase_subscriber(${literal(report.erase_token!)})`)).toEqual({ code: "erased" });
      expect(svc(`public.erase_subscriber(${literal(report.erase_token!)})`)).toEqual({ code: "unknown" });
      expect(
        psql(`select (select count(*) from public.subscribers where id = ${literal(id)}) + (select count(*) from private.subscriber_tokens where subscriber_id = ${literal(id)})
                   + (select count(*) from private.mail_outbox where subscriber_id = ${literal(id)})`).out,
      ).toBe("0");
    });

    it("two senders never send one mail twice, and two sign-ups of one new address make one row (two sessions, dblink)", () => {
      // A database of its own: dblink's functions must not land beside the API's.
      expect(psql("create database lease").ok).toBe(true);
      const inLease = (sql: string) => {
        const r = psql(sql, "lease");
        if (!r.ok) throw new Error(r.err);
        return r.out;
      };
      inLease(readFileSync(BOOTSTRAP_SQL_PATH, "utf8"));
      for (const m of migrationFiles()) inLease(`begin;\n${readFileSync(m.path, "utf8")}\ncommit;`);
      inLease("create schema lease_test; create extension dblink with schema lease_test");
      const connect = (name: string) =>
        `select lease_test.dblink_connect(${literal(name)}, format('dbname=lease user=postgres host=%s port=%s', split_part(current_setting('unix_socket_directories'), ',', 1), current_setting('port')))`;
      const consent = literal(CONSENT_VERSION_IN_SQL);
      const mailId = JSON.parse(inLease(`select public.subscribe('lease@rental.example', 'EmailSignUpPage', 'en', null, '/subscribe', ${consent}, '192.0.2.1')`)).mail_id as string;

      // Session "a" leases the mail and has not committed; this session asks for it meanwhile.
      const out = inLease(`set statement_timeout = '5s';
        ${connect("a")};
        select lease_test.dblink_exec('a', 'begin');
        select (r::jsonb ->> 'id') = ${literal(mailId)} from lease_test.dblink('a', 'select public.mail_to_send(${literal(mailId).replace(/'/g, "''")})::text') as t(r text);
        select coalesce(public.mail_to_send(${literal(mailId)})::text, 'null while a sends');
        select lease_test.dblink_exec('a', 'commit');
        select coalesce(public.mail_to_send(${literal(mailId)})::text, 'null: leased');
        select attempts from private.mail_outbox where id = ${literal(mailId)};
        select lease_test.dblink_disconnect('a');`);
      expect(out.split("\n").filter((l) => !["OK", "BEGIN", "COMMIT", ""].includes(l))).toEqual(["t", "null while a sends", "null: leased", "1"]);

      // Two sign-ups of one new address at once: "b" waits on "a"'s uncommitted row, then finds it.
      const race = inLease(`set statement_timeout = '5s';
        ${connect("a")};
        ${connect("b")};
        select lease_test.dblink_exec('a', 'begin');
        select r from lease_test.dblink('a', $q$select public.subscribe('race@rental.example', 'EmailSignUpPage', 'en', null, '/subscribe', ${consent}, '192.0.2.2') ->> 'code'$q$) as t(r text);
        select lease_test.dblink_send_query('b', $q$select public.subscribe('RACE@rental.example', 'EmailSignUpPage', 'es', null, '/es/suscribirse', ${consent}, '192.0.2.3') ->> 'code'$q$);
        select pg_sleep(0.3);
        select lease_test.dblink_is_busy('b');
        select lease_test.dblink_exec('a', 'commit');
        select r from lease_test.dblink_get_result('b') as t(r text);
        select count(*) || ' ' || min(lang) from public.subscribers where lower(email) = 'race@rental.example';
        select count(*) from private.mail_outbox where to_email = 'race@rental.example';
        select lease_test.dblink_disconnect('a'), lease_test.dblink_disconnect('b');`);
      const lines = race.split("\n").map((l) => l.trim()).filter((l) => !["", "OK", "BEGIN", "COMMIT", "OK|OK"].includes(l));
      // a: pending; b's query sent (1) and still busy (1) while a holds the row; b: pending (a
      // second mail); one row, in b's language; two mails.
      expect(lines).toEqual(["pending", "1", "1", "pending", "1 es", "2"]);
    });

    it("keeps the consent words the forms show", () => {
      expect(JSON.parse(psql("select json_agg(json_build_array(version, lang, text, privacy_notice_version) order by lang) from private.consent_texts").out)).toEqual([
        [CONSENT_WORDS.version, "en", CONSENT_WORDS.en, CONSENT_WORDS.privacyNoticeVersion],
        [CONSENT_WORDS.version, "es", CONSENT_WORDS.es, CONSENT_WORDS.privacyNoticeVersion],
      ]);
    });
  });

  describe("at 100,000 subscribers", () => {
    beforeAll(() => {
      const r = psql(`${syntheticInsertSql(100_000, new Date())};\nanalyze public.subscribers;`);
      if (!r.ok) throw new Error(`seeding failed: ${r.err}`);
    }, 120_000);

    /** The plan PostgREST's query gets for the team. */
    const plan = (sql: string) => as(admin, `explain (costs off) ${sql}`).out;
    const page = "select id, email, source, created_at from public.subscriber_list";

    it.each([
      ["newest first", `${page} order by created_at desc, id desc limit 50`, "subscribers_created_at_idx"],
      ["oldest first", `${page} order by created_at, id limit 50 offset 100`, "subscribers_created_at_idx"],
      ["e-mail A-Z", `${page} order by email_key limit 50`, "subscribers_email_lower_key"],
      ["source A-Z", `${page} order by source_key, created_at desc, id desc limit 50`, "subscribers_source_key_idx"],
      ["a rare source, newest first", `${page} where source_key = 'duplicate_test_1' and source = 'duplicate_test_1' order by created_at desc, id desc limit 50`, "subscribers_source_key_idx"],
      ["June 2024", `${page} where created_at >= '2024-06-01' and created_at < '2024-07-01' order by created_at desc, id desc limit 50`, "subscribers_created_at_idx"],
      ["a search for an address", `${page} where email ilike '%ria.garcia10%' order by created_at desc, id desc limit 50`, "subscribers_email_trgm_idx"],
      ["a search that names a source", `select count(*) from public.subscriber_list where email ilike '%flow%' or source_key in ('flow_test')`, "subscribers_source_key_idx"],
    ])("%s uses its index", (_label, sql, index) => {
      const p = plan(sql);
      expect(p, p).toContain(index);
      expect(p, p).not.toMatch(/Seq Scan on subscribers/);
    });

    it("answers the stats from the kept counts, and they agree with the rows", () => {
      const stats = JSON.parse(as(admin, "select public.subscriber_stats()").out);
      expect(stats.total).toBe(Number(psql("select count(*) from public.subscribers where status = 'confirmed'").out));
      expect(stats.statuses.confirmed + stats.statuses.pending + stats.statuses.unsubscribed).toBe(Number(psql("select count(*) from public.subscribers").out));
      const p = plan("select public.subscriber_stats()");
      expect(p).not.toMatch(/Seq Scan on subscribers/);
    });
  });
});
