// Test support: an audit_signup_health() answer (supabase/migrations/*_audit_reads.sql) with
// nothing wrong in it, and any part replaced. tests/audit-reads.test.ts proves the SQL's figures.
import type { SignupHealth } from "~/features/audit/signup-health";

type Parts = { [K in keyof SignupHealth]?: SignupHealth[K] extends object ? Partial<SignupHealth[K]> : SignupHealth[K] };

export function signupHealthOf(parts: Parts = {}): SignupHealth {
  const healthy: SignupHealth = {
    asOf: "2026-11-28T12:00:00.000Z",
    pending: { olderThan7Days: 0, oldest: null },
    confirmation: {
      months: [
        { month: "2026-10", signUps: 40, confirmed: 30 },
        { month: "2026-11", signUps: 50, confirmed: 35 },
      ],
      sources: [
        { source: "EmailSignUpPage", signUps: 70, confirmed: 52 },
        { source: "GoogleWorkspaceArticle", signUps: 20, confirmed: 13 },
      ],
      recent: { from: "2026-10-29T12:00:00.000Z", to: "2026-11-21T12:00:00.000Z", signUps: 40, confirmed: 30 },
    },
    unsubscribes: [
      { month: "2026-10", count: 2 },
      { month: "2026-11", count: 3 },
    ],
    mail: { sentLast30Days: 52, givenUp: { last30Days: 0, total: 0 }, givenUpLatest: [], retrying: 0, retryingLatest: [], overdue: 0 },
  };
  return {
    ...healthy,
    ...parts,
    pending: { ...healthy.pending, ...parts.pending },
    confirmation: { ...healthy.confirmation, ...parts.confirmation },
    mail: { ...healthy.mail, ...parts.mail },
  } as SignupHealth;
}
