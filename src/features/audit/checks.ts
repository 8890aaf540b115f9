import type { SupabaseClient } from "@supabase/supabase-js";
import { CONSENT_VERSION } from "~/content/consent/versions";
import { SUBSCRIBERS_TABLE } from "~/features/subscribers";
import type { AuditReport } from "./audit-report";
import {
  AUDIT_RPC,
  AuditRpcError,
  callSubscribe,
  deleteTestSubscribers,
  probeSignupGuard,
  readTestSubscribers,
  type PgError,
  type TableInfo,
} from "./audit-db";
import { confirmationOutcome, mailOutcome, pendingOutcome, unsubscribesOutcome, type SignupHealth } from "./signup-health";
import type { AuditCheckId, AuditDetails, AuditStatus } from "./types";

export type AnalyticsIds = { ga4Id: string; gtmId: string; metaPixelId: string };

export type AuditContext = {
  /** The signed-in team member's client (aal2): every read, the test sign-ups and their removal, all through rpc. */
  team: SupabaseClient;
  /** A client with the public key and no session: what any visitor has (the probes that must be refused). */
  anon: SupabaseClient;
  analyticsIds: AnalyticsIds;
  /** Unique per run; part of every test e-mail, so runs never collide. */
  runId: string;
  /** The database's counts for this run (subscriber_audit_report), asked once (memoized). */
  loadReport: () => Promise<AuditReport>;
  /** The table's count by state, columns and records (audit_table_info), asked once (memoized). */
  loadTableInfo: () => Promise<TableInfo>;
  /** The double opt-in's figures (audit_signup_health), asked once (memoized). */
  loadHealth: () => Promise<SignupHealth>;
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

/** The spec's columns (part 2 §3). */
export const EXPECTED_COLUMNS = ["id", "email", "source", "created_at"] as const;
/** The double opt-in's columns (docs/decisions/2026-11-28-double-opt-in.md). */
export const DOUBLE_OPT_IN_COLUMNS = [
  "status",
  "lang",
  "page",
  "consent_text_version",
  "privacy_notice_version",
  "consented_at",
  "confirmed_at",
  "unsubscribed_at",
] as const;
/** The private tables the double opt-in keeps its records in. */
export const PRIVATE_TABLES = ["consent_texts", "mail_outbox", "signup_sources", "subscriber_tokens"] as const;

/** The sources the audit's test sign-ups carry; the database accepts them from the team only (private.signup_sources, sent_by 'audit'), and queues no mail for them. */
export const AUDIT_TEST_SOURCES = ["audit_test", "flow_test", "duplicate_test_1", "duplicate_test_2"] as const;

const ok = (message: string, details: AuditDetails = {}): CheckOutcome => ({ status: "success", message, details });
const warn = (message: string, details: AuditDetails = {}): CheckOutcome => ({ status: "warning", message, details });
const err = (message: string, details: AuditDetails = {}): CheckOutcome => ({ status: "error", message, details });

const errorDetails = (e: PgError | AuditRpcError | null) =>
  e ? { code: e.code ?? null, error: e.message, hint: e.hint ?? null } : {};
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
/** What the database said to a probe that must fail: 'refused (42501: permission denied …)'. */
const refusal = (e: PgError) => `refused (${e.code ?? "error"}: ${e.message})`;

export function testEmail(kind: string, runId: string): string {
  return `audit-${kind}-${runId}@example.com`;
}

/**
 * Runs `body`, then removes the test sign-ups as the team member whatever happened (try/finally),
 * so a failing step never leaves one in the list. A body that removed them itself (and saw them
 * gone) calls `removed()`, which saves the round trip. A failed clean-up turns a success into a
 * warning that names the addresses to remove by hand.
 */
export async function withTestRows(
  ctx: AuditContext,
  emails: string[],
  body: (removed: () => void) => Promise<CheckOutcome>,
): Promise<CheckOutcome> {
  let outcome: CheckOutcome | undefined;
  let cleanupError: string | null = null;
  let done = false;
  try {
    outcome = await body(() => void (done = true));
  } finally {
    if (!done) {
      try {
        const { remaining } = await deleteTestSubscribers(ctx.team, emails);
        if (remaining > 0) cleanupError = `${remaining} ${remaining === 1 ? "row" : "rows"} with these addresses remain`;
      } catch (e) {
        cleanupError = messageOf(e);
      }
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
  description: "Connects to Supabase and counts the subscribers table, by state.",
  progress: "Testing database connection...",
  async run(ctx) {
    const started = ms(ctx);
    let info: TableInfo;
    try {
      info = await ctx.loadTableInfo();
    } catch (e) {
      return err(`Database connection failed: ${messageOf(e) || "no answer from Supabase"}`, e instanceof AuditRpcError ? errorDetails(e) : { error: messageOf(e) });
    }
    const responseTimeMs = Math.round(ms(ctx) - started);
    const { confirmed, pending, unsubscribed } = info.statuses;
    return ok(
      `Connected to Supabase: ${count(info.total)} subscribers in the table (${count(confirmed)} confirmed, ${count(pending)} pending, ${count(unsubscribed)} unsubscribed).`,
      { subscriberCount: info.total, statuses: info.statuses, responseTimeMs },
    );
  },
};

const count = (n: number) => n.toLocaleString("en-US");
const LANGS = { en: "English", es: "Spanish" } as const;

export const tableStructure: AuditCheck = {
  id: "table_structure",
  name: "Table Structure",
  description: "Confirms the subscribers table has id, email, source and created_at, the double opt-in's columns and records, and the consent words on file.",
  progress: "Checking table structure...",
  async run(ctx) {
    let info: TableInfo;
    try {
      info = await ctx.loadTableInfo();
    } catch (e) {
      return warn(`Table structure problem: ${messageOf(e)}`, e instanceof AuditRpcError ? errorDetails(e) : { error: messageOf(e) });
    }
    const missing = [...EXPECTED_COLUMNS, ...DOUBLE_OPT_IN_COLUMNS].filter((c) => !info.columns.includes(c));
    const missingTables = PRIVATE_TABLES.filter((t) => !info.privateTables.includes(t));
    const missingWords = (Object.keys(LANGS) as (keyof typeof LANGS)[]).filter(
      (lang) => !info.consentTexts.some((t) => t.version === CONSENT_VERSION && t.lang === lang),
    );
    const missingSources = AUDIT_TEST_SOURCES.filter((s) => !info.auditSources.includes(s));
    const details = { columns: info.columns, privateTables: info.privateTables, consentVersion: CONSENT_VERSION, consentTexts: info.consentTexts };
    if (missing.length) return warn(`Table structure problem: missing column(s) ${missing.join(", ")}.`, { ...details, missing });
    if (missingTables.length) {
      return warn(`Table structure problem: missing table(s) ${missingTables.map((t) => `private.${t}`).join(", ")}.`, { ...details, missingTables });
    }
    if (missingWords.length) {
      return warn(
        `Table structure problem: the consent words of version ${CONSENT_VERSION}, shown beside every sign-up form, are not on record in ${missingWords.map((l) => LANGS[l]).join(" and ")} (private.consent_texts).`,
        { ...details, missingConsentTexts: missingWords },
      );
    }
    if (missingSources.length) {
      return warn(`Table structure problem: the audit's test source(s) ${missingSources.join(", ")} are not accepted (private.signup_sources).`, {
        ...details,
        missingSources,
      });
    }
    return ok(
      `The subscribers table has every expected column (id, email, source, created_at, and the double opt-in's state, consent and time columns), and the consent words of version ${CONSENT_VERSION} are on record in English and Spanish.`,
      details,
    );
  },
};

export const rlsPolicies: AuditCheck = {
  id: "rls_policies",
  name: "Row-Level Security",
  description:
    "The public key can't call subscribe(), insert, read or delete (visitors sign up through the signup function); team members with the second factor sign up test addresses and read them back.",
  progress: "Verifying row-level security policies...",
  async run(ctx) {
    const email = testEmail("rls", ctx.runId);
    const anonymous = testEmail("rls-anon", ctx.runId);
    const direct = testEmail("rls-direct", ctx.runId);
    return withTestRows(ctx, [email, anonymous, direct], async () => {
      // A row for the anonymous delete to aim at, signed up the only way the team may.
      const teamSignUp = await callSubscribe(ctx.team, email, "audit_test");
      if (teamSignUp.error) {
        return err(`Row-level security failure: the team's test sign-up through subscribe() failed: ${teamSignUp.error.message}`, errorDetails(teamSignUp.error));
      }

      // The public key's attempts, all at once: each must be refused (or see nothing).
      const [call, straight, read, del, auditRead] = await Promise.all([
        callSubscribe(ctx.anon, anonymous, "audit_test"),
        ctx.anon.from(SUBSCRIBERS_TABLE).insert({ email: direct, source: "audit_test" }),
        ctx.anon.from(SUBSCRIBERS_TABLE).select("id,email").limit(5),
        ctx.anon.from(SUBSCRIBERS_TABLE).delete().eq("email", email),
        ctx.anon.rpc(AUDIT_RPC.testSubscribers, { emails: [email] }),
      ]);

      const team = await readTestSubscribers(ctx.team, [email, anonymous, direct]).then(
        (rows) => ({ rows, error: null }),
        (e: unknown) => ({ rows: [], error: e instanceof AuditRpcError ? e : new AuditRpcError({ message: messageOf(e) }) }),
      );
      const stored = (address: string) => team.rows.some((r) => r.email.toLowerCase() === address);

      if (!call.error || stored(anonymous)) {
        return err("Open door: the public key can call subscribe() directly, so sign-ups skip the signup function's Turnstile check.", {
          anonymousSubscribe: call.code ?? "allowed",
        });
      }
      const anonymousSubscribe = refusal(call.error);
      if (!straight.error || stored(direct)) {
        return err("Open door: the public key can insert rows straight into the subscribers table, so anyone can add any number with any source.", {
          anonymousSubscribe,
          anonymousDirectInsert: "allowed",
        });
      }
      const anonymousDirectInsert = refusal(straight.error);
      const leaked = read.data?.length ?? 0;
      if (leaked > 0) {
        return err(`Data leak: subscribers can be read with the public key (${leaked} rows returned to an anonymous visitor).`, {
          anonymousRead: "allowed",
          rowsReturned: leaked,
        });
      }
      const anonymousRead = read.error ? refusal(read.error) : "no rows visible";
      const auditRows = Array.isArray(auditRead.data) ? auditRead.data.length : 0;
      if (!auditRead.error && auditRows > 0) {
        return err(`Data leak: the audit's functions answer the public key (${auditRows} rows returned to an anonymous visitor).`, {
          anonymousAuditRead: "allowed",
        });
      }
      const anonymousAuditRead = auditRead.error ? refusal(auditRead.error) : "no rows visible";
      const anonymousDelete = del.error ? refusal(del.error) : "no rows affected";
      if (team.error) return err(`Team members cannot read subscribers: ${team.error.message}`, errorDetails(team.error));
      if (!stored(email)) {
        return err("Row-level security failure: the team's test sign-up is missing (it was not stored, or an anonymous visitor deleted it).", {
          teamSignUp: teamSignUp.code,
          anonymousRead,
          anonymousDelete,
        });
      }
      return ok(
        "The public key can't call subscribe(), insert, read or delete: visitors sign up through the signup function only. Team members with the second factor sign up test addresses and read them back.",
        {
          anonymousSubscribe,
          anonymousDirectInsert,
          anonymousRead,
          anonymousDelete,
          anonymousAuditRead,
          teamSignUp: `${teamSignUp.code ?? "no answer"} (subscribe, audit source)`,
          teamRead: "allowed",
        },
      );
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
    return withTestRows(ctx, [malformed], async (removed) => {
      const insert = await callSubscribe(ctx.team, malformed, "audit_test");
      // Refused as invalid: subscribe() stored nothing, so there is nothing to remove (a round trip saved).
      if (insert.code === "invalid") removed();
      if (insert.error) {
        return warn(`Email validation could not be tested: the test sign-up failed: ${insert.error.message}`, errorDetails(insert.error));
      }
      // Stored addresses: the table's own validated checks (the sign-up pattern, 254 characters)
      // guarantee every row, whatever the list's size, without reading a million addresses.
      const { total, guarantees } = await ctx.loadReport();
      const details = {
        malformedInsert: insert.code === "invalid" ? "refused (invalid)" : `accepted (${insert.code ?? "no answer"})`,
        storedChecked: total,
        storedGuaranteedBy: guarantees.emailShapeChecked && guarantees.emailLengthChecked ? "validated checks subscribers_email_shape, subscribers_email_length" : null,
      };
      if (insert.code !== "invalid") return warn(`The database accepted the malformed address "${malformed}".`, details);
      if (!guarantees.emailShapeChecked || !guarantees.emailLengthChecked) {
        return warn("The table's e-mail checks are missing or not validated, so stored addresses may fail the sign-up pattern.", details);
      }
      return ok(`Malformed addresses are refused, and all ${count(total)} stored addresses are well-formed (the table's validated checks).`, details);
    });
  },
};

/** What subscribe() may answer for an address it already has: anything but a new row. */
const RECOGNISED = ["pending", "already_subscribed", "mail_limit"];

export const duplicateHandling: AuditCheck = {
  id: "duplicate_handling",
  name: "Duplicate Handling",
  description: "The same address can't subscribe twice, whatever the letter case.",
  progress: "Testing duplicate handling...",
  async run(ctx) {
    const lower = testEmail("duplicate", ctx.runId);
    const upper = lower.toUpperCase();
    return withTestRows(ctx, [lower], async (removed) => {
      const first = await callSubscribe(ctx.team, lower, "duplicate_test_1");
      if (first.error || first.code !== "pending") {
        const why = first.error?.message ?? `subscribe() answered ${first.code ?? "nothing"}`;
        return warn(`Duplicate handling could not be tested: the first sign-up failed: ${why}`, errorDetails(first.error));
      }
      const second = await callSubscribe(ctx.team, upper, "duplicate_test_2");
      if (second.error) return warn(`Duplicate handling problem: the second sign-up failed instead of being recognised: ${second.error.message}`, errorDetails(second.error));
      // Removing the address in any letter case counts what the two sign-ups stored: one row, or two.
      const { deleted, remaining } = await deleteTestSubscribers(ctx.team, [lower]);
      if (remaining === 0) removed();
      const details = { secondInsert: second.code ?? "no answer", rowsStored: deleted };
      if (deleted > 1 || !RECOGNISED.includes(second.code ?? "")) {
        return warn("Duplicate handling problem: the same address was stored twice in different letter case.", details);
      }
      // Stored addresses: a valid unique index on lower(email) means none can repeat.
      const { guarantees } = await ctx.loadReport();
      if (!guarantees.emailUniqueIgnoringCase) {
        return warn("Duplicate handling problem: the unique index on lower(email) is missing or invalid, so stored addresses may repeat.", details);
      }
      return ok(
        `A second sign-up with the same address in another letter case is recognised (answered '${second.code}', still one row), and no stored address repeats (unique index on lower(email)).`,
        { ...details, storedGuaranteedBy: "unique index subscribers_email_lower_key" },
      );
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
  description:
    "The signup function refuses a sign-up without a Turnstile token; a test sign-up lands as pending with no mail, is read back by the team and deleted again.",
  progress: "Testing the form submission flow...",
  async run(ctx) {
    const email = testEmail("flow", ctx.runId);
    const unguarded = testEmail("flow-guard", ctx.runId);
    return withTestRows(ctx, [email, unguarded], async (removed) => {
      const t0 = ms(ctx);
      // The visitors' door without a Turnstile token, and the team's test sign-up, at once.
      const [guard, insert] = await Promise.all([probeSignupGuard(ctx.anon, unguarded), callSubscribe(ctx.team, email, "flow_test")]);
      const t1 = ms(ctx);
      if (insert.error) return err(`Sign-up insert failed: ${insert.error.message}`, errorDetails(insert.error));
      let rows;
      try {
        rows = await readTestSubscribers(ctx.team, [email, unguarded]);
      } catch (e) {
        return err(`The team could not read the test sign-up back: ${messageOf(e)}`, e instanceof AuditRpcError ? errorDetails(e) : {});
      }
      const t2 = ms(ctx);
      const row = rows.find((r) => r.email.toLowerCase() === email);
      const slipped = rows.some((r) => r.email.toLowerCase() === unguarded);
      if (!row) return err("The test sign-up was not found after it was inserted.", { email, answer: insert.code });
      let after;
      try {
        after = await deleteTestSubscribers(ctx.team, [email, unguarded]);
      } catch (e) {
        return err(`The team could not delete the test sign-up: ${messageOf(e)}`, e instanceof AuditRpcError ? errorDetails(e) : {});
      }
      const t3 = ms(ctx);
      if (after.remaining > 0) return err("The test sign-up is still there after deleting it.", { email, id: row.id });
      removed();
      const details = {
        email,
        id: row.id,
        storedSource: row.source,
        storedStatus: row.status,
        mailsQueued: row.mails,
        signupWithoutTurnstile: guard.reached ? `${guard.status} ${guard.code ?? ""}`.trim() : `no answer (${guard.message})`,
        insertMs: Math.round(t1 - t0),
        readBackMs: Math.round(t2 - t1),
        deleteMs: Math.round(t3 - t2),
      };
      if (!guard.reached) return err(`The signup function could not be reached: ${guard.message}`, details);
      if (guard.status === 404) return err("The signup function is not deployed (it answered 404): visitors can't sign up.", details);
      if (slipped || guard.status !== 400 || guard.code !== "turnstile_failed") {
        return err(
          `The signup function did not refuse a sign-up without a Turnstile token (it answered ${guard.status}${guard.code ? ` ${guard.code}` : ""}${slipped ? " and stored it" : ""}): bots could sign up anyone's address.`,
          details,
        );
      }
      if (row.status !== "pending") return warn(`The test sign-up was stored as "${row.status}" instead of "pending": it must wait for the confirmation link.`, details);
      if (row.mails > 0) return warn("A mail was queued for the audit's test sign-up: test sources must never send mail.", details);
      if (row.source !== "flow_test") return warn(`The test sign-up was stored with source "${row.source ?? ""}" instead of "flow_test".`, details);
      return ok(
        "The signup function refuses a sign-up without a Turnstile token and stores nothing; the team's test sign-up through subscribe() was stored as pending with no mail, read back and deleted again.",
        details,
      );
    });
  },
};

/** The double opt-in's four checks read one count (audit_signup_health, memoized for the run). */
function healthCheck(
  id: AuditCheckId,
  name: string,
  description: string,
  progress: string,
  rule: (h: SignupHealth) => CheckOutcome,
): AuditCheck {
  return {
    id,
    name,
    description,
    progress,
    async run(ctx) {
      try {
        return rule(await ctx.loadHealth());
      } catch (e) {
        return err(`The double opt-in's figures could not be read: ${messageOf(e)}`, e instanceof AuditRpcError ? errorDetails(e) : {});
      }
    },
  };
}

export const pendingConfirmations = healthCheck(
  "pending_confirmations",
  "Pending Confirmations",
  "No sign-up should wait more than 7 days for its confirmation link (the link expires then).",
  "Checking pending confirmations...",
  pendingOutcome,
);

export const confirmationRate = healthCheck(
  "confirmation_rate",
  "Confirmation Rate",
  "How many sign-ups follow the confirmation link: of those 7 to 30 days old, and by month and by source.",
  "Measuring the confirmation rate...",
  confirmationOutcome,
);

export const unsubscribes = healthCheck(
  "unsubscribes",
  "Unsubscribes",
  "One-click unsubscribes, by month.",
  "Counting unsubscribes...",
  unsubscribesOutcome,
);

export const mailDelivery = healthCheck(
  "mail_delivery",
  "Mail Delivery",
  "Confirmation and data mails go out: none given up after 24 hours of retries, none stuck waiting for the sender.",
  "Checking mail delivery...",
  mailOutcome,
);

/** The spec's seven checks, then the double opt-in's four, in the order they run. */
export const AUDIT_CHECKS: AuditCheck[] = [
  databaseConnection,
  tableStructure,
  rlsPolicies,
  emailValidation,
  duplicateHandling,
  analyticsTracking,
  formSubmissionFlow,
  pendingConfirmations,
  confirmationRate,
  unsubscribes,
  mailDelivery,
];
