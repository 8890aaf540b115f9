import type { AuditCheckResult } from "./types";
import { StatusBadge, StatusIcon } from "./status-icon";
import { auditCopy } from "~/content/team-tools";

const timeFmt = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" });

export function CheckResults({ results }: { results: AuditCheckResult[] }) {
  return (
    <ol className="space-y-3" aria-label={auditCopy.checksLabel} data-testid="audit-results">
      {results.map((r) => (
        <li
          key={r.id}
          className="rounded-2xl border border-sand-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-5"
          data-check={r.id}
          data-status={r.status}
        >
          <div className="flex items-start gap-3">
            <StatusIcon status={r.status} className="mt-0.5 h-6 w-6 shrink-0" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="font-semibold text-brand-900">{r.name}</h3>
                <StatusBadge status={r.status} />
                <span className="ml-auto text-xs tabular-nums text-muted">
                  <time dateTime={r.timestamp}>{timeFmt.format(new Date(r.timestamp))}</time>
                </span>
              </div>
              <p className="mt-0.5 text-sm text-muted">{r.description}</p>
              <p className="mt-2 text-sm text-ink" data-testid="check-message">
                {r.message}
              </p>
              {Object.keys(r.details).length > 0 && (
                <details className="group mt-3">
                  <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:text-brand-900">{auditCopy.details}</summary>
                  <pre className="mt-2 max-h-72 overflow-auto rounded-xl bg-sand-50 p-3 text-xs leading-relaxed text-ink">
                    {JSON.stringify(r.details, null, 2)}
                  </pre>
                </details>
              )}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
