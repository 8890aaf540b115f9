import { Card } from "~/components/ui/card";
import { sourceLabel } from "~/features/email-list/filters";
import { moreRecordsText, visibleRecords } from "./lost-records";
import type { LostRecordsAnalysis } from "./types";

const dateFmt = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });

export function LostRecordsCard({ lost }: { lost: LostRecordsAnalysis }) {
  const d = lost.details;
  return (
    <Card data-testid="lost-records">
      <h2 className="text-xl font-semibold text-brand-900">Lost-records search</h2>
      <p className="mt-1 text-sm text-muted">
        {d.totalRecordsAnalyzed.toLocaleString("en-US")} records analyzed. Searches:{" "}
        {d.searchSummary.map((s) => `${s.name} (${s.count.toLocaleString("en-US")})`).join(", ")}.
      </p>
      <div className="mt-5 space-y-6">
        {d.searches.map((search) => {
          const { shown, more } = visibleRecords(search);
          return (
            <section key={search.name} aria-label={search.name} data-search={search.name}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-brand-900">{search.name}</h3>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  {search.count.toLocaleString("en-US")} {search.count === 1 ? "record" : "records"}
                </span>
              </div>
              <p className="text-sm text-muted">{search.description}</p>
              {shown.length > 0 && (
                <div className="mt-2 overflow-x-auto">
                  <table className="w-full min-w-[32rem] text-left text-sm">
                    <thead>
                      <tr className="border-b border-sand-200 text-xs uppercase tracking-wide text-muted">
                        <th scope="col" className="py-2 pr-3 font-semibold">Email</th>
                        <th scope="col" className="py-2 pr-3 font-semibold">Created</th>
                        <th scope="col" className="py-2 font-semibold">Source</th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((r, i) => (
                        <tr key={`${r.email}-${i}`} className="border-b border-sand-100">
                          <td className="py-1.5 pr-3 text-ink">{r.email}</td>
                          <td className="py-1.5 pr-3 tabular-nums text-muted">{dateFmt.format(new Date(r.created_at))}</td>
                          <td className="py-1.5 text-muted">{sourceLabel(r.source)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {more > 0 && <p className="mt-2 text-sm italic text-muted">{moreRecordsText(more)}</p>}
            </section>
          );
        })}
      </div>
    </Card>
  );
}
