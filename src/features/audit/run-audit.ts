import { analyzeJune2024 } from "./june-analysis";
import { analyzeLostRecords } from "./lost-records";
import type { AuditCheck, AuditContext } from "./checks";
import type { SignupHealth } from "./signup-health";
import type { AuditCheckId, AuditCheckResult, JuneAnalysis, LostRecordsAnalysis, PotentialIssueType } from "./types";

/** Spec part 2 §9: a 500 ms pause after each check. */
export const AUDIT_PAUSE_MS = 500;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type RunCallbacks = {
  onProgress?: (text: string) => void;
  onResult?: (result: AuditCheckResult) => void;
  pauseMs?: number;
  wait?: (ms: number) => Promise<void>;
  clock?: () => Date;
};

function messageOf(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (e && typeof e === "object" && "message" in e && typeof e.message === "string") return e.message;
  return String(e);
}

/**
 * Runs the checks one after another, each followed by the pause. A check that throws is
 * recorded as an error, 'Audit check failed: {message}', and the run goes on.
 */
export async function runAuditChecks(checks: AuditCheck[], ctx: AuditContext, cb: RunCallbacks = {}): Promise<AuditCheckResult[]> {
  const { onProgress, onResult, pauseMs = AUDIT_PAUSE_MS, wait = sleep, clock = () => new Date() } = cb;
  const results: AuditCheckResult[] = [];
  for (const check of checks) {
    onProgress?.(check.progress);
    let outcome;
    try {
      outcome = await check.run(ctx);
    } catch (e) {
      const message = messageOf(e);
      outcome = { status: "error" as const, message: `Audit check failed: ${message}`, details: { error: message } };
    }
    const result: AuditCheckResult = {
      id: check.id,
      name: check.name,
      description: check.description,
      ...outcome,
      timestamp: clock().toISOString(),
    };
    results.push(result);
    onResult?.(result);
    await wait(pauseMs);
  }
  return results;
}

export type AuditReport = {
  results: AuditCheckResult[];
  june: JuneAnalysis;
  lostRecords: LostRecordsAnalysis;
  health: SignupHealth;
};

/**
 * The whole audit: the checks, then the June 2024 and lost-records analyses and the double
 * opt-in's figures. The two counts the later steps read are asked for as soon as the first check
 * has its result, so the database counts them during the pause after it, when it has nothing
 * else to do (each is asked once: the context memoizes them; a failure surfaces where it is
 * awaited).
 */
export async function runFullAudit(
  checks: AuditCheck[],
  ctx: AuditContext,
  cb: RunCallbacks & {
    onJune?: (j: JuneAnalysis) => void;
    onLostRecords?: (l: LostRecordsAnalysis) => void;
    onHealth?: (h: SignupHealth) => void;
  } = {},
): Promise<AuditReport> {
  let asked = false;
  const askCounts = () => {
    if (asked) return;
    asked = true;
    ctx.loadReport().catch(() => {});
    ctx.loadHealth().catch(() => {});
  };
  const results = await runAuditChecks(checks, ctx, {
    ...cb,
    onResult: (r) => {
      cb.onResult?.(r);
      askCounts();
    },
  });
  cb.onProgress?.("Analyzing June 2024 submissions...");
  const report = await ctx.loadReport();
  const june = analyzeJune2024(report);
  cb.onJune?.(june);
  cb.onProgress?.("Searching for lost records...");
  const lostRecords = analyzeLostRecords(report);
  cb.onLostRecords?.(lostRecords);
  cb.onProgress?.("Summarizing confirmations and mail...");
  const health = await ctx.loadHealth();
  cb.onHealth?.(health);
  return { results, june, lostRecords, health };
}

/** Issues the closing toast counts: failed checks (warning or error) plus June's potential issues. */
export function countIssues(results: readonly AuditCheckResult[], june: JuneAnalysis | null): number {
  return results.filter((r) => r.status !== "success").length + (june?.details.potentialIssues.length ?? 0);
}

/** The toast after a run: destructive with the number of issues, or saying none were found. */
export function completionToast(issues: number): { title: string; description: string; variant: "destructive" | "success" } {
  return issues > 0
    ? {
        title: "Audit Complete",
        description: `Found ${issues} ${issues === 1 ? "issue" : "issues"} that need${issues === 1 ? "s" : ""} attention.`,
        variant: "destructive",
      }
    : { title: "Audit Complete", description: "No issues found. The subscription flow is working perfectly.", variant: "success" };
}

export function failureToast(e: unknown): { title: string; description: string; variant: "destructive" } {
  return { title: "Audit Failed", description: `Error during audit: ${messageOf(e)}`, variant: "destructive" };
}

const CHECK_ADVICE: Record<AuditCheckId, string> = {
  database_connection: "Check the Supabase URL and publishable key in the site's configuration, and that the Supabase project is running.",
  table_structure:
    "Apply every migration in supabase/migrations, so the table has id, email, source, created_at and the double opt-in's columns, and private.consent_texts holds the words the forms show.",
  rls_policies:
    "Re-apply the migrations' grants and row-level-security policies: the public key may do nothing in the database (visitors sign up through the signup function); only team members, after their second factor, may read or delete.",
  email_validation: "Keep the database's e-mail check in step with the sign-up form's pattern, and correct stored addresses that fail it.",
  duplicate_handling: "Keep the unique index on lower(email), so one address can't subscribe twice in another letter case.",
  analytics_tracking: "Set VITE_GA4_ID, VITE_GTM_ID or VITE_META_PIXEL_ID so sign-ups are measured (tags load only after consent).",
  form_submission_flow:
    "Try the /subscribe form by hand and look at the browser console and the Supabase logs for the failing step; the signup function needs TURNSTILE_SECRET_KEY and must refuse a request without a token.",
  pending_confirmations:
    "Open /local-mail or Resend's log for the pending addresses: check the sender domain's SPF, DKIM and DMARC, and that send-mail runs every minute.",
  confirmation_rate: "Sign up with your own address on each form and follow the mail's link: check that it arrives, reads well, and confirms.",
  unsubscribes: "Watch for a month with many more unsubscribes than usual: it follows a mail people didn't expect.",
  mail_delivery:
    "Read the mails' last errors (the Double Opt-In card): check RESEND_API_KEY, MAIL_FROM's verified domain, and that pg_cron calls send-mail every minute.",
};

const JUNE_ADVICE: Record<PotentialIssueType, string> = {
  zero_submission_days: "Compare the June 2024 days without sign-ups with deploys, outages and campaign dates.",
  low_submission_days: "Look at traffic and campaigns on June's low days: a form or tracking change may have cut sign-ups.",
  missing_source_tracking: "Send a source with every sign-up form, so each subscriber can be traced to where they joined.",
  low_monthly_performance: "June 2024 fell well below other months: check the lost-records searches for sign-ups stored with other dates or sources.",
};

/** The summary card: 'issues detected' or 'working perfectly', with what to do next. */
export function auditSummary(results: readonly AuditCheckResult[], june: JuneAnalysis | null) {
  const issues = countIssues(results, june);
  const recommendations = [
    ...results.filter((r) => r.status !== "success").map((r) => CHECK_ADVICE[r.id]),
    ...[...new Set((june?.details.potentialIssues ?? []).map((i) => i.type))].map((t) => JUNE_ADVICE[t]),
  ];
  const counts = {
    success: results.filter((r) => r.status === "success").length,
    warning: results.filter((r) => r.status === "warning").length,
    error: results.filter((r) => r.status === "error").length,
    juneIssues: june?.details.potentialIssues.length ?? 0,
  };
  return issues > 0
    ? { healthy: false, issues, counts, headline: "Subscription flow: issues detected", recommendations }
    : {
        healthy: true,
        issues,
        counts,
        headline: "Subscription flow is working perfectly",
        recommendations: ["Run the audit again after each change to the sign-up forms or the database."],
      };
}
