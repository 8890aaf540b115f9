import { Card } from "~/components/ui/card";
import { auditCopy, monthLabel } from "~/content/team-tools";

const copy = auditCopy.june;
import { StatusBadge } from "./status-icon";
import type { JuneAnalysis } from "./types";

const SEVERITY_TONE = { high: "bg-red-50 text-red-800 border-red-200", medium: "bg-amber-50 text-amber-900 border-amber-200" } as const;

function MiniBars({ data, label, format }: { data: Record<string, number>; label: string; format: (key: string) => string }) {
  const entries = Object.entries(data);
  const max = Math.max(1, ...entries.map(([, n]) => n));
  return (
    <div>
      <h4 className="text-sm font-semibold text-brand-900">{label}</h4>
      <ol className="mt-2 flex h-24 items-end gap-px" aria-label={label}>
        {entries.map(([key, n]) => (
          <li key={key} className="relative flex h-full flex-1 flex-col justify-end" title={`${format(key)}: ${n}`}>
            <span className="sr-only">
              {format(key)}: {n}
            </span>
            <div className={`w-full rounded-t-sm ${n === 0 ? "bg-red-300" : "bg-brand-600"}`} style={{ height: n === 0 ? 2 : `${(n / max) * 100}%` }} aria-hidden="true" />
          </li>
        ))}
      </ol>
    </div>
  );
}

export function JuneCard({ june }: { june: JuneAnalysis }) {
  const d = june.details;
  const months = Object.entries(d.monthlyComparison);
  const maxMonth = Math.max(1, ...months.map(([, n]) => n));
  return (
    <Card data-testid="june-analysis">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-brand-900">{copy.title}</h2>
        <StatusBadge status={june.status} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["june-sign-ups", copy.juneSignUps, d.juneCount.toLocaleString("en-US")],
          ["all-records", copy.allRecords, d.totalCount.toLocaleString("en-US")],
          ["daily-average", copy.dailyAverage, d.averageDaily.toFixed(1)],
          ["potential-issues", copy.potentialIssues, String(d.potentialIssues.length)],
        ].map(([id, k, v]) => (
          <div key={id} className="rounded-xl bg-sand-50 p-3">
            <dt className="text-xs font-medium text-muted">{k}</dt>
            <dd className="text-xl font-bold text-brand-900" data-testid={`june-${id}`}>
              {v}
            </dd>
          </div>
        ))}
      </dl>

      {d.potentialIssues.length > 0 && (
        <ul className="mt-5 space-y-2" aria-label={copy.potentialIssues}>
          {d.potentialIssues.map((i) => (
            <li key={i.type} className={`rounded-xl border px-3.5 py-2.5 text-sm ${SEVERITY_TONE[i.severity]}`} data-issue={i.type}>
              <span className="font-semibold uppercase tracking-wide">{i.severity}</span> · {i.message}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-6 grid gap-6 @3xl:grid-cols-2">
        <MiniBars data={d.dailyBreakdown} label={copy.perDay} format={(k) => copy.day(Number(k.slice(8)))} />
        <MiniBars data={d.timePatterns} label={copy.perHour} format={copy.hour} />
      </div>

      <div className="mt-6 grid gap-6 @3xl:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-brand-900">{copy.sources}</h4>
          {Object.keys(d.sourceBreakdown).length === 0 ? (
            <p className="mt-2 text-sm text-muted">{copy.noSignUps}</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {Object.entries(d.sourceBreakdown).map(([s, n]) => (
                <li key={s} className="flex justify-between gap-3">
                  <span className={s === "unknown" ? "italic text-muted" : "text-ink"}>{s}</span>
                  <span className="tabular-nums text-muted">{n}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h4 className="text-sm font-semibold text-brand-900">{copy.monthly}</h4>
          <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto pr-1 text-sm" tabIndex={0} aria-label={copy.perMonth}>
            {months.map(([m, n]) => (
              <li key={m} className="grid grid-cols-[5.5rem_1fr_3rem] items-center gap-2">
                <span className={m === "2024-06" ? "font-semibold text-accent-700" : "text-muted"}>{monthLabel(m)}</span>
                <span className="h-2 rounded-full bg-sand-100" aria-hidden="true">
                  <span className={`block h-full rounded-full ${m === "2024-06" ? "bg-accent-500" : "bg-brand-600"}`} style={{ width: `${(n / maxMonth) * 100}%` }} />
                </span>
                <span className="text-right tabular-nums text-ink">{n}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
