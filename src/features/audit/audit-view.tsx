import type { SupabaseClient } from "@supabase/supabase-js";
import { Loader2, Play } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { loadAnonymousClient } from "~/features/subscribers";
import { toast } from "~/lib/toast";
import { config } from "~/lib/config";
import { fetchTableInfo, type TableInfo } from "./audit-db";
import { fetchAuditReport, type AuditReport } from "./audit-report";
import { CheckResults } from "./check-results";
import { AUDIT_CHECKS, type AuditCheck, type AuditContext } from "./checks";
import { JuneCard } from "./june-card";
import { LostRecordsCard } from "./lost-records-card";
import { completionToast, countIssues, failureToast, runFullAudit, type RunCallbacks } from "./run-audit";
import { SignupHealthCard } from "./signup-health-card";
import { fetchSignupHealth, type SignupHealth } from "./signup-health";
import { SummaryCard } from "./summary-card";
import type { AuditCheckResult, JuneAnalysis, LostRecordsAnalysis } from "./types";
import { auditCopy } from "~/content/team-tools";

export type AuditViewProps = {
  /** The signed-in team member's client. */
  client: SupabaseClient;
  /** A visitor's client (public key, no session). */
  loadAnonClient?: () => Promise<SupabaseClient>;
  checks?: AuditCheck[];
  /** Tests shorten the 500 ms pause. */
  wait?: RunCallbacks["wait"];
};

/** /subscription-audit for a signed-in team member. */
export function AuditView({ client, loadAnonClient = loadAnonymousClient, checks = AUDIT_CHECKS, wait }: AuditViewProps) {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState("");
  const [results, setResults] = useState<AuditCheckResult[]>([]);
  const [june, setJune] = useState<JuneAnalysis | null>(null);
  const [lost, setLost] = useState<LostRecordsAnalysis | null>(null);
  const [health, setHealth] = useState<SignupHealth | null>(null);
  const runningRef = useRef(false);

  async function run() {
    if (runningRef.current) return;
    runningRef.current = true;
    setRunning(true);
    setResults([]);
    setJune(null);
    setLost(null);
    setHealth(null);
    setProgress("Starting audit...");
    // Each count is asked once per run, whichever step needs it first.
    let counts: Promise<AuditReport> | null = null;
    let tableInfo: Promise<TableInfo> | null = null;
    let signupHealth: Promise<SignupHealth> | null = null;
    try {
      const ctx: AuditContext = {
        team: client,
        anon: await loadAnonClient(),
        analyticsIds: config.analytics,
        runId: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`,
        loadReport: () => (counts ??= fetchAuditReport(client)),
        loadTableInfo: () => (tableInfo ??= fetchTableInfo(client)),
        loadHealth: () => (signupHealth ??= fetchSignupHealth(client)),
      };
      const report = await runFullAudit(checks, ctx, {
        wait,
        onProgress: setProgress,
        onResult: (r) => setResults((prev) => [...prev, r]),
        onJune: setJune,
        onLostRecords: setLost,
        onHealth: setHealth,
      });
      toast({ ...completionToast(countIssues(report.results, report.june)), duration: 5000 });
      setProgress("Audit complete.");
    } catch (e) {
      toast({ ...failureToast(e), duration: 5000 });
      setProgress("The audit stopped with an error.");
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
  }

  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-brand-900">{auditCopy.intro.title}</h2>
          <p className="mt-1 max-w-xl text-sm text-muted">{auditCopy.intro.body}</p>
        </div>
        <Button variant="primary" size="lg" onClick={run} disabled={running} className="shrink-0">
          {running ? <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> : <Play className="h-5 w-5" aria-hidden="true" />}
          {running ? auditCopy.running : auditCopy.run}
        </Button>
      </Card>

      <p className="min-h-6 text-sm font-medium text-brand-800" role="status" aria-live="polite" data-testid="audit-progress">
        {progress}
      </p>

      {!running && results.length > 0 && <SummaryCard results={results} june={june} />}

      {results.length > 0 && <CheckResults results={results} />}
      {june && <JuneCard june={june} />}
      {lost && <LostRecordsCard lost={lost} />}
      {health && <SignupHealthCard health={health} />}

      {!running && results.length === 0 && (
        <p className="rounded-2xl border border-dashed border-sand-200 bg-white/60 px-5 py-10 text-center text-muted">
          {auditCopy.noResults}
        </p>
      )}
    </div>
  );
}
