import type { Subscriber } from "~/features/subscribers";

export type AuditStatus = "success" | "warning" | "error";

/** The spec's seven checks (part 2 §3), in their order. */
export const SPEC_CHECK_IDS = [
  "database_connection",
  "table_structure",
  "rls_policies",
  "email_validation",
  "duplicate_handling",
  "analytics_tracking",
  "form_submission_flow",
] as const;

/** The double opt-in's checks (issue 42), after the spec's: all from one count (audit_signup_health). */
export const DOUBLE_OPT_IN_CHECK_IDS = ["pending_confirmations", "confirmation_rate", "unsubscribes", "mail_delivery"] as const;

export const CHECK_IDS = [...SPEC_CHECK_IDS, ...DOUBLE_OPT_IN_CHECK_IDS] as const;
export type AuditCheckId = (typeof CHECK_IDS)[number];

export type AuditDetails = Record<string, unknown>;

/** Audit check result (spec part 2 §3), plus the description the list shows. */
export type AuditCheckResult = {
  id: AuditCheckId;
  name: string;
  description: string;
  status: AuditStatus;
  message: string;
  details: AuditDetails;
  /** ISO 8601. */
  timestamp: string;
};

export type Severity = "high" | "medium";
export type PotentialIssueType = "zero_submission_days" | "low_submission_days" | "missing_source_tracking" | "low_monthly_performance";

export type PotentialIssue = {
  type: PotentialIssueType;
  severity: Severity;
  message: string;
  details?: AuditDetails;
};

export type JuneAnalysis = {
  status: AuditStatus;
  details: {
    juneCount: number;
    totalCount: number;
    /** Aliases of juneCount and totalCount, as the original reports named them. */
    juneSubscribers: number;
    totalSubscribers: number;
    /** juneCount / 30. */
    averageDaily: number;
    /** 'YYYY-MM-DD' (UTC) to count, every day of June 2024. */
    dailyBreakdown: Record<string, number>;
    /** Source ('unknown' for empty) to count, June only. */
    sourceBreakdown: Record<string, number>;
    /** Hour of day '00'..'23' (UTC) to count, June only. */
    timePatterns: Record<string, number>;
    potentialIssues: PotentialIssue[];
    /** 'YYYY-MM' (UTC) to count, every record. */
    monthlyComparison: Record<string, number>;
  };
};

export type LostRecord = Pick<Subscriber, "email" | "created_at" | "source">;

export type LostRecordSearch = {
  name: string;
  description: string;
  count: number;
  data: LostRecord[];
};

export type LostRecordsAnalysis = {
  status: AuditStatus;
  details: {
    totalRecordsAnalyzed: number;
    searchSummary: { name: string; count: number }[];
    searches: LostRecordSearch[];
  };
};
