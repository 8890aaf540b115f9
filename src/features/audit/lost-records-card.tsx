import { Card } from "~/components/ui/card";
import { sourceLabel } from "~/features/subscribers";
import { visibleRecords } from "./lost-records";
import type { LostRecordsAnalysis } from "./types";
import { auditCopy } from "~/content/team-tools";

const copy = auditCopy.lost;

const dateFmt = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });

export function LostRecordsCard({ lost }: { lost: LostRecordsAnalysis }) {
  const d = lost.details;
  return (
    <Card data-testid="lost-records">
      <h2 className="text-xl font-semibold text-brand-900">{copy.title}</h2>
      <p className="mt-1 text-sm text-muted">
        {copy.analyzed(
          d.totalRecordsAnalyzed.toLocaleString("en-US"),
          d.searchSummary.map((s) => `${s.name} (${s.count.toLocaleString("en-US")})`).join(", "),
        )}
      </p>
      <div className="mt-5 space-y-6">
        {d.searches.map((search) => {
          const { shown, more } = visibleRecords(search);
          return (
            <section key={search.name} aria-label={search.name} data-search={search.name}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-brand-900">{search.name}</h3>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  {copy.records(search.count)}
                </span>
              </div>
              <p className="text-sm text-muted">{search.description}</p>
              {shown.length > 0 && (
                <div className="mt-2">
                  <div className="hidden grid-cols-[minmax(0,1fr)_12rem_10rem] gap-3 border-b border-sand-200 py-2 text-xs font-semibold uppercase tracking-wide text-muted sm:grid" aria-hidden="true">
                    <span>{copy.columns.email}</span>
                    <span>{copy.columns.created}</span>
                    <span>{copy.columns.source}</span>
                  </div>
                  <ul>
                    {shown.map((r, i) => (
                      <li key={`${r.email}-${i}`} className="relative grid gap-x-3 border-b border-sand-100 py-1.5 text-sm sm:grid-cols-[minmax(0,1fr)_12rem_10rem]" data-record>
                        <span className="truncate font-medium text-ink sm:font-normal" title={r.email}>
                          {r.email}
                        </span>
                        <span className="tabular-nums text-muted">
                          <span className="sr-only">{copy.createdBefore}</span>
                          <time dateTime={r.created_at}>{dateFmt.format(new Date(r.created_at))}</time>
                        </span>
                        <span className="truncate text-muted">
                          <span className="sr-only">{copy.sourceBefore}</span>
                          {sourceLabel(r.source)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {more > 0 && <p className="mt-2 text-sm italic text-muted">{copy.more(more)}</p>}
            </section>
          );
        })}
      </div>
    </Card>
  );
}
