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
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOTSTRAP_SQL_PATH, migrationFiles } from "../local-services/supabase/database.mjs";
import { syntheticInsertSql } from "../local-services/supabase/seed.mjs";
import { isTestSource, sourceLabel, validateEmail } from "../src/features/subscribers/subscriber";
import { SIGN_UP_SOURCES } from "../src/content/sign-up/sources";
import { AUDIT_TEST_SOURCES } from "../src/features/audit/checks";
import { AFTER, AFTER_SQL, LEGACY_ROWS_SQL, REPORTED } from "./narrow-door-legacy";
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from "./subscribers-email-cases";

/** The newest Debian-style /usr/lib/postgresql/<n>/bin, or PG_BINDIR. */
function findBinDir(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    for (const v of readdirSync(base).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(base, v, "bin"));
  }
  return candidates.find((d) => existsSync(path.join(d, "initdb")) && existsSync(path.join(d, "pg_ctl")) && existsSync(path.join(d, "psql"))) ?? null;
}

const binDir = findBinDir();
const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

/**
 * Runs a server binary as the postgres user when we are root (initdb refuses root), from the
 * cluster's directory: the postgres user may not be able to enter the checkout.
 */
function runPg(bin: string, args: string[], input?: string) {
  const exe = path.join(binDir!, bin);
  const options = { input, encoding: "utf8" as const, cwd: dir, maxBuffer: 64 * 1024 * 1024 };
  const result = asRoot ? spawnSync("runuser", ["-u", "postgres", "--", exe, ...args], options) : spawnSync(exe, args, options);
  return { status: result.status ?? -1, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

let dir = "";
let port = 0;
let started = false;

/** Runs SQL through psql; returns output or the SQLSTATE of the first error. */
function psql(sql: string, database = "postgres"): { ok: boolean; out: string; code: string | null; err: string } {
  const r = runPg("psql", ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-v", "VERBOSITY=verbose", "-h", dir, "-p", String(port), "-U", "postgres", "-d", database], `\\set VERBOSITY verbose\n${sql}`);
  const code = /ERROR:\s+([0-9A-Z]{5}):/.exec(r.stderr)?.[1] ?? null;
  return { ok: r.status === 0, out: r.stdout.trim(), code, err: r.stderr };
}

function literal(value: string) {
  return `'${value.replace(/'/g, "''")}'`;
}

type Actor = { role: "anon" | "authenticated" | "service_role"; claims: Record<string, unknown> };
const anon: Actor = { role: "anon", claims: { role: "anon" } };
const admin: Actor = {
  role: "authenticated",
  claims: { sub: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e01", role: "authenticated", app_metadata: { provider: "email", role: "admin" }, aal: "aal2" },
};
/** The team account after the password only: no second factor yet. */
const adminWithoutTotp: Actor = { role: "authenticated", claims: { ...admin.claims, aal: "aal1" } };
const member: Actor = { role: "authenticated", claims: { sub: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e02", role: "authenticated", app_metadata: { provider: "email" } } };
/** Someone who put role=admin in user_metadata, which users can edit themselves. */
const selfPromoted: Actor = {
  role: "authenticated",
  claims: { sub: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e03", role: "authenticated", app_metadata: {}, user_metadata: { role: "admin" } },
};

/** One PostgREST-style request: a transaction as the actor's role with its JWT claims and the request's headers. */
function as(actor: Actor, sql: string, headers: Record<string, string> = { "x-forwarded-for": "203.0.113.7" }) {
  return psql(
    `begin;\nset local role ${actor.role};\nselect set_config('request.jwt.claims', ${literal(JSON.stringify(actor.claims))}, true), set_config('request.headers', ${literal(JSON.stringify(headers))}, true) \\g /dev/null\n${sql};\ncommit;`,
  );
}

/** A sign-up through the door as the public role, from a client address. */
function subscribe(email: string, source = "EmailSignUpPage", { from = "203.0.113.7", website = null as string | null, actor = anon } = {}) {
  return as(actor, `select public.subscribe(${literal(email)}, ${literal(source)}, 'en', ${website === null ? "null" : literal(website)})`, { "x-forwarded-for": `${from}, 10.0.0.1` });
}

describe.skipIf(!binDir)(`migration and RLS on a real PostgreSQL (${binDir ?? "not installed"})`, () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "subscribers-pg-"));
    if (asRoot) {
      const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
      chownSync(dir, uid, gid);
    }
    chmodSync(dir, 0o700);
    const data = path.join(dir, "data");
    const init = runPg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
    port = await freePort();
    const start = runPg("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-t", "60", "-o", `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off`, "start"]);
    if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}${start.stdout}`);
    started = true;

    // SQL goes through stdin, so the postgres user needs no access to the work tree.
    const boot = psql(readFileSync(BOOTSTRAP_SQL_PATH, "utf8"));
    if (!boot.ok) throw new Error(`bootstrap failed: ${boot.err}`);
    for (const m of migrationFiles()) {
      const r = psql(`begin;\n${readFileSync(m.path, "utf8")}\ninsert into supabase_migrations.schema_migrations (version, name) values (${literal(m.version)}, ${literal(m.name)});\ncommit;`);
      if (!r.ok) throw new Error(`migration ${m.file} failed: ${r.err}`);
    }
  }, 120_000);

  afterAll(() => {
    if (started) runPg("pg_ctl", ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("the migration can run again without error (idempotent)", () => {
    for (const m of migrationFiles()) {
      const r = psql(`begin;\n${readFileSync(m.path, "utf8")}\ncommit;`);
      expect(r.err).not.toMatch(/ERROR/);
      expect(r.ok).toBe(true);
    }
  });

  it("the door lets many sign-ups in from many addresses (the tests below count their own)", () => {
    expect(psql("update private.signup_settings set per_address_per_hour = 1000").ok).toBe(true);
  });

  it("anon signs up one address through subscribe()", () => {
    const r = subscribe("pg-anon@rental.example");
    expect(r.err).toBe("");
    expect(r.out).toBe("created");
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
  ])("anon cannot %s (42501)", (_label, sql) => {
    const r = as(anon, sql);
    expect(r.ok).toBe(false);
    expect(r.code).toBe("42501");
  });

  it("look-alike addresses collide: case, zero-width and bidi characters, Unicode forms, punycode", () => {
    expect(subscribe("Dup.Case@Rental.example").out).toBe("created");
    for (const lookAlike of ["dup.case@rental.EXAMPLE", "\u200bdup.case@rental.example", "\u202edup.case@rental.example\u202c", "  dup.case@rental.example\u3000"]) {
      expect(subscribe(lookAlike).out, JSON.stringify(lookAlike)).toBe("already_subscribed");
    }
    expect(subscribe("user@bücher.example").out).toBe("created");
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
    expect(r.out).toBe("created");
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
    expect(subscribe("pg-bot@rental.example", "EmailSignUpPage", { website: "https://bot.example" }).out).toBe("created");
    expect(psql("select count(*) from public.subscribers where email = 'pg-bot@rental.example'").out).toBe("0");
  });

  it("the per-address limit bites past the setting, for that address only, and resets after an hour", () => {
    psql("update private.signup_settings set per_address_per_hour = 2; delete from private.signup_attempts");
    try {
      expect(subscribe("limit-1@rental.example", "EmailSignUpPage", { from: "198.51.100.1" }).out).toBe("created");
      expect(subscribe("limit-1@rental.example", "EmailSignUpPage", { from: "198.51.100.1" }).out).toBe("already_subscribed");
      const over = subscribe("limit-2@rental.example", "EmailSignUpPage", { from: "198.51.100.1" });
      expect(over.code).toBe("PT429");
      expect(over.err).toContain("Too many sign-ups from your network in the last hour.");
      expect(subscribe("limit-2@rental.example", "EmailSignUpPage", { from: "198.51.100.2" }).out).toBe("created");
      // The address, never stored as such: a hash.
      expect(psql("select count(*) from private.signup_attempts where client_key like '%198.51%'").out).toBe("0");
      psql("update private.signup_attempts set attempted_at = attempted_at - interval '61 minutes'");
      expect(subscribe("limit-3@rental.example", "EmailSignUpPage", { from: "198.51.100.1" }).out).toBe("created");
    } finally {
      psql("update private.signup_settings set per_address_per_hour = 1000");
    }
  });

  it("the team's stats after an attack are unchanged", () => {
    const stats = () => JSON.parse(as(admin, "select public.subscriber_stats(true, '2030-01-01')").out) as { total: number; sources: { source: string; count: number }[] };
    const before = stats();
    as(anon, `insert into public.subscribers (email, source) select 'gamer-' || i || '@bulk.example', 'Bulk gaming top source' from generate_series(1, 1000) i`);
    subscribe("gamer@bulk.example", "Bulk gaming top source");
    for (const lookAlike of ["\u200bpg-anon@rental.example", "PG-ANON@rental.example"]) subscribe(lookAlike);
    subscribe("bot@bulk.example", "EmailSignUpPage", { website: "x" });
    expect(stats()).toEqual(before);
  });

  it("the team (app_metadata.role = admin) reads everything and deletes by id", () => {
    const total = Number(psql("select count(*) from public.subscribers").out);
    expect(total).toBeGreaterThan(0);
    expect(Number(as(admin, "select count(*) from public.subscribers").out)).toBe(total);
    const id = as(admin, "select id from public.subscribers where email = 'pg-anon@rental.example'").out;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const del = as(admin, `delete from public.subscribers where id = ${literal(id)} returning email`);
    expect(del.out).toBe("pg-anon@rental.example");
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

  it("authenticated users may also sign up, through the door only", () => {
    expect(subscribe("pg-member@rental.example", "EmailSignUpPage", { actor: member }).out).toBe("created");
    expect(as(member, "insert into public.subscribers (email, source) values ('pg-member2@rental.example', 'EmailSignUpPage')").code).toBe("42501");
  });

  it("grants exactly what the migration says: the public role executes subscribe() and nothing else", () => {
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
    expect(anonFunctions).toBe("subscribe");
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
    expect(JSON.parse(as(admin, "select public.subscriber_stats()").out).total).toBe(total);
    expect(Number(as(admin, "select count(*) from public.subscriber_list").out)).toBe(total);
  });

  it("exports rows as [email, source, created_at] with JSON's own escaping, and the last row's keyset", () => {
    const odd = 'Say "hi"\\ \u00e9\u00f1\n=SUM(A1)';
    psql(`insert into public.subscribers (email, source, created_at) values
      ('exp-1@odd.example', ${literal(odd)}, '2021-03-04 05:06:07.123456+00'),
      ('exp-2@odd.example', null, '2021-03-04 05:06:08+00')`);
    try {
      const args = "search_pattern => '%@odd.example%', newest_first => false";
      const out = JSON.parse(as(admin, `select public.subscriber_export_rows(${args})`).out) as { rows: [string, string | null, string][]; last: { created_at: string; id: string } };
      expect(out.rows.map(([email, source]) => [email, source])).toEqual([
        ["exp-1@odd.example", odd],
        ["exp-2@odd.example", null],
      ]);
      expect(Date.parse(out.rows[0]![2])).toBe(Date.parse("2021-03-04T05:06:07.123Z"));
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
               count(*) as subscribers, count(*) filter (where public.subscriber_is_business_email(email)) as business_subscribers
          from public.subscribers group by 1, 2) x`;
    const kept = "select coalesce(json_agg(c order by month, source), '[]') from public.subscriber_counts c";
    const same = () => expect(JSON.parse(psql(kept).out)).toEqual(JSON.parse(psql(recount).out));
    psql(`insert into public.subscribers (email, source, created_at) values
      ('cnt-a@acme.io', 'flow_test', '2024-06-03T10:00:00Z'), ('cnt-b@gmail.com', null, '2024-06-30T23:59:59Z'),
      ('cnt-c@acme.io', '  ', '2024-07-01T00:00:00Z'), ('cnt-d@acme.io', 'EmailSignUpPage', '2025-01-01T00:00:00Z')`);
    same();
    psql("update public.subscribers set source = 'landing_page', created_at = '2023-12-31T23:00:00Z' where email like 'cnt-%@acme.io'");
    same();
    psql("delete from public.subscribers where email like 'cnt-%'");
    same();
    expect(subscribe("cnt-anon@acme.io").out).toBe("created");
    same();
    psql("delete from public.subscribers where email = 'cnt-anon@acme.io'");
    same();
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
      expect(stats.total).toBe(Number(psql("select count(*) from public.subscribers").out));
      const p = plan("select public.subscriber_stats()");
      expect(p).not.toMatch(/Seq Scan on subscribers/);
    });
  });
});
