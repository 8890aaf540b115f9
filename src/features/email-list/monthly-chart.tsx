import { useId } from "react";
import { Card } from "~/components/ui/card";
import { monthLabel, monthlySeries } from "./stats";

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Sign-ups per month as plain CSS bars: the list stats' monthly breakdown, gaps shown as gaps. */
export function MonthlyChart({ monthlyBreakdown }: { monthlyBreakdown: Record<string, number> }) {
  const id = useId();
  const series = monthlySeries(monthlyBreakdown);
  const max = Math.max(1, ...series.map((s) => s.count));
  const best = series.reduce<{ month: string; count: number } | null>((a, s) => (!a || s.count > a.count ? s : a), null);
  const last = series[series.length - 1];
  return (
    <Card className="h-full">
      <figure aria-labelledby={`${id}-title`}>
        <figcaption>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
            Sign-ups per month
          </h2>
          <p className="mt-1 text-sm text-muted">
            {best && last
              ? `Best month: ${monthLabel(best.month)} with ${best.count.toLocaleString("en-US")}. This month so far: ${last.count.toLocaleString("en-US")}.`
              : "No sign-ups yet."}
          </p>
        </figcaption>
        {series.length > 0 && (
          <div className="mt-5 overflow-x-auto pb-2" tabIndex={0} role="group" aria-label="Monthly sign-ups, scrollable">
            <ol className="flex h-56 min-w-max items-stretch gap-1.5" data-testid="monthly-chart">
              {series.map(({ month, count }) => {
                const [y, m] = month.split("-").map(Number) as [number, number];
                return (
                  <li key={month} className="flex w-8 flex-col items-center" data-month={month} data-count={count}>
                    <span className="sr-only">
                      {monthLabel(month)}: {count.toLocaleString("en-US")} sign-ups
                    </span>
                    <div className="flex w-full flex-1 flex-col items-center justify-end" aria-hidden="true">
                      <span className="mb-1 text-[10px] font-medium tabular-nums text-muted">{count ? compact.format(count) : ""}</span>
                      <div
                        className={`w-full rounded-t-md ${month === best?.month ? "bg-accent-500" : "bg-brand-600"}`}
                        style={{ height: `${(count / max) * 100}%`, minHeight: count ? 3 : 0 }}
                      />
                    </div>
                    <span className="mt-1.5 text-[10px] leading-tight text-muted" aria-hidden="true">
                      {MONTHS[m - 1]}
                      <br />
                      {String(y).slice(2)}
                    </span>
                  </li>
                );
              })}
            </ol>
          </div>
        )}
      </figure>
    </Card>
  );
}
