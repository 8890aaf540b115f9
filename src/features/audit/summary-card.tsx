import { Card } from "~/components/ui/card";
import { auditSummary } from "./run-audit";
import type { AuditCheckResult, JuneAnalysis } from "./types";
import { StatusIcon } from "./status-icon";

export function SummaryCard({ results, june }: { results: AuditCheckResult[]; june: JuneAnalysis | null }) {
  const s = auditSummary(results, june);
  return (
    <Card className={s.healthy ? "border-emerald-200" : "border-amber-200"} data-testid="audit-summary">
      <div className="flex items-start gap-3">
        <StatusIcon status={s.healthy ? "success" : s.counts.error ? "error" : "warning"} className="mt-1 h-7 w-7 shrink-0" />
        <div>
          <h2 className="text-xl font-semibold text-brand-900">Audit summary</h2>
          <p className="mt-1 text-lg text-ink">{s.headline}</p>
          <p className="mt-1 text-sm text-muted">
            {s.counts.success} passed · {s.counts.warning} {s.counts.warning === 1 ? "warning" : "warnings"} · {s.counts.error}{" "}
            {s.counts.error === 1 ? "error" : "errors"} · {s.counts.juneIssues} June {s.counts.juneIssues === 1 ? "issue" : "issues"}
          </p>
        </div>
      </div>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-muted">Recommendations</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-ink">
        {s.recommendations.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </Card>
  );
}
