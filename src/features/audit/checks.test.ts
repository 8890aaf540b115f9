import { describe, expect, it } from "vitest";
import { auditReportOf } from "~/test/audit-report";
import { fakeSupabase, type FakeBehaviour, type FakeRow } from "~/test/fake-supabase";
import { signupHealthOf } from "~/test/signup-health";
import { fetchTableInfo } from "./audit-db";
import type { AuditReport } from "./audit-report";
import {
  analyticsOutcome,
  AUDIT_CHECKS,
  confirmationRate,
  databaseConnection,
  duplicateHandling,
  emailValidation,
  formSubmissionFlow,
  mailDelivery,
  pendingConfirmations,
  rlsPolicies,
  tableStructure,
  unsubscribes,
  type AuditContext,
} from "./checks";
import { fetchSignupHealth } from "./signup-health";
import { CHECK_IDS } from "./types";

const seed: FakeRow[] = [
  { id: "s1", email: "maria@casa-azul.mx", source: "EmailSignUpPage", created_at: "2024-06-03T10:00:00.000Z", status: "confirmed" },
  { id: "s2", email: "ben@gmail.com", source: null, created_at: "2025-01-04T10:00:00.000Z", status: "pending" },
];
const NO_IDS = { ga4Id: "", gtmId: "", metaPixelId: "" };

function setup(behaviour: FakeBehaviour = {}, rows = seed, guarantees: Partial<AuditReport["guarantees"]> = {}) {
  const fake = fakeSupabase(rows, behaviour);
  const ctx: AuditContext = {
    team: fake.team,
    anon: fake.anon,
    analyticsIds: NO_IDS,
    runId: "run1",
    loadReport: async () => auditReportOf(fake.rows(), guarantees),
    loadTableInfo: () => fetchTableInfo(fake.team),
    loadHealth: () => fetchSignupHealth(fake.team),
  };
  return { fake, ctx };
}

describe("the eleven checks", () => {
  it("are the spec's seven ids, in order, then the double opt-in's four, each with a name, description and progress text", () => {
    expect(AUDIT_CHECKS.map((c) => c.id)).toEqual([...CHECK_IDS]);
    expect(CHECK_IDS.slice(0, 7)).toEqual([
      "database_connection",
      "table_structure",
      "rls_policies",
      "email_validation",
      "duplicate_handling",
      "analytics_tracking",
      "form_submission_flow",
    ]);
    for (const c of AUDIT_CHECKS) {
      expect(c.name).toBeTruthy();
      expect(c.description).toBeTruthy();
      expect(c.progress).toMatch(/\.\.\.$/);
    }
    expect(new Set(AUDIT_CHECKS.map((c) => c.progress)).size).toBe(11);
  });

  it("all pass against a healthy database, leave no test row behind, and the team reads no table (rpc only)", async () => {
    const { fake, ctx } = setup();
    for (const check of AUDIT_CHECKS.filter((c) => c.id !== "analytics_tracking")) {
      const outcome = await check.run(ctx);
      expect(outcome.status, `${check.id}: ${outcome.message}`).toBe("success");
    }
    expect(fake.rows()).toEqual(seed);
    const teamRequests = fake.log.filter((l) => l.role === "team");
    expect(teamRequests.length).toBeGreaterThan(0);
    expect(teamRequests.filter((l) => !l.url.startsWith("/rest/v1/rpc/"))).toEqual([]);
    // The public key only ever tried what must be refused, and the signup function.
    expect(fake.log.filter((l) => l.role === "anon").map((l) => `${l.method} ${l.url.replace(/\?.*/, "")}`).sort()).toEqual([
      "DELETE /rest/v1/subscribers",
      "GET /rest/v1/subscribers",
      "POST /functions/v1/signup",
      "POST /rest/v1/rpc/audit_test_subscribers",
      "POST /rest/v1/rpc/subscribe",
      "POST /rest/v1/subscribers",
    ]);
  });
});

describe("database_connection", () => {
  it("counts the table by state", async () => {
    const outcome = await databaseConnection.run(setup().ctx);
    expect(outcome.message).toBe("Connected to Supabase: 2 subscribers in the table (1 confirmed, 1 pending, 0 unsubscribed).");
    expect(outcome.details).toMatchObject({ subscriberCount: 2, statuses: { confirmed: 1, pending: 1, unsubscribed: 0 } });
  });
  it("is an error when the database answers with a failure", async () => {
    const outcome = await databaseConnection.run(setup({ down: { status: 500, message: "connection refused" } }).ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toBe("Database connection failed: connection refused");
  });
  it("is an error when the network fails", async () => {
    const outcome = await databaseConnection.run(setup({ networkError: "fetch failed" }).ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toMatch(/^Database connection failed: .*fetch failed/);
  }, 20_000); // supabase-js retries a failed read with back-off first
});

describe("table_structure", () => {
  it("is a warning when a column is missing, the spec's or the double opt-in's", async () => {
    const spec = await tableStructure.run(setup({ columns: ["id", "email", "created_at", "status"] }).ctx);
    expect(spec.status).toBe("warning");
    expect(spec.message).toMatch(/^Table structure problem: missing column\(s\) source, lang, page, /);
    const optIn = await tableStructure.run(setup({ columns: ["id", "email", "source", "created_at"] }).ctx);
    expect(optIn.message).toBe(
      "Table structure problem: missing column(s) status, lang, page, consent_text_version, privacy_notice_version, consented_at, confirmed_at, unsubscribed_at.",
    );
  });
  it("is a warning when a private table or the consent words of the app's version are missing", async () => {
    const tables = await tableStructure.run(setup({ privateTables: ["consent_texts", "signup_sources"] }).ctx);
    expect(tables.message).toBe("Table structure problem: missing table(s) private.mail_outbox, private.subscriber_tokens.");
    const words = await tableStructure.run(setup({ consentTexts: [{ version: "2026-11-28", lang: "en" }, { version: "2025-01-01", lang: "es" }] }).ctx);
    expect(words.status).toBe("warning");
    expect(words.message).toMatch(/consent words of version 2026-11-28, shown beside every sign-up form, are not on record in Spanish/);
  });
  it("passes with every column, table and the consent words in both languages", async () => {
    const outcome = await tableStructure.run(setup().ctx);
    expect(outcome.status).toBe("success");
    expect(outcome.message).toMatch(/consent words of version 2026-11-28 are on record in English and Spanish\.$/);
  });
});

describe("rls_policies", () => {
  it("passes when the public key can do nothing and the team signs up and reads back", async () => {
    const { fake, ctx } = setup();
    const outcome = await rlsPolicies.run(ctx);
    expect(outcome.status, outcome.message).toBe("success");
    expect(outcome.details).toMatchObject({
      anonymousSubscribe: "refused (42501: permission denied for function subscribe)",
      anonymousDirectInsert: "refused (42501: permission denied for table subscribers)",
      anonymousRead: "no rows visible",
      anonymousDelete: "refused (42501: permission denied for table subscribers)",
      anonymousAuditRead: "refused (42501: permission denied for function audit_test_subscribers)",
      teamSignUp: "pending (subscribe, audit source)",
      teamRead: "allowed",
      testRowsRemoved: true,
    });
    expect(fake.rows()).toEqual(seed);
    expect(fake.log.find((l) => l.url.endsWith("/rpc/subscribe") && l.role === "team")).toBeTruthy();
  });
  it("is an error (an open door) when the public key can call subscribe(), and removes that row", async () => {
    const { fake, ctx } = setup({ anonCanSubscribe: true });
    const outcome = await rlsPolicies.run(ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toBe("Open door: the public key can call subscribe() directly, so sign-ups skip the signup function's Turnstile check.");
    expect(fake.rows()).toEqual(seed);
  });
  it("is an error when the public key can insert straight into the table (the wide door), and removes that row", async () => {
    const { fake, ctx } = setup({ anonCanInsert: true });
    const outcome = await rlsPolicies.run(ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toMatch(/^Open door: the public key can insert rows straight into the subscribers table/);
    expect(fake.rows()).toEqual(seed);
  });
  it("is an error (a data leak) when the public key can read subscribers, or call the audit's functions", async () => {
    const read = await rlsPolicies.run(setup({ anonCanRead: true }).ctx);
    expect(read.status).toBe("error");
    expect(read.message).toMatch(/^Data leak: subscribers can be read with the public key/);
    const audit = await rlsPolicies.run(setup({ anonCanCallAudit: true }).ctx);
    expect(audit.status).toBe("error");
    expect(audit.message).toMatch(/^Data leak: the audit's functions answer the public key \(1 rows/);
  });
  it("is an error when an anonymous visitor can delete", async () => {
    const outcome = await rlsPolicies.run(setup({ anonCanDelete: true }).ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toMatch(/^Row-level security failure: the team's test sign-up is missing/);
  });
  it("is an error when the team can't read its test sign-up back", async () => {
    const outcome = await rlsPolicies.run(setup({ teamReadFails: true }).ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toBe("Team members cannot read subscribers: read exploded");
  });
  it("turns success into a warning when the clean-up fails", async () => {
    const outcome = await rlsPolicies.run(setup({ teamDeleteFails: true }).ctx);
    expect(outcome.status).toBe("warning");
    expect(outcome.message).toMatch(
      /The test row could not be removed \(delete exploded\): delete audit-rls-run1@example.com, audit-rls-anon-run1@example.com, audit-rls-direct-run1@example.com by hand\.$/,
    );
  });
});

describe("email_validation", () => {
  it("is a warning when the database accepts a malformed address, which is then removed", async () => {
    const { fake, ctx } = setup({ checkEmail: false });
    const outcome = await emailValidation.run(ctx);
    expect(outcome.status).toBe("warning");
    expect(outcome.message).toBe('The database accepted the malformed address "audit-invalid-run1".');
    expect(fake.rows()).toEqual(seed);
  });
  it("vouches for every stored address through the table's validated checks", async () => {
    const outcome = await emailValidation.run(setup().ctx);
    expect(outcome.status).toBe("success");
    expect(outcome.message).toBe("Malformed addresses are refused, and all 2 stored addresses are well-formed (the table's validated checks).");
    expect(outcome.details).toMatchObject({ malformedInsert: "refused (invalid)", storedGuaranteedBy: expect.stringMatching(/subscribers_email_shape/) });
  });
  it("is a warning when the table's e-mail check is missing or not validated", async () => {
    const outcome = await emailValidation.run(setup({}, seed, { emailShapeChecked: false }).ctx);
    expect(outcome.status).toBe("warning");
    expect(outcome.message).toMatch(/checks are missing or not validated/);
  });
});

describe("duplicate_handling", () => {
  it("passes when the second sign-up in another letter case is recognised as the same pending one", async () => {
    const outcome = await duplicateHandling.run(setup().ctx);
    expect(outcome.status).toBe("success");
    expect(outcome.details).toMatchObject({ secondInsert: "pending", rowsStored: 1, testRowsRemoved: true });
  });
  it("is a warning when another letter case is stored twice, and removes both test rows", async () => {
    const { fake, ctx } = setup({ uniqueLowerEmail: false });
    const outcome = await duplicateHandling.run(ctx);
    expect(outcome.status).toBe("warning");
    expect(outcome.message).toBe("Duplicate handling problem: the same address was stored twice in different letter case.");
    expect(outcome.details).toMatchObject({ rowsStored: 2 });
    expect(fake.rows()).toEqual(seed);
  });
  it("is a warning when no unique index on lower(email) guarantees the stored addresses", async () => {
    const outcome = await duplicateHandling.run(setup({}, seed, { emailUniqueIgnoringCase: false }).ctx);
    expect(outcome.status).toBe("warning");
    expect(outcome.message).toMatch(/unique index on lower\(email\) is missing or invalid/);
  });
});

describe("analytics_tracking", () => {
  it("is a warning when no id is configured", () => {
    const outcome = analyticsOutcome(NO_IDS);
    expect(outcome.status).toBe("warning");
    expect(outcome.message).toMatch(/^Analytics is missing/);
  });
  it("passes and names what is configured", () => {
    const outcome = analyticsOutcome({ ga4Id: "G-ABC123", gtmId: "", metaPixelId: "1234" });
    expect(outcome.status).toBe("success");
    expect(outcome.message).toBe("Sign-ups are measured by Google Analytics 4, Meta Pixel (tags load after the visitor's consent).");
    expect(outcome.details["Google Tag Manager (VITE_GTM_ID)"]).toBe("not set");
  });
});

describe("form_submission_flow", () => {
  it("sees the signup function refuse a sign-up without a Turnstile token, and the team's test sign-up land as pending with no mail", async () => {
    const { fake, ctx } = setup();
    const outcome = await formSubmissionFlow.run(ctx);
    expect(outcome.status, outcome.message).toBe("success");
    expect(outcome.details).toMatchObject({
      email: "audit-flow-run1@example.com",
      storedSource: "flow_test",
      storedStatus: "pending",
      mailsQueued: 0,
      signupWithoutTurnstile: "400 turnstile_failed",
      testRowsRemoved: true,
    });
    const probe = fake.log.find((l) => l.url === "/functions/v1/signup");
    expect(probe?.role).toBe("anon");
    expect(fake.log.find((l) => l.url.endsWith("/rpc/subscribe"))?.role).toBe("team");
    // Its own delete saw the rows gone: no second clean-up.
    expect(fake.log.filter((l) => l.url.endsWith("/rpc/audit_delete_test_subscribers"))).toHaveLength(1);
    expect(fake.rows()).toEqual(seed);
  });
  it("is an error when the signup function lets a sign-up through without a Turnstile token, and removes it", async () => {
    const { fake, ctx } = setup({ guard: "off" });
    const outcome = await formSubmissionFlow.run(ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toBe(
      "The signup function did not refuse a sign-up without a Turnstile token (it answered 200 pending and stored it): bots could sign up anyone's address.",
    );
    expect(fake.rows()).toEqual(seed);
  });
  it("is an error when the signup function is not deployed", async () => {
    const outcome = await formSubmissionFlow.run(setup({ guard: "missing" }).ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toBe("The signup function is not deployed (it answered 404): visitors can't sign up.");
  });
  it("is a warning when the test sign-up skips pending, or a mail is queued for it", async () => {
    const confirmed = await formSubmissionFlow.run(setup({ storedStatus: "confirmed" }).ctx);
    expect(confirmed.status).toBe("warning");
    expect(confirmed.message).toBe('The test sign-up was stored as "confirmed" instead of "pending": it must wait for the confirmation link.');
    const mailed = await formSubmissionFlow.run(setup({ mailsQueued: 1 }).ctx);
    expect(mailed.status).toBe("warning");
    expect(mailed.message).toBe("A mail was queued for the audit's test sign-up: test sources must never send mail.");
  });
  it("still deletes the test row when a later step fails", async () => {
    const { fake, ctx } = setup({ teamReadFails: true });
    const outcome = await formSubmissionFlow.run(ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toBe("The team could not read the test sign-up back: read exploded");
    expect(fake.rows()).toEqual(seed);
  });
  it("still deletes the test row when a step throws", async () => {
    const { fake, ctx } = setup();
    const team = ctx.team;
    let calls = 0;
    const throwing = {
      ...ctx,
      team: {
        rpc: (name: string, args: unknown) => {
          // The read-back (the second call) throws; the sign-up before and the clean-up after go through.
          if (name === "audit_test_subscribers" && calls++ === 0) throw new Error("network down");
          return team.rpc(name, args as Record<string, unknown>);
        },
      } as unknown as AuditContext["team"],
    };
    const outcome = await formSubmissionFlow.run(throwing);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toBe("The team could not read the test sign-up back: network down");
    expect(fake.rows()).toEqual(seed);
  });
});

describe("the double opt-in's checks", () => {
  it("pass on healthy figures, each from the one health count", async () => {
    const { fake, ctx } = setup();
    let asked = 0;
    let health: ReturnType<typeof fetchSignupHealth> | null = null;
    const once = { ...ctx, loadHealth: () => (asked++, (health ??= fetchSignupHealth(fake.team))) };
    const outcomes = await Promise.all([pendingConfirmations, confirmationRate, unsubscribes, mailDelivery].map((c) => c.run(once)));
    expect(outcomes.map((o) => [o.status, o.message])).toEqual([
      ["success", "No sign-up has waited more than 7 days for its confirmation link."],
      ["success", "75% of the 40 sign-ups from 7 to 30 days ago confirmed their address."],
      ["success", "3 unsubscribed this month, 5 in the last 12 months (one click, from any mail)."],
      ["success", "Every mail went out: 52 in the last 30 days, none retrying or given up."],
    ]);
    expect(asked).toBe(4);
    expect(fake.log.filter((l) => l.url.endsWith("/rpc/audit_signup_health"))).toHaveLength(1);
  });
  it("warn on sign-ups pending over a week, a low recent rate, and failing mail", async () => {
    const health = signupHealthOf({
      pending: { olderThan7Days: 3, oldest: "2026-11-02T08:00:00.000Z" },
      confirmation: { recent: { from: "", to: "", signUps: 40, confirmed: 12 } },
      mail: {
        givenUp: { last30Days: 2, total: 5 },
        givenUpLatest: [{ id: "m1", kind: "confirm", to: "a@b.example", lang: "en", createdAt: "2026-11-20T10:00:00.000Z", attempts: 12, lastError: "Resend answered 422" }],
        retrying: 1,
        retryingLatest: [{ id: "m2", kind: "confirm", to: "c@d.example", lang: "es", createdAt: "2026-11-28T10:00:00.000Z", attempts: 2, lastError: "timeout" }],
        overdue: 4,
      },
    });
    const { ctx } = setup({ health });
    expect(await pendingConfirmations.run(ctx)).toMatchObject({
      status: "warning",
      message:
        "3 sign-ups have waited more than 7 days for the confirmation link (the oldest since Nov 2, 2026): the confirmation mail may not arrive. Unconfirmed sign-ups are deleted after 30 days.",
    });
    expect(await confirmationRate.run(ctx)).toMatchObject({
      status: "warning",
      message: "Only 30% of the 40 sign-ups from 7 to 30 days ago confirmed their address (under 50%): check that the confirmation mail arrives, and that its link works.",
    });
    expect(await mailDelivery.run(ctx)).toMatchObject({
      status: "warning",
      message:
        "2 mails were given up after 24 hours of retries in the last 30 days (last error: Resend answered 422). 1 mail is being retried (last error: timeout). " +
        "4 mails are more than 5 minutes past their sending time: the mail sender (send-mail, run every minute) may not be running.",
    });
  });
  it("a low rate over a handful of sign-ups is no warning, and no recent sign-ups is no warning", async () => {
    const few = setup({ health: signupHealthOf({ confirmation: { recent: { from: "", to: "", signUps: 5, confirmed: 1 } } }) });
    expect((await confirmationRate.run(few.ctx)).status).toBe("success");
    const none = setup({ health: signupHealthOf({ confirmation: { recent: { from: "", to: "", signUps: 0, confirmed: 0 } } }) });
    expect(await confirmationRate.run(none.ctx)).toMatchObject({ status: "success", message: expect.stringMatching(/^No sign-ups from 7 to 30 days ago/) });
  });
  it("are errors when the figures can't be read", async () => {
    const { ctx } = setup();
    const outcome = await mailDelivery.run({ ...ctx, loadHealth: async () => Promise.reject(new Error("permission denied for function audit_signup_health")) });
    expect(outcome).toMatchObject({ status: "error", message: "The double opt-in's figures could not be read: permission denied for function audit_signup_health" });
  });
});
