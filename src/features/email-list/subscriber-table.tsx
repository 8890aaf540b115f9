import { sourceName } from "~/content/subscriber-sources";
import { listCopy } from "~/content/team-tools";
import { isTestSource, isUnknownSource, sourceLabel } from "~/features/subscribers";
import type { ListRow } from "./list-api";
import type { SubscriberStatus } from "./list-query";
import { TestBadge } from "./source-breakdown";

const dateFmt = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const timeFmt = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const GRID =
  "grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 px-4 sm:grid-cols-[minmax(14rem,2fr)_minmax(9rem,1fr)_7.5rem_8.5rem_5.5rem] sm:gap-x-4 sm:px-5";
// The cells stay in column order for assistive technology; CSS places them (three lines on phones).
const CELL = {
  email: "col-start-1 row-start-1 sm:col-start-auto sm:row-start-auto",
  source: "col-start-1 row-start-2 sm:col-start-auto sm:row-start-auto",
  status: "col-start-1 row-start-3 sm:col-start-auto sm:row-start-auto",
  date: "col-start-2 row-start-1 text-right sm:col-start-auto sm:row-start-auto sm:text-left",
  time: "col-start-2 row-start-2 text-right sm:col-start-auto sm:row-start-auto sm:text-left",
};
const copy = listCopy.columns;

const STATUS_TONE: Record<SubscriberStatus, string> = {
  confirmed: "bg-brand-50 text-brand-800 ring-brand-200",
  pending: "bg-accent-50 text-accent-700 ring-accent-200",
  unsubscribed: "bg-sand-100 text-muted ring-sand-300",
};

/** A state as a word in a badge (never colour alone), with what it means in its tooltip. */
export function StatusBadge({ status, legacy = false }: { status: SubscriberStatus; legacy?: boolean }) {
  const known = status in STATUS_TONE;
  const title = known ? `${listCopy.statusHints[status]}${legacy ? ` ${listCopy.confirmedBeforeOptIn}` : ""}` : undefined;
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${known ? STATUS_TONE[status] : STATUS_TONE.unsubscribed}`}
      title={title}
      data-status={status}
    >
      {known ? listCopy.statuses[status] : status}
    </span>
  );
}

/**
 * One page of subscribers (ARIA table roles; aria-rowindex places the page in the whole list).
 * While the next page loads the current rows stay, dimmed, with `aria-busy`.
 */
export function SubscriberTable({
  rows,
  firstIndex,
  total,
  busy,
  emptyText,
}: {
  rows: ListRow[] | null;
  /** The position of the first row in the whole list (0-based). */
  firstIndex: number;
  total: number | null;
  busy: boolean;
  emptyText: string;
}) {
  return (
    <div
      role="table"
      aria-label={listCopy.tableLabel}
      aria-rowcount={total === null ? -1 : total + 1}
      aria-busy={busy}
      data-testid="subscriber-table"
      className="relative"
    >
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={`${GRID} border-b border-sand-200 bg-sand-50 py-3 text-xs font-semibold uppercase tracking-wide text-muted`}>
          <span role="columnheader" className={CELL.email}>
            {copy.email}
          </span>
          <span role="columnheader" className={CELL.source}>
            {copy.source}
          </span>
          <span role="columnheader" className={CELL.status}>
            {copy.status}
          </span>
          <span role="columnheader" className={CELL.date}>
            {copy.date}
          </span>
          <span role="columnheader" className={CELL.time}>
            {copy.time}
          </span>
        </div>
      </div>
      {busy && (
        <div className="absolute inset-x-0 top-[2.6rem] z-10 h-0.5 animate-pulse bg-brand-600 motion-reduce:animate-none" aria-hidden="true" />
      )}
      <div role="rowgroup" className={busy ? "opacity-55 transition-opacity" : "transition-opacity"}>
        {rows === null ? (
          Array.from({ length: 8 }, (_, i) => (
            <div key={i} role="row" aria-hidden="true" className={`${GRID} h-[5.5rem] border-b border-sand-100 sm:h-[3.25rem]`}>
              <span className="h-3.5 w-3/4 animate-pulse rounded bg-sand-100 motion-reduce:animate-none" />
              <span className="hidden h-3.5 w-1/2 animate-pulse rounded bg-sand-100 sm:block motion-reduce:animate-none" />
            </div>
          ))
        ) : rows.length === 0 ? (
          <div role="row" aria-rowindex={2}>
            <p role="cell" className="px-4 py-16 text-center text-muted">
              {emptyText}
            </p>
          </div>
        ) : (
          rows.map((r, i) => {
            const time = Date.parse(r.created_at);
            const label = sourceLabel(r.source);
            const unknown = isUnknownSource(r.source);
            return (
              <div
                key={r.id}
                role="row"
                aria-rowindex={firstIndex + i + 2}
                className={`${GRID} min-h-[5.5rem] border-b border-sand-100 py-2 text-sm hover:bg-brand-50/60 sm:min-h-[3.25rem]`}
                data-testid="subscriber-row"
              >
                <span role="cell" className={`${CELL.email} truncate font-medium text-ink`} title={r.email}>
                  {r.email}
                </span>
                <span role="cell" className={`${CELL.source} flex min-w-0 items-center gap-1.5`} data-source={r.source ?? ""}>
                  <span
                    className={
                      unknown
                        ? "inline-block max-w-full truncate rounded-full bg-sand-100 px-2.5 py-0.5 text-xs italic text-muted"
                        : "inline-block max-w-full truncate rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
                    }
                    title={r.source ?? ""}
                  >
                    {unknown ? sourceName("unknown") : sourceName(label)}
                  </span>
                  {isTestSource(r.source) && <TestBadge />}
                </span>
                <span role="cell" className={CELL.status}>
                  <StatusBadge status={r.status} legacy={r.status === "confirmed" && !r.confirmed_at} />
                </span>
                <span role="cell" className={`${CELL.date} tabular-nums text-muted`}>
                  {Number.isNaN(time) ? "—" : dateFmt.format(time)}
                </span>
                <span role="cell" className={`${CELL.time} tabular-nums text-muted`}>
                  {Number.isNaN(time) ? "—" : timeFmt.format(time)}
                </span>
              </div>
            );
          })
        )}
      </div>
    </div>
  );
}
