import { cn } from "~/lib/cn";

export type Stat = { value: string; label: string; detail?: string };

/** Figures as a row of cards; values stay short ("$9k+", "21 days"). */
export function StatGrid({
  stats,
  tone = "light",
  compact = false,
  className,
}: {
  stats: readonly Stat[];
  tone?: "light" | "dark";
  /** Two columns at every width, smaller figures: for a hero side panel. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-4", compact ? "grid-cols-2" : "grid-cols-2 lg:grid-cols-4", className)}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={cn(
            "flex flex-col rounded-[var(--radius-card)] text-center",
            compact ? "p-4" : "p-5 sm:p-6",
            tone === "dark" ? "bg-white/10 ring-1 ring-white/15" : "border border-sand-200 bg-white shadow-[var(--shadow-card)]",
          )}
        >
          <dt className={cn("order-2 mt-1 text-sm font-medium", tone === "dark" ? "text-brand-100" : "text-muted")}>{s.label}</dt>
          <dd
            className={cn(
              "order-1 font-extrabold tracking-tight",
              compact ? "whitespace-nowrap text-2xl xl:text-3xl" : "text-3xl sm:text-4xl",
              tone === "dark" ? "text-white" : "text-brand-800",
            )}
          >
            {s.value}
          </dd>
          {s.detail && (
            <dd className={cn("order-3 mt-3 hidden text-sm leading-relaxed sm:block", tone === "dark" ? "text-brand-100" : "text-muted")}>
              {s.detail}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
