import type { SupabaseClient } from "@supabase/supabase-js";
import { subscribe, SUBSCRIBER_COLUMNS, SUBSCRIBERS_TABLE, type Subscriber } from "~/features/subscribers";
import type { AuditReport } from "./audit-report";
import type { AuditCheckId, AuditDetails, AuditStatus } from "./types";

export type AnalyticsIds = { ga4Id: string; gtmId: string; metaPixelId: string };

export type AuditContext = {
  /** The signed-in team member's client (reads and deletes). */
  team: SupabaseClient;
  /** A client with the public key and no session: what any visitor has. */
  anon: SupabaseClient;
  analyticsIds: AnalyticsIds;
  /** Unique per run; part of every test e-mail, so runs never collide. */
  runId: string;
  /** The database's counts for this run (subscriber_audit_report), asked once (memoized). */
  loadReport: () => Promise<AuditReport>;
  /** Milliseconds, for response times. */
  now?: () => number;
};

export type CheckOutcome = { status: AuditStatus; message: string; details: AuditDetails };

export type AuditCheck = {
  id: AuditCheckId;
  name: string;
  description: string;
  /** The live progress text while this check runs. */
  progress: string;
  run: (ctx: AuditContext) => Promise<CheckOutcome>;
};

export const EXPECTED_COLUMNS = ["id", "email", "source", "created_at"] as const;

/** The sources the audit's test sign-ups carry; the database accepts them (private.signup_sources). */
export const AUDIT_TEST_SOURCES = ["audit_test", "flow_test", "duplicate_test_1", "duplicate_test_2"] as const;

/** A test sign-up through the door, as a visitor: an error when it was not stored. */
async function signUpAsVisitor(ctx: AuditContext, email: string, source: (typeof AUDIT_TEST_SOURCES)[number]) {
  const { code, error } = await subscribe(ctx.anon, { email, source });
  if (error) return { code, error };
  return { code, error: code === "created" ? null : { code: code ?? undefined, message: `subscribe() answered ${code ?? "nothing"}` } };
}

const ok = (message: string, details: AuditDetails = {}): CheckOutcome => ({ status: "success", message, details });
const warn = (message: string, details: AuditDetails = {}): CheckOutcome => ({ status: "warning", message, details });
const err = (message: string, details: AuditDetails = {}): CheckOutcome => ({ status: "error", message, details });

type PgError = { message: string; code?: string; details?: string | null; hint?: string | null } | null;
const errorDetails = (e: PgError) => (e ? { code: e.code ?? null, error: e.message, hint: e.hint ?? null } : {});

export function testEmail(kind: string, runId: string): string {
  return `audit-${kind}-${runId}@example.com`;
}

/**
 * Runs `body`, then deletes the test rows as the team member whatever happened (try/finally),
 * so a failing step never leaves a test sign-up in the list. A failed clean-up turns a
 * success into a warning that names the address to remove by hand.
 */
export async function withTestRows(ctx: AuditContext, emails: string[], body: () => Promise<CheckOutcome>): Promise<CheckOutcome> {
  let outcome: CheckOutcome | undefined;
  let cleanupError: string | null = null;
  try {
    outcome = await body();
  } finally {
    try {
      const { error } = await ctx.team.from(SUBSCRIBERS_TABLE).delete().in("email", emails);
      if (error) cleanupError = error.message;
    } catch (e) {
      cleanupError = e instanceof Error ? e.message : String(e);
    }
  }
  if (cleanupError && outcome.status !== "success") {
    return { ...outcome, details: { ...outcome.details, testRowsRemoved: false, cleanupError } };
  }
  if (cleanupError) {
    return {
      status: "warning",
      message: `${outcome.message} The test row could not be removed (${cleanupError}): delete ${emails.join(", ")} by hand.`,
      details: { ...outcome.details, testRowsRemoved: false, cleanupError },
    };
  }
  return { ...outcome, details: { ...outcome.details, testRowsRemoved: true } };
}

/** Warning when no analytics id is configured (whatever the visitor's consent). */
export function analyticsOutcome(ids: AnalyticsIds): CheckOutcome {
  const status = {
    "Google Analytics 4 (VITE_GA4_ID)": ids.ga4Id ? "configured" : "not set",
    "Google Tag Manager (VITE_GTM_ID)": ids.gtmId ? "configured" : "not set",
    "Meta Pixel (VITE_META_PIXEL_ID)": ids.metaPixelId ? "configured" : "not set",
  };
  const configured = Object.entries(status).filter(([, v]) => v === "configured").map(([k]) => k.replace(/ \(.*\)$/, ""));
  if (configured.length === 0) {
    return warn("Analytics is missing: no GA4, Tag Manager or Meta Pixel id is configured, so sign-ups are not measured.", status);
  }
  return ok(`Sign-ups are measured by ${configured.join(", ")} (tags load after the visitor's consent).`, status);
}

const ms = (ctx: AuditContext) => (ctx.now ?? (() => performance.now()))();

export const databaseConnection: AuditCheck = {
  id: "database_connection",
  name: "Database Connection",
  description: "Connects to Supabase and counts the subscribers table.",
  progress: "Testing database connection...",
  async run(ctx) {
    const started = ms(ctx);
    const { count, error } = await ctx.team.from(SUBSCRIBERS_TABLE).select("*", { count: "exact", head: true });
    const responseTimeMs = Math.round(ms(ctx) - started);
    if (error) return err(`Database connection failed: ${error.message || "no answer from Supabase"}`, errorDetails(error));
    return ok(`Connected to Supabase: ${(count ?? 0).toLocaleString("en-US")} subscribers in the table.`, {
      subscriberCount: count ?? 0,
      responseTimeMs,
    });
  },
};

export const tableStructure: AuditCheck = {
  id: "table_structure",
  name: "Table Structure",
  description: "Confirms the subscribers table has id, email, source and created_at.",
  progress: "Checking table structure...",
  async run(ctx) {
    const { data, error } = await ctx.team.from(SUBSCRIBERS_TABLE).select("*").limit(1);
    if (error) return warn(`Table structure problem: ${error.message}`, errorDetails(error));
    const row = (data ?? [])[0] as Record<string, unknown> | undefined;
    if (!row) {
      // An empty table shows no columns: ask for each expected column by name instead.
      const named = await ctx.team.from(SUBSCRIBERS_TABLE).select(EXPECTED_COLUMNS.join(",")).limit(1);
      if (named.error) return warn(`Table structure problem: ${named.error.message}`, errorDetails(named.error));
      return ok("The table is empty, and every expected column exists: id, email, source, created_at.", { expected: [...EXPECTED_COLUMNS] });
    }
    const columns = Object.keys(row);
    const missing = EXPECTED_COLUMNS.filter((c) => !columns.includes(c));
    if (missing.length) return warn(`Table structure problem: missing column(s) ${missing.join(", ")}.`, { columns, missing });
    return ok("The subscribers table has every expected column: id, email, source, created_at.", { columns });
  },
};

export const rlsPolicies: AuditCheck = {
  id: "rls_policies",
  name: "Row-Level Security",
  description: "Anonymous visitors may sign up through subscribe() but never insert, read or delete; team members may read and delete.",
  progress: "Verifying row-level security policies...",
  async run(ctx) {
    const email = testEmail("rls", ctx.runId);
    const direct = testEmail("rls-direct", ctx.runId);
    return withTestRows(ctx, [email], async () => {
      const insert = await signUpAsVisitor(ctx, email, "audit_test");
      if (insert.error) return err(`Row-level security blocks anonymous sign-ups: ${insert.error.message}`, errorDetails(insert.error));

      // The wide door must stay shut: a row straight into the table with the public key.
      const straight = await ctx.anon.from(SUBSCRIBERS_TABLE).insert({ email: direct, source: "audit_test" });
      if (!straight.error) {
        await ctx.team.from(SUBSCRIBERS_TABLE).delete().eq("email", direct);
        return err("Open door: the public key can insert rows straight into the subscribers table, so anyone can add any number with any source.", {
          anonymousDirectInsert: "allowed",
        });
      }
      const anonymousDirectInsert = `refused (${straight.error.code ?? "error"}: ${straight.error.message})`;

      const read = await ctx.anon.from(SUBSCRIBERS_TABLE).select("id,email").limit(5);
      const leaked = read.data?.length ?? 0;
      if (leaked > 0) {
        return err(`Data leak: subscribers can be read with the public key (${leaked} rows returned to an anonymous visitor).`, {
          anonymousRead: "allowed",
          rowsReturned: leaked,
        });
      }
      const anonymousRead = read.error ? `refused (${read.error.code ?? "error"}: ${read.error.message})` : "no rows visible";

      const del = await ctx.anon.from(SUBSCRIBERS_TABLE).delete().eq("email", email);
      const anonymousDelete = del.error ? `refused (${del.error.code ?? "error"}: ${del.error.message})` : "no rows affected";

      const team = await ctx.team.from(SUBSCRIBERS_TABLE).select("id").eq("email", email);
      if (team.error) return err(`Team members cannot read subscribers: ${team.error.message}`, errorDetails(team.error));
      if ((team.data ?? []).length !== 1) {
        return err("Row-level security failure: the anonymous test sign-up is missing (it was not stored, or an anonymous visitor deleted it).", {
          anonymousRead,
          anonymousDelete,
          rowsFound: (team.data ?? []).length,
        });
      }
      return ok("Anonymous visitors can subscribe (one address at a time, through subscribe()) but cannot insert, read or delete; team members can read the list.", {
        anonymousInsert: "allowed (subscribe)",
        anonymousDirectInsert,
        anonymousRead,
        anonymousDelete,
        teamRead: "allowed",
      });
    });
  },
};

export const emailValidation: AuditCheck = {
  id: "email_validation",
  name: "Email Validation",
  description: "The database refuses malformed addresses, and every stored address is well-formed.",
  progress: "Testing email validation...",
  async run(ctx) {
    const malformed = `audit-invalid-${ctx.runId}`;
    return withTestRows(ctx, [malformed], async () => {
      const insert = await subscribe(ctx.anon, { email: malformed, source: "audit_test" });
      const refused = insert.code === "invalid" || insert.error !== null;
      // Stored addresses: the table's own validated checks (the sign-up pattern, 254 characters)
      // guarantee every row, whatever the list's size, without reading a million addresses.
      const { total, guarantees } = await ctx.loadReport();
      const details = {
        malformedInsert: insert.error ? `refused (${insert.error.code ?? "error"}: ${insert.error.message})` : insert.code === "invalid" ? "refused (invalid)" : "accepted",
        storedChecked: total,
        storedGuaranteedBy: guarantees.emailShapeChecked && guarantees.emailLengthChecked ? "validated checks subscribers_email_shape, subscribers_email_length" : null,
      };
      if (!refused) return warn(`The database accepted the malformed address "${malformed}".`, details);
      if (!guarantees.emailShapeChecked || !guarantees.emailLengthChecked) {
        return warn("The table's e-mail checks are missing or not validated, so stored addresses may fail the sign-up pattern.", details);
      }
      return ok(`Malformed addresses are refused, and all ${total.toLocaleString("en-US")} stored addresses are well-formed (the table's validated checks).`, details);
    });
  },
};

export const duplicateHandling: AuditCheck = {
  id: "duplicate_handling",
  name: "Duplicate Handling",
  description: "The same address can't subscribe twice, whatever the letter case.",
  progress: "Testing duplicate handling...",
  async run(ctx) {
    const lower = testEmail("duplicate", ctx.runId);
    const upper = lower.toUpperCase();
    return withTestRows(ctx, [lower, upper], async () => {
      const first = await signUpAsVisitor(ctx, lower, "duplicate_test_1");
      if (first.error) return warn(`Duplicate handling could not be tested: the first sign-up failed: ${first.error.message}`, errorDetails(first.error));
      const second = await subscribe(ctx.anon, { email: upper, source: "duplicate_test_2" });
      if (second.error) return warn(`Duplicate handling problem: the second sign-up failed instead of being recognised: ${second.error.message}`, errorDetails(second.error));
      if (second.code !== "already_subscribed") return warn("Duplicate handling problem: the same address was stored twice in different letter case.", { secondInsert: second.code ?? "accepted" });
      // Stored addresses: a valid unique index on lower(email) means none can repeat.
      const { guarantees } = await ctx.loadReport();
      if (!guarantees.emailUniqueIgnoringCase) {
        return warn("Duplicate handling problem: the unique index on lower(email) is missing or invalid, so stored addresses may repeat.", {
          secondInsert: "refused (already subscribed)",
        });
      }
      return ok("A second sign-up with the same address in any letter case is answered 'already subscribed', and no stored address repeats (unique index on lower(email)).", {
        secondInsert: "refused (already subscribed)",
        storedGuaranteedBy: "unique index subscribers_email_lower_key",
      });
    });
  },
};

export const analyticsTracking: AuditCheck = {
  id: "analytics_tracking",
  name: "Analytics Tracking",
  description: "Sign-ups can be measured: a GA4, Tag Manager or Meta Pixel id is configured.",
  progress: "Checking analytics tracking...",
  async run(ctx) {
    return analyticsOutcome(ctx.analyticsIds);
  },
};

export const formSubmissionFlow: AuditCheck = {
  id: "form_submission_flow",
  name: "Form Submission Flow",
  description: "A test sign-up goes in as a visitor, is read back by the team and deleted again.",
  progress: "Testing the form submission flow...",
  async run(ctx) {
    const email = testEmail("flow", ctx.runId);
    return withTestRows(ctx, [email], async () => {
      const t0 = ms(ctx);
      // Through the door, as the sign-up page does: anonymous visitors can't read rows back.
      const insert = await signUpAsVisitor(ctx, email, "flow_test");
      const t1 = ms(ctx);
      if (insert.error) return err(`Sign-up insert failed: ${insert.error.message}`, errorDetails(insert.error));
      const read = await ctx.team.from(SUBSCRIBERS_TABLE).select(SUBSCRIBER_COLUMNS).eq("email", email);
      const t2 = ms(ctx);
      if (read.error) return err(`The team could not read the test sign-up back: ${read.error.message}`, errorDetails(read.error));
      const row = (read.data ?? [])[0] as Subscriber | undefined;
      if (!row) return err("The test sign-up was not found after it was inserted.", { email });
      const del = await ctx.team.from(SUBSCRIBERS_TABLE).delete().eq("id", row.id);
      if (del.error) return err(`The team could not delete the test sign-up: ${del.error.message}`, errorDetails(del.error));
      const after = await ctx.team.from(SUBSCRIBERS_TABLE).select("id").eq("id", row.id);
      const t3 = ms(ctx);
      if ((after.data ?? []).length) return err("The test sign-up is still there after deleting it.", { email, id: row.id });
      const details = {
        email,
        id: row.id,
        storedSource: row.source,
        insertMs: Math.round(t1 - t0),
        readBackMs: Math.round(t2 - t1),
        deleteMs: Math.round(t3 - t2),
      };
      if (row.source !== "flow_test") return warn(`The test sign-up was stored with source "${row.source ?? ""}" instead of "flow_test".`, details);
      return ok("A test sign-up was stored, read back by the team and deleted again.", details);
    });
  },
};

/** The seven checks, in the order they run. */
export const AUDIT_CHECKS: AuditCheck[] = [
  databaseConnection,
  tableStructure,
  rlsPolicies,
  emailValidation,
  duplicateHandling,
  analyticsTracking,
  formSubmissionFlow,
];
