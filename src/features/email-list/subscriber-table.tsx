import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, useState } from "react";
import type { IndexedSubscriber } from "./filters";

const ROW_HEIGHT = 52;
/** Below 640 px a row stacks into two lines: e-mail and date, then source and time. */
const ROW_HEIGHT_STACKED = 64;
const dateFmt = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const timeFmt = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const GRID =
  "grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 px-4 sm:grid-cols-[minmax(14rem,2fr)_minmax(9rem,1fr)_8.5rem_5.5rem] sm:gap-x-4";
// The cells stay in column order for assistive technology; CSS places them.
const CELL = {
  email: "col-start-1 row-start-1 sm:col-start-auto sm:row-start-auto",
  source: "col-start-1 row-start-2 sm:col-start-auto sm:row-start-auto",
  date: "col-start-2 row-start-1 text-right sm:col-start-auto sm:row-start-auto sm:text-left",
  time: "col-start-2 row-start-2 text-right sm:col-start-auto sm:row-start-auto sm:text-left",
};

function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window === "undefined" || !window.matchMedia || window.matchMedia("(min-width: 640px)").matches);
  useEffect(() => {
    if (!window.matchMedia) return;
    const mq = window.matchMedia("(min-width: 640px)");
    const on = () => setWide(mq.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return wide;
}

/**
 * The table of the rows the filters show. Only the rows in view (plus a few) are in the DOM,
 * so 100,000 subscribers scroll and filter like 30. ARIA table roles keep it a table for
 * screen readers, with aria-rowcount/aria-rowindex for the rows not rendered.
 */
export function SubscriberTable({ rows, emptyText }: { rows: IndexedSubscriber[]; emptyText: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = useWide() ? ROW_HEIGHT : ROW_HEIGHT_STACKED;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    initialRect: { width: 1000, height: 560 },
  });

  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [rows]);
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  return (
    <div>
      <div role="table" aria-label="Subscribers" aria-rowcount={rows.length + 1} data-testid="subscriber-table">
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={`${GRID} border-b border-sand-200 bg-sand-50 py-3 text-xs font-semibold uppercase tracking-wide text-muted`}>
            <span role="columnheader" className={CELL.email}>Email Address</span>
            <span role="columnheader" className={CELL.source}>Source</span>
            <span role="columnheader" className={CELL.date}>Date Subscribed</span>
            <span role="columnheader" className={CELL.time}>Time</span>
          </div>
        </div>
        {rows.length === 0 ? (
          <div role="rowgroup">
            <div role="row" aria-rowindex={2}>
              <p role="cell" className="px-4 py-16 text-center text-muted">
                {emptyText}
              </p>
            </div>
          </div>
        ) : (
          <div ref={scrollRef} role="rowgroup" tabIndex={0} className="relative max-h-[35rem] overflow-y-auto focus-visible:outline-offset-[-3px]" style={{ height: Math.min(rows.length * rowHeight, 560) }}>
            <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
              {virtualizer.getVirtualItems().map((item) => {
                const r = rows[item.index]!;
                const date = new Date(r.time);
                return (
                  <div
                    key={r.row.id}
                    role="row"
                    aria-rowindex={item.index + 2}
                    className={`${GRID} absolute inset-x-0 top-0 border-b border-sand-100 text-sm hover:bg-brand-50/60`}
                    style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
                    data-testid="subscriber-row"
                  >
                    <span role="cell" className={`${CELL.email} truncate font-medium text-ink`} title={r.row.email}>
                      {r.row.email}
                    </span>
                    <span role="cell" className={`${CELL.source} min-w-0`}>
                      <span
                        className={
                          r.unknown
                            ? "inline-block max-w-full truncate rounded-full bg-sand-100 px-2.5 py-0.5 text-xs italic text-muted"
                            : "inline-block max-w-full truncate rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
                        }
                        title={r.source}
                      >
                        {r.source}
                      </span>
                    </span>
                    <span role="cell" className={`${CELL.date} tabular-nums text-muted`}>
                      {Number.isNaN(r.time) ? "—" : dateFmt.format(date)}
                    </span>
                    <span role="cell" className={`${CELL.time} tabular-nums text-muted`}>
                      {Number.isNaN(r.time) ? "—" : timeFmt.format(date)}
                    </span>
                  </div>
                );
              })}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
