import { Card } from "~/components/ui/card";
import { sourceName } from "~/content/subscriber-sources";
import { listCopy } from "~/content/team-tools";
import { isTestSource, UNKNOWN_SOURCE } from "~/features/subscribers";
import { percentOf } from "./stats";

const copy = listCopy.breakdown;

/** Where subscribers signed up: readable names (the raw id in the tooltip), shares as bars. */
export function SourceBreakdown({ sources, total }: { sources: { source: string; count: number }[]; total: number }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-brand-900">{copy.title}</h2>
      <p className="mt-1 text-sm text-muted">{copy.intro}</p>
      {sources.length === 0 ? (
        <p className="mt-6 text-sm text-muted">{copy.empty}</p>
      ) : (
        <ul className="mt-5 grid gap-x-8 gap-y-3.5 sm:grid-cols-2 @5xl:grid-cols-3" data-testid="source-breakdown">
          {sources.map(({ source, count }) => {
            const pct = percentOf(count, total);
            const test = isTestSource(source);
            return (
              <li key={source} className="min-w-0" data-source={source} data-count={count}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="flex min-w-0 items-baseline gap-2">
                    <span className={source === UNKNOWN_SOURCE ? "truncate italic text-muted" : "truncate font-medium text-ink"} title={source}>
                      {sourceName(source)}
                    </span>
                    {test && <TestBadge />}
                  </span>
                  <span className="shrink-0 tabular-nums text-muted">
                    {count.toLocaleString("en-US")} · {pct.toFixed(1)}%
                  </span>
                </div>
                <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-sand-100" aria-hidden="true">
                  <div className={`h-full rounded-full ${test ? "bg-sand-300" : "bg-brand-600"}`} style={{ width: `${Math.max(pct, 0.5)}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** Marks the audit's own sign-ups. */
export function TestBadge() {
  return (
    <span className="shrink-0 rounded-full border border-sand-300 bg-sand-50 px-1.5 py-px text-[10px] font-semibold uppercase tracking-wide text-muted">
      {listCopy.testBadge}
    </span>
  );
}
