import { CalendarClock, CalendarDays, Trophy, Users } from "lucide-react";
import { Card } from "~/components/ui/card";
import { sourceName } from "~/content/subscriber-sources";
import { listCopy } from "~/content/team-tools";
import type { ListStats } from "./list-api";

const fmt = (n: number) => n.toLocaleString("en-US");
const copy = listCopy.stats;

/**
 * Total Subscribers, Last 30 Days, Last 7 Days and Top Source (spec part 2 §2 "Subscriber list
 * page"), counting confirmed subscribers only; pending and unsubscribed rows on a line of their own.
 */
export function StatCards({ stats }: { stats: ListStats | null }) {
  const top = stats?.topSource ?? null;
  const cards = [
    { label: copy.total, id: "total-subscribers", value: stats ? fmt(stats.total) : null, icon: Users, tone: "bg-brand-50 text-brand-700" },
    { label: copy.last30, id: "last-30-days", value: stats ? fmt(stats.recent30Days) : null, icon: CalendarDays, tone: "bg-sand-100 text-accent-700" },
    { label: copy.last7, id: "last-7-days", value: stats ? fmt(stats.recent7Days) : null, icon: CalendarClock, tone: "bg-accent-50 text-accent-700" },
    {
      label: copy.topSource,
      id: "top-source",
      value: stats ? (top ? sourceName(top) : copy.none) : null,
      raw: top ?? undefined,
      icon: Trophy,
      tone: "bg-brand-50 text-brand-800",
    },
  ];
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 @5xl:grid-cols-4" aria-busy={!stats}>
        {cards.map(({ label, id, value, raw, icon: Icon, tone }) => (
          <li key={id} data-testid={`stat-${id}`}>
            <Card pad="sm" className="flex h-full min-w-0 items-start gap-3">
              <span className={`hidden h-10 w-10 shrink-0 items-center justify-center rounded-full sm:flex ${tone}`} aria-hidden="true">
                <Icon className="h-5 w-5" />
              </span>
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-wide text-muted sm:text-sm sm:normal-case sm:tracking-normal">{label}</p>
                <p
                  className={`mt-1 break-words font-bold tabular-nums text-brand-900 ${value && value.length > 12 ? "text-base sm:text-lg" : "text-xl sm:text-2xl"}`}
                  title={raw}
                  data-testid="stat-value"
                  data-source={raw}
                >
                  {value ?? (
                    <>
                      <span className="inline-block h-7 w-20 animate-pulse rounded-md bg-sand-100 align-middle motion-reduce:animate-none" aria-hidden="true" />
                      <span className="sr-only">{listCopy.loading}</span>
                    </>
                  )}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-3 min-h-5 text-sm text-muted" data-testid="other-states">
        {stats && (stats.statuses.pending > 0 || stats.statuses.unsubscribed > 0)
          ? listCopy.otherStates(fmt(stats.statuses.pending), fmt(stats.statuses.unsubscribed))
          : null}
      </p>
    </div>
  );
}
