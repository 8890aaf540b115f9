import { useId } from "react";
import { Card } from "~/components/ui/card";
import { monthLabel, monthlySeries } from "./stats";

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Above this many months the bars drop their count labels (the exact figures stay for screen readers and on hover). */
const LABELLED_BARS = 18;

/** Sign-ups per month as plain CSS bars: the list stats' monthly breakdown, gaps shown as gaps. */
export function MonthlyChart({ monthlyBreakdown }: { monthlyBreakdown: Record<string, number> }) {
  const id = useId();
  const series = monthlySeries(monthlyBreakdown);
  const max = Math.max(1, ...series.map((s) => s.count));
  const best = series.reduce<{ month: string; count: number } | null>((a, s) => (!a || s.count > a.count ? s : a), null);
  const last = series[series.length - 1];
  const dense = series.length > LABELLED_BARS;
  return (
    <Card>
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
          <div className="relative mt-5 flex h-64 overflow-x-auto pb-1" tabIndex={0} role="group" aria-label="Monthly sign-ups, scrollable">
            <ol className="relative flex min-w-full flex-1 items-stretch gap-1" style={{ width: `${series.length * 1.375}rem` }} data-testid="monthly-chart">
              {series.map(({ month, count }, i) => {
                const [y, m] = month.split("-").map(Number) as [number, number];
                const showMonth = !dense || m % 3 === 1 || i === 0;
                const showYear = m === 1 || i === 0;
                return (
                  <li
                    key={month}
                    className="relative flex min-w-0 flex-1 flex-col items-center"
                    data-month={month}
                    data-count={count}
                    title={`${monthLabel(month)}: ${count.toLocaleString("en-US")} sign-ups`}
                  >
                    <span className="sr-only">
                      {monthLabel(month)}: {count.toLocaleString("en-US")} sign-ups
                    </span>
                    <div className="flex w-full flex-1 flex-col items-center justify-end" aria-hidden="true">
                      {!dense && <span className="mb-1 text-[10px] font-medium tabular-nums text-muted">{count ? compact.format(count) : ""}</span>}
                      <div
                        className={`w-full max-w-10 rounded-t-md ${month === best?.month ? "bg-accent-500" : "bg-brand-600"}`}
                        style={{ height: `${(count / max) * 100}%`, minHeight: count ? 3 : 0 }}
                      />
                    </div>
                    <span className="mt-1.5 h-7 whitespace-nowrap text-center text-[10px] leading-tight text-muted" aria-hidden="true">
                      {showMonth ? MONTHS[m - 1] : ""}
                      <br />
                      {showYear ? String(y) : ""}
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
