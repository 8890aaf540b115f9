/**
 * The audit's SQL (supabase/migrations/20261128000200_audit_reads.sql) on both engines: PGlite
 * (what the local stand-in runs) and a real PostgreSQL cluster (tests/postgres-cluster.ts;
 * skipped when no server binaries are installed). Known rows in every state and mails in every
 * state of the outbox, each figure of audit_signup_health() worked out by hand; the table info;
 * the test sign-ups read back and removed (never a real subscriber); who may call any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TableInfo } from "../src/features/audit/audit-db";
import type { SignupHealth } from "../src/features/audit/signup-health";
import {
  anonActor,
  literal,
  memberActor,
  pgBinDir,
  serviceActor,
  teamActor,
  teamWithoutTotpActor,
} from "./postgres-cluster";
import { pgliteEngine, postgresEngine, type Engine, type Result } from "./sql-engines";


const AS_OF = "2026-11-28T12:00:00.000Z";
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const mailId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, "0")}`;

type Row = {
  n: number;
  email: string;
  source: string;
  created_at: string;
  status: "pending" | "confirmed" | "unsubscribed";
  consented_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
};
const row = (n: number, email: string, source: string, created_at: string, status: Row["status"], more: Partial<Row> = {}): Row => ({
  n,
  email,
  source,
  created_at,
  status,
  consented_at: created_at,
  confirmed_at: status === "pending" ? null : created_at,
  unsubscribed_at: null,
  ...more,
});

// AS_OF is 2026-11-28 12:00 UTC: "7 to 30 days old" is [2026-10-29 12:00, 2026-11-21 12:00).
const ROWS: Row[] = [
  row(1, "ann@casa.example", "EmailSignUpPage", "2026-11-27T10:00:00Z", "pending"), // pending 1 day: fine
  row(2, "ben@casa.example", "EmailSignUpPage", "2026-11-10T10:00:00Z", "pending"), // pending 18 days
  row(3, "cai@casa.example", "GoogleWorkspaceArticle", "2026-11-01T10:00:00Z", "pending", { consented_at: "2026-11-15T10:00:00Z" }), // signed up again, 13 days
  row(4, "dee@casa.example", "EmailSignUpPage", "2026-11-05T10:00:00Z", "confirmed"),
  row(5, "eli@casa.example", "EmailSignUpPage", "2026-11-12T10:00:00Z", "unsubscribed", { unsubscribed_at: "2026-11-20T10:00:00Z" }), // confirmed, then left
  row(6, "fay@casa.example", "EmailSignUpPage", "2026-11-14T10:00:00Z", "unsubscribed", { confirmed_at: null, unsubscribed_at: "2026-11-16T10:00:00Z" }), // left while pending
  row(7, "gus@old.example", "EmailSignUpPage", "2024-06-03T10:00:00Z", "confirmed", { consented_at: null, confirmed_at: null }), // before double opt-in
  row(8, "hal@old.example", "GoogleWorkspaceArticle", "2025-03-03T10:00:00Z", "unsubscribed", { unsubscribed_at: "2025-10-10T10:00:00Z" }),
  row(9, "audit-flow-old@example.com", "flow_test", "2026-11-10T10:00:00Z", "pending"), // the audit's: in no figure
  row(10, "ivy@casa.example", "EmailSignUpPage", "2026-11-25T10:00:00Z", "confirmed"),
];

type Mail = {
  n: number;
  subscriber: number;
  kind: "confirm" | "data_report";
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  sent_at?: string;
  failed_at?: string;
  last_error?: string;
};
const MAILS: Mail[] = [
  { n: 1, subscriber: 4, kind: "confirm", created_at: "2026-11-05T10:00:00Z", attempts: 1, next_attempt_at: "2026-11-05T10:02:00Z", sent_at: "2026-11-05T10:00:01Z" },
  { n: 2, subscriber: 10, kind: "confirm", created_at: "2026-11-25T10:00:00Z", attempts: 2, next_attempt_at: "2026-11-25T10:03:00Z", sent_at: "2026-11-25T10:01:00Z" },
  { n: 3, subscriber: 8, kind: "data_report", created_at: "2025-10-01T10:00:00Z", attempts: 1, next_attempt_at: "2025-10-01T10:02:00Z", sent_at: "2025-10-01T10:00:01Z" },
  // Given up: one in the last 30 days, one before.
  { n: 4, subscriber: 2, kind: "confirm", created_at: "2026-11-10T10:00:00Z", attempts: 12, next_attempt_at: "2026-11-11T10:00:00Z", failed_at: "2026-11-11T10:00:00Z", last_error: "Resend answered 422: domain not verified" },
  { n: 5, subscriber: 7, kind: "data_report", created_at: "2026-09-01T10:00:00Z", attempts: 9, next_attempt_at: "2026-09-02T10:00:00Z", failed_at: "2026-09-02T10:00:00Z", last_error: "Resend answered 500" },
  // Retrying, due again in a moment; and one queued an hour ago that no sender has picked up.
  { n: 6, subscriber: 1, kind: "confirm", created_at: "2026-11-28T11:00:00Z", attempts: 3, next_attempt_at: "2026-11-28T11:58:00Z", last_error: "timeout after 5000 ms" },
  { n: 7, subscriber: 3, kind: "confirm", created_at: "2026-11-28T11:00:00Z", attempts: 0, next_attempt_at: "2026-11-28T11:00:00Z" },
];

const SEED_SQL = `
insert into public.subscribers (id, email, source, created_at, status, lang, consented_at, confirmed_at, unsubscribed_at)
select x.id, x.email, x.source, x.created_at, x.status, 'en', x.consented_at, x.confirmed_at, x.unsubscribed_at
  from json_to_recordset(${literal(JSON.stringify(ROWS.map((r) => ({ ...r, id: id(r.n) }))))}::json)
    as x(id uuid, email text, source text, created_at timestamptz, status text, consented_at timestamptz, confirmed_at timestamptz, unsubscribed_at timestamptz);
insert into private.mail_outbox (id, subscriber_id, kind, to_email, lang, created_at, attempts, next_attempt_at, sent_at, failed_at, last_error)
select x.id, x.subscriber_id, x.kind, s.email, 'en', x.created_at, x.attempts, x.next_attempt_at, x.sent_at, x.failed_at, x.last_error
  from json_to_recordset(${literal(JSON.stringify(MAILS.map((m) => ({ ...m, id: mailId(m.n), subscriber_id: id(m.subscriber) }))))}::json)
    as x(id uuid, subscriber_id uuid, kind text, created_at timestamptz, attempts integer, next_attempt_at timestamptz, sent_at timestamptz, failed_at timestamptz, last_error text)
  join public.subscribers s on s.id = x.subscriber_id;`;

const json = (r: Result) => {
  expect(r.ok, `failed with ${r.code}`).toBe(true);
  return JSON.parse(r.out) as unknown;
};

function suite(name: string, start: () => Promise<Engine>, skip = false) {
  describe.skipIf(skip)(name, () => {
    let db: Engine;
    beforeAll(async () => {
      db = await start();
      await db.exec(SEED_SQL);
    });
    afterAll(async () => db?.close());

    it("audit_signup_health() counts pending sign-ups, confirmation rates, unsubscribes and mails, leaving the audit's own sign-ups out", async () => {
      const h = json(await db.run(teamActor, `select public.audit_signup_health(${literal(AS_OF)})`)) as SignupHealth;
      expect(h.pending).toEqual({ olderThan7Days: 2, oldest: expect.stringMatching(/^2026-11-10T10:00:00/) });
      expect(h.confirmation.months).toEqual([
        { month: "2024-06", signUps: 1, confirmed: 1 },
        { month: "2025-03", signUps: 1, confirmed: 0 },
        { month: "2026-11", signUps: 7, confirmed: 2 },
      ]);
      expect(h.confirmation.sources).toEqual([
        { source: "EmailSignUpPage", signUps: 7, confirmed: 3 },
        { source: "GoogleWorkspaceArticle", signUps: 2, confirmed: 0 },
      ]);
      // Rows 2–6: confirmed now (4) or before leaving (5); not 2, 3 (pending) or 6 (left unconfirmed).
      expect(h.confirmation.recent).toMatchObject({ signUps: 5, confirmed: 2 });
      expect(Date.parse(h.confirmation.recent.from)).toBe(Date.parse("2026-10-29T12:00:00Z"));
      expect(Date.parse(h.confirmation.recent.to)).toBe(Date.parse("2026-11-21T12:00:00Z"));
      expect(h.unsubscribes).toEqual([
        { month: "2025-10", count: 1 },
        { month: "2026-11", count: 2 },
      ]);
      expect(h.mail).toMatchObject({ sentLast30Days: 2, givenUp: { last30Days: 1, total: 2 }, retrying: 1, overdue: 1 });
      expect(h.mail.givenUpLatest.map((m) => [m.id, m.to, m.lastError])).toEqual([
        [mailId(4), "ben@casa.example", "Resend answered 422: domain not verified"],
        [mailId(5), "gus@old.example", "Resend answered 500"],
      ]);
      expect(h.mail.retryingLatest).toEqual([expect.objectContaining({ id: mailId(6), kind: "confirm", attempts: 3, lastError: "timeout after 5000 ms" })]);
    });

    it("audit_table_info() counts by state and lists the columns, private tables, consent texts and audit sources", async () => {
      const info = json(await db.run(teamActor, "select public.audit_table_info()")) as TableInfo;
      expect(info.total).toBe(ROWS.length);
      expect(info.statuses).toEqual({ confirmed: 3, pending: 4, unsubscribed: 3 });
      expect(info.columns).toEqual(expect.arrayContaining(["id", "email", "source", "created_at", "status", "lang", "page", "consent_text_version",
        "privacy_notice_version", "consented_at", "confirmed_at", "unsubscribed_at"]));
      expect(info.privateTables).toEqual(["consent_texts", "mail_outbox", "signup_sources", "subscriber_tokens"]);
      expect(info.consentTexts).toEqual(expect.arrayContaining([{ version: "2026-11-28", lang: "en" }, { version: "2026-11-28", lang: "es" }]));
      expect(info.auditSources).toEqual(["audit_test", "duplicate_test_1", "duplicate_test_2", "flow_test"]);
    });

    it("the team's test sign-up is pending with no mail, is read back in any letter case, and removed; a real subscriber never is", async () => {
      const signUp = json(await db.run(teamActor, "select public.subscribe('Audit-Flow-Run1@Example.com', 'flow_test', 'en', null, '/subscription-audit')"));
      expect(signUp).toEqual({ code: "pending", mail_id: null });
      const [back] = json(await db.run(teamActor, "select public.audit_test_subscribers(array['audit-flow-run1@example.com', 'nobody@example.com'])")) as Record<string, unknown>[];
      expect(back).toMatchObject({ email: "audit-flow-run1@example.com", source: "flow_test", status: "pending", page: "/subscription-audit", mails: 0, confirmed_at: null });
      const again = json(await db.run(teamActor, "select public.subscribe('AUDIT-FLOW-RUN1@EXAMPLE.COM', 'duplicate_test_2', 'en')"));
      expect(again).toEqual({ code: "pending", mail_id: null });
      expect(json(await db.run(teamActor, "select public.audit_test_subscribers(array['AUDIT-FLOW-RUN1@example.com'])"))).toHaveLength(1);

      // ann@casa.example signed up on the site: the audit can read her but never remove her.
      expect(json(await db.run(teamActor, "select public.audit_delete_test_subscribers(array['audit-flow-run1@example.com', 'ann@casa.example'])"))).toEqual({
        deleted: 1,
        remaining: 1,
      });
      expect(json(await db.run(teamActor, "select public.audit_test_subscribers(array['audit-flow-run1@example.com'])"))).toEqual([]);
      expect((await db.run(serviceActor, `select count(*) from public.subscribers where id = ${literal(id(1))}`)).out).toBe("1");
      // The counts the health and the list read followed the insert and the delete.
      const info = json(await db.run(teamActor, "select public.audit_table_info()")) as { total: number };
      expect(info.total).toBe(ROWS.length);
      // At most 20 addresses a call.
      const many = `array[${Array.from({ length: 21 }, (_, i) => literal(`a${i}@example.com`)).join(",")}]`;
      expect((await db.run(teamActor, `select public.audit_test_subscribers(${many})`)).code).toBe("22023");
      expect((await db.run(teamActor, `select public.audit_delete_test_subscribers(${many})`)).code).toBe("22023");
    });

    it("the audit's functions answer the team after the second factor and the service role, and refuse everyone else", async () => {
      const calls = [
        "select public.audit_table_info()",
        "select public.audit_signup_health()",
        "select public.audit_test_subscribers(array['ann@casa.example'])",
        "select public.audit_delete_test_subscribers(array['audit-flow-old@example.com'])",
      ];
      for (const sql of calls) {
        for (const actor of [anonActor, memberActor, teamWithoutTotpActor]) {
          const r = await db.run(actor, sql);
          expect(r, `${actor.role} ${JSON.stringify(actor.claims)}: ${sql}`).toMatchObject({ ok: false, code: "42501" });
        }
      }
      expect((await db.run(serviceActor, calls[0]!)).ok).toBe(true);
      // The audit's test row above is still there: nobody else removed it.
      expect(json(await db.run(teamActor, "select public.audit_test_subscribers(array['audit-flow-old@example.com'])"))).toHaveLength(1);
      // The public key can't sign up at all; the team only with the audit's sources.
      expect((await db.run(anonActor, "select public.subscribe('x@example.com', 'audit_test', 'en')")).code).toBe("42501");
      expect((await db.run(teamActor, "select public.subscribe('x@example.com', 'EmailSignUpPage', 'en', null, null, '2026-11-28')")).code).toBe("42501");
    });
  });
}

suite("the audit's reads on PGlite", pgliteEngine);
suite("the audit's reads on PostgreSQL", postgresEngine, !pgBinDir);
