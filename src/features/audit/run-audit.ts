import { analyzeJune2024 } from "./june-analysis";
import { analyzeLostRecords } from "./lost-records";
import type { AuditCheck, AuditContext } from "./checks";
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
};

/** The whole audit: the seven checks, then the June 2024 and lost-records analyses. */
export async function runFullAudit(
  checks: AuditCheck[],
  ctx: AuditContext,
  cb: RunCallbacks & { onJune?: (j: JuneAnalysis) => void; onLostRecords?: (l: LostRecordsAnalysis) => void } = {},
): Promise<AuditReport> {
  const results = await runAuditChecks(checks, ctx, cb);
  cb.onProgress?.("Analyzing June 2024 submissions...");
  const report = await ctx.loadReport();
  const june = analyzeJune2024(report);
  cb.onJune?.(june);
  cb.onProgress?.("Searching for lost records...");
  const lostRecords = analyzeLostRecords(report);
  cb.onLostRecords?.(lostRecords);
  return { results, june, lostRecords };
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
  table_structure: "Apply the subscribers migration in supabase/migrations so the table has id, email, source and created_at.",
  rls_policies: "Re-apply the migrations' grants and row-level-security policies: visitors may only call subscribe(); only team members, after their second factor, may read or delete.",
  email_validation: "Keep the database's e-mail check in step with the sign-up form's pattern, and correct stored addresses that fail it.",
  duplicate_handling: "Keep the unique index on lower(email), so one address can't subscribe twice in another letter case.",
  analytics_tracking: "Set VITE_GA4_ID, VITE_GTM_ID or VITE_META_PIXEL_ID so sign-ups are measured (tags load only after consent).",
  form_submission_flow: "Try the /subscribe form by hand and look at the browser console and the Supabase logs for the failing step.",
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
