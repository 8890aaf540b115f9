import { Card } from "~/components/ui/card";
import { percentOf } from "./stats";

export function SourceBreakdown({ breakdown, total }: { breakdown: Record<string, number>; total: number }) {
  const entries = Object.entries(breakdown);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-brand-900">Source Breakdown</h2>
      <p className="mt-1 text-sm text-muted">Where subscribers signed up, across the whole list.</p>
      {entries.length === 0 ? (
        <p className="mt-6 text-sm text-muted">No sources yet.</p>
      ) : (
        <ul className="mt-5 grid gap-x-8 gap-y-3.5 sm:grid-cols-2 lg:grid-cols-3" data-testid="source-breakdown">
          {entries.map(([source, count]) => {
            const pct = percentOf(count, total);
            return (
              <li key={source} data-source={source} data-count={count}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className={source === "unknown" ? "truncate italic text-muted" : "truncate font-medium text-ink"}>{source}</span>
                  <span className="shrink-0 tabular-nums text-muted">
                    {count.toLocaleString("en-US")} · {pct.toFixed(1)}%
                  </span>
                </div>
                <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-sand-100" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.max(pct, 0.5)}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
