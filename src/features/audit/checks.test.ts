import { describe, expect, it } from "vitest";
import type { Subscriber } from "~/features/subscribers";
import { auditReportOf } from "~/test/audit-report";
import { fakeSupabase, type FakeBehaviour } from "~/test/fake-supabase";
import type { AuditReport } from "./audit-report";
import {
  analyticsOutcome,
  AUDIT_CHECKS,
  databaseConnection,
  duplicateHandling,
  emailValidation,
  formSubmissionFlow,
  rlsPolicies,
  tableStructure,
  type AuditContext,
} from "./checks";
import { CHECK_IDS } from "./types";

const seed: Subscriber[] = [
  { id: "s1", email: "maria@casa-azul.mx", source: "EmailSignUpPage", created_at: "2024-06-03T10:00:00.000Z" },
  { id: "s2", email: "ben@gmail.com", source: null, created_at: "2025-01-04T10:00:00.000Z" },
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
  };
  return { fake, ctx };
}

describe("the seven checks", () => {
  it("are the spec's ids, in order, each with a name, description and progress text", () => {
    expect(AUDIT_CHECKS.map((c) => c.id)).toEqual([...CHECK_IDS]);
    for (const c of AUDIT_CHECKS) {
      expect(c.name).toBeTruthy();
      expect(c.description).toBeTruthy();
      expect(c.progress).toMatch(/\.\.\.$/);
    }
    expect(new Set(AUDIT_CHECKS.map((c) => c.progress)).size).toBe(7);
  });

  it("all pass against a healthy database, and leave no test row behind", async () => {
    const { fake, ctx } = setup();
    for (const check of AUDIT_CHECKS.filter((c) => c.id !== "analytics_tracking")) {
      const outcome = await check.run(ctx);
      expect(outcome.status, `${check.id}: ${outcome.message}`).toBe("success");
    }
    expect(fake.rows()).toEqual(seed);
  });
});

describe("database_connection", () => {
  it("counts the table", async () => {
    const outcome = await databaseConnection.run(setup().ctx);
    expect(outcome.message).toBe("Connected to Supabase: 2 subscribers in the table.");
    expect(outcome.details.subscriberCount).toBe(2);
  });
  it("is an error when the database answers with a failure", async () => {
    const outcome = await databaseConnection.run(setup({ down: { status: 500, message: "connection refused" } }).ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toMatch(/^Database connection failed: /);
  });
  it("is an error when the network fails", async () => {
    const outcome = await databaseConnection.run(setup({ networkError: "fetch failed" }).ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toMatch(/^Database connection failed: .*fetch failed/);
  }, 20_000); // supabase-js retries a failed read with back-off first
});

describe("table_structure", () => {
  it("is a warning when a column is missing", async () => {
    const outcome = await tableStructure.run(setup({ columns: ["id", "email", "created_at"] }).ctx);
    expect(outcome.status).toBe("warning");
    expect(outcome.message).toBe("Table structure problem: missing column(s) source.");
  });
  it("asks for the columns by name when the table is empty", async () => {
    expect((await tableStructure.run(setup({}, []).ctx)).status).toBe("success");
    const broken = await tableStructure.run(setup({ columns: ["id", "email"] }, []).ctx);
    expect(broken.status).toBe("warning");
    expect(broken.message).toMatch(/^Table structure problem: column subscribers\.source does not exist/);
  });
});

describe("rls_policies", () => {
  it("passes when visitors can insert but not read or delete", async () => {
    const { fake, ctx } = setup();
    const outcome = await rlsPolicies.run(ctx);
    expect(outcome.status).toBe("success");
    expect(outcome.details).toMatchObject({
      anonymousInsert: "allowed (subscribe)",
      anonymousDirectInsert: "refused (42501: permission denied for table subscribers)",
      anonymousRead: "no rows visible",
      teamRead: "allowed",
      testRowsRemoved: true,
    });
    expect(fake.rows()).toEqual(seed);
    // The reads that must fail were made with the public key, the clean-up as the team.
    expect(fake.log.filter((l) => l.method === "GET" && l.role === "anon")).toHaveLength(1);
    expect(fake.log.filter((l) => l.method === "DELETE" && l.role === "team")).toHaveLength(1);
  });
  it("is an error (a data leak) when the public key can read subscribers", async () => {
    const { fake, ctx } = setup({ anonCanRead: true });
    const outcome = await rlsPolicies.run(ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toMatch(/^Data leak: subscribers can be read with the public key/);
    expect(fake.rows()).toEqual(seed);
  });
  it("is an error when the public key can insert straight into the table (the wide door), and removes that row", async () => {
    const { fake, ctx } = setup({ anonCanInsert: true });
    const outcome = await rlsPolicies.run(ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toMatch(/^Open door: the public key can insert rows straight into the subscribers table/);
    expect(fake.rows()).toEqual(seed);
  });
  it("is an error when an anonymous visitor can delete", async () => {
    const outcome = await rlsPolicies.run(setup({ anonCanDelete: true }).ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toMatch(/^Row-level security failure/);
  });
  it("is an error when visitors cannot subscribe", async () => {
    const outcome = await rlsPolicies.run(setup({ down: { status: 401, message: "permission denied for table subscribers" } }).ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toBe("Row-level security blocks anonymous sign-ups: permission denied for table subscribers");
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
    expect(outcome.details.storedGuaranteedBy).toMatch(/subscribers_email_shape/);
  });
  it("is a warning when the table's e-mail check is missing or not validated", async () => {
    const outcome = await emailValidation.run(setup({}, seed, { emailShapeChecked: false }).ctx);
    expect(outcome.status).toBe("warning");
    expect(outcome.message).toMatch(/checks are missing or not validated/);
  });
});

describe("duplicate_handling", () => {
  it("is a warning when another letter case is stored twice, and removes both test rows", async () => {
    const { fake, ctx } = setup({ uniqueLowerEmail: false });
    const outcome = await duplicateHandling.run(ctx);
    expect(outcome.status).toBe("warning");
    expect(outcome.message).toBe("Duplicate handling problem: the same address was stored twice in different letter case.");
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
  it("signs up as a visitor through subscribe(), reads back and deletes as the team", async () => {
    const { fake, ctx } = setup();
    const outcome = await formSubmissionFlow.run(ctx);
    expect(outcome.status).toBe("success");
    expect(outcome.details).toMatchObject({ email: "audit-flow-run1@example.com", storedSource: "flow_test", testRowsRemoved: true });
    const post = fake.log.find((l) => l.method === "POST");
    expect(post?.role).toBe("anon");
    expect(post?.url).toMatch(/\/rpc\/subscribe$/);
    expect(fake.rows()).toEqual(seed);
  });
  it("still deletes the test row when a later step fails", async () => {
    const { fake, ctx } = setup({ teamFilteredReadFails: true });
    const outcome = await formSubmissionFlow.run(ctx);
    expect(outcome.status).toBe("error");
    expect(outcome.message).toBe("The team could not read the test sign-up back: read exploded");
    expect(fake.rows()).toEqual(seed);
  });
  it("still deletes the test row when a step throws", async () => {
    const { fake, ctx } = setup();
    const team = ctx.team;
    const throwing = { ...ctx, team: { from: (t: string) => {
      const q = team.from(t);
      return { ...q, select: () => { throw new Error("network down"); }, delete: q.delete.bind(q) };
    } } as unknown as AuditContext["team"] };
    await expect(formSubmissionFlow.run(throwing)).rejects.toThrow("network down");
    expect(fake.rows()).toEqual(seed);
  });
  it("turns success into a warning when the clean-up fails", async () => {
    const { ctx } = setup({ teamDeleteFails: true });
    const outcome = await rlsPolicies.run(ctx);
    expect(outcome.status).toBe("warning");
    expect(outcome.message).toMatch(/The test row could not be removed \(delete exploded\): delete audit-rls-run1@example.com by hand\.$/);
  });
});
