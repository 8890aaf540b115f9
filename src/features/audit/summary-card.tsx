import { Card } from "~/components/ui/card";
import { auditSummary } from "./run-audit";
import type { AuditCheckResult, JuneAnalysis } from "./types";
import { StatusIcon } from "./status-icon";
import { auditCopy } from "~/content/team-tools";

export function SummaryCard({ results, june }: { results: AuditCheckResult[]; june: JuneAnalysis | null }) {
  const s = auditSummary(results, june);
  return (
    <Card tone={s.healthy ? "healthy" : "attention"} data-testid="audit-summary">
      <div className="flex items-start gap-3">
        <StatusIcon status={s.healthy ? "success" : s.counts.error ? "error" : "warning"} className="mt-1 h-7 w-7 shrink-0" />
        <div>
          <h2 className="text-xl font-semibold text-brand-900">{auditCopy.summary.title}</h2>
          <p className="mt-1 text-lg text-ink">{s.headline}</p>
          <p className="mt-1 text-sm text-muted">{auditCopy.summary.counts(s.counts)}</p>
        </div>
      </div>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-muted">{auditCopy.summary.recommendations}</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-ink">
        {s.recommendations.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </Card>
  );
}
