import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Card } from "~/components/ui/card";
import { listCopy, monthLabel, monthShort } from "~/content/team-tools";
import { compactNumber, monthlySeries, niceTicks } from "./stats";

const copy = listCopy.chart;
const fmt = (n: number) => n.toLocaleString("en-US");

/**
 * Sign-ups per month as plain CSS bars with labelled axes: the y axis in round steps, the x axis
 * by quarter with the year at each January. Every month shows its figure on hover or focus
 * (the chart is one tab stop; the arrow keys, Home and End move between months). Gaps show as
 * gaps; the best month is the accent colour.
 */
export function MonthlyChart({ months, includesTestData }: { months: { month: string; count: number }[] | null; includesTestData: boolean }) {
  const id = useId();
  const series = monthlySeries(months ?? []);
  const ticks = niceTicks(Math.max(0, ...series.map((s) => s.count)));
  const top = ticks[ticks.length - 1] || 1;
  const best = series.reduce<{ month: string; count: number } | null>((a, s) => (!a || s.count > a.count ? s : a), null);
  const last = series[series.length - 1];
  const [active, setActive] = useState<number | null>(null);
  // The month the chart's one tab stop is on: the latest until the arrow keys move it.
  const [chosen, setFocusIndex] = useState<number | null>(null);
  const focusIndex = chosen !== null && chosen < series.length ? chosen : Math.max(0, series.length - 1);
  const bars = useRef<(HTMLLIElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent) {
    const to =
      e.key === "ArrowRight" ? focusIndex + 1 : e.key === "ArrowLeft" ? focusIndex - 1 : e.key === "Home" ? 0 : e.key === "End" ? series.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(series.length - 1, to));
    setFocusIndex(next);
    bars.current[next]?.focus();
  }

  const shown = active !== null ? series[active] : null;
  return (
    <Card>
      <figure aria-labelledby={`${id}-title`} className="m-0">
        <figcaption>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
            {copy.title}
            {!includesTestData && <span className="ml-2 text-sm font-normal text-muted">({copy.withoutTests})</span>}
          </h2>
          <p className="mt-1 text-sm text-muted" data-testid="chart-summary">
            {!months ? listCopy.loading : best && last ? copy.summary(monthLabel(best.month), fmt(best.count), fmt(last.count)) : copy.empty}
          </p>
        </figcaption>
        {series.length > 0 && (
          <div className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-[11px] text-muted">
            <p className="col-span-2 mb-2 text-xs font-semibold text-ink/80" aria-hidden="true">
              {copy.yAxis}
            </p>
            {/* y axis: round ticks */}
            <div className="relative row-start-2 flex h-56 w-9 flex-col justify-between text-right tabular-nums sm:w-12" aria-hidden="true">
              {[...ticks].reverse().map((t) => (
                <span key={t} className="-translate-y-1/2 leading-none first:translate-y-0 last:translate-y-0">
                  {compactNumber(t)}
                </span>
              ))}
            </div>
            <div className="relative row-start-2 h-56" onMouseLeave={() => setActive(null)}>
              {ticks.map((t) => (
                <div key={t} className="absolute inset-x-0 border-t border-dashed border-sand-200" style={{ bottom: `${(t / top) * 100}%` }} aria-hidden="true" />
              ))}
              <ol
                className="relative flex h-full items-end gap-px sm:gap-0.5"
                aria-label={copy.title}
                aria-describedby={`${id}-hint`}
                data-testid="monthly-chart"
                onKeyDown={onKeyDown}
              >
                {series.map(({ month, count }, i) => {
                  const label = copy.bar(monthLabel(month), fmt(count));
                  return (
                    <li
                      key={month}
                      ref={(el) => {
                        bars.current[i] = el;
                      }}
                      className="group relative flex h-full min-w-0 flex-1 cursor-default items-end justify-center rounded-t-sm outline-none focus-visible:ring-2 focus-visible:ring-accent-500"
                      data-month={month}
                      data-count={count}
                      tabIndex={i === focusIndex ? 0 : -1}
                      aria-label={label}
                      onMouseEnter={() => setActive(i)}
                      onFocus={() => {
                        setActive(i);
                        setFocusIndex(i);
                      }}
                      onBlur={() => setActive((a) => (a === i ? null : a))}
                    >
                      <div
                        className={`w-full max-w-9 rounded-t-[3px] transition-colors ${month === best?.month ? "bg-accent-500" : "bg-brand-600"} ${
                          active === i ? "brightness-110 ring-2 ring-brand-900/20" : ""
                        }`}
                        style={{ height: `${(count / top) * 100}%`, minHeight: count ? 2 : 0 }}
                      />
                    </li>
                  );
                })}
              </ol>
              {shown && active !== null && (
                <div
                  className="pointer-events-none absolute -top-2 z-10 -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-lg bg-brand-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
                  style={{ left: `clamp(4.5rem, ${((active + 0.5) / series.length) * 100}%, calc(100% - 4.5rem))` }}
                  role="status"
                  data-testid="chart-tooltip"
                >
                  {copy.bar(monthLabel(shown.month), fmt(shown.count))}
                </div>
              )}
            </div>
            {/* x axis: quarters, and the year at each January (or the first month) */}
            <div className="col-start-2 row-start-3 flex gap-px pt-1.5 sm:gap-0.5" aria-hidden="true">
              {series.map(({ month }, i) => {
                const m = Number(month.slice(5, 7));
                const showMonth = series.length <= 18 || m % 3 === 1;
                const showYear = m === 1 || i === 0;
                return (
                  <span key={month} className="min-w-0 flex-1 overflow-visible whitespace-nowrap text-center leading-tight">
                    {showMonth ? (series.length > 24 && !showYear ? monthShort(month).charAt(0) : monthShort(month)) : ""}
                    <br />
                    <span className="font-semibold text-ink/70">{showYear ? month.slice(0, 4) : ""}</span>
                  </span>
                );
              })}
            </div>
            <p className="col-start-2 row-start-4 mt-1 text-center text-xs font-semibold text-ink/80" aria-hidden="true">
              {copy.xAxis}
            </p>
            <p id={`${id}-hint`} className="col-span-2 row-start-5 mt-3 text-xs text-muted">
              {copy.hint}
            </p>
          </div>
        )}
      </figure>
    </Card>
  );
}
