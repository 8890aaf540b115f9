import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";
import type { IndexedSubscriber } from "./filters";

const ROW_HEIGHT = 52;
const dateFmt = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const timeFmt = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const GRID = "grid grid-cols-[minmax(15rem,2fr)_minmax(10rem,1fr)_8.5rem_6rem] items-center gap-x-4 px-4";

/**
 * The table of the rows the filters show. Only the rows in view (plus a few) are in the DOM,
 * so 100,000 subscribers scroll and filter like 30. ARIA table roles keep it a table for
 * screen readers, with aria-rowcount/aria-rowindex for the rows not rendered.
 */
export function SubscriberTable({ rows, emptyText }: { rows: IndexedSubscriber[]; emptyText: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 1000, height: 560 },
  });

  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [rows]);

  return (
    <div className="overflow-x-auto">
      <div role="table" aria-label="Subscribers" aria-rowcount={rows.length + 1} className="min-w-[42rem]" data-testid="subscriber-table">
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={`${GRID} border-b border-sand-200 bg-sand-50 py-3 text-xs font-semibold uppercase tracking-wide text-muted`}>
            <span role="columnheader">Email Address</span>
            <span role="columnheader">Source</span>
            <span role="columnheader">Date Subscribed</span>
            <span role="columnheader">Time</span>
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
          <div ref={scrollRef} role="rowgroup" tabIndex={0} className="relative max-h-[35rem] overflow-y-auto focus-visible:outline-offset-[-3px]" style={{ height: Math.min(rows.length * ROW_HEIGHT, 560) }}>
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
                    style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                    data-testid="subscriber-row"
                  >
                    <span role="cell" className="truncate font-medium text-ink" title={r.row.email}>
                      {r.row.email}
                    </span>
                    <span role="cell" className="min-w-0">
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
                    <span role="cell" className="tabular-nums text-muted">
                      {Number.isNaN(r.time) ? "—" : dateFmt.format(date)}
                    </span>
                    <span role="cell" className="tabular-nums text-muted">
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
