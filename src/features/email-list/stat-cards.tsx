import { CalendarClock, CalendarDays, Trophy, Users } from "lucide-react";
import type { ListStats } from "./types";

const fmt = (n: number) => n.toLocaleString("en-US");

export function StatCards({ stats, loading }: { stats: ListStats; loading: boolean }) {
  const cards = [
    { label: "Total Subscribers", value: fmt(stats.total), icon: Users, tone: "bg-brand-50 text-brand-700" },
    { label: "Last 30 Days", value: fmt(stats.recent30Days), icon: CalendarDays, tone: "bg-sand-100 text-accent-700" },
    { label: "Last 7 Days", value: fmt(stats.recent7Days), icon: CalendarClock, tone: "bg-accent-50 text-accent-700" },
    { label: "Top Source", value: stats.topSource, icon: Trophy, tone: "bg-brand-50 text-brand-800" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={loading}>
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li
          key={label}
          className="flex min-w-0 items-start gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-5"
          data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}
        >
          <span className={`hidden h-10 w-10 shrink-0 items-center justify-center rounded-full sm:flex ${tone}`} aria-hidden="true">
            <Icon className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted sm:text-sm sm:normal-case sm:tracking-normal">{label}</p>
            <p
              className={`mt-1 break-words font-bold text-brand-900 ${value.length > 10 ? "text-sm sm:text-base" : "text-xl sm:text-2xl"}`}
              title={value}
              data-testid="stat-value"
            >
              {loading ? "…" : value}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
