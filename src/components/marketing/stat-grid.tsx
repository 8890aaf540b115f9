import type { Stat } from "~/content/offer-facts";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/**
 * Headline figures (the marketing claims) as a definition list of small cards; values stay short
 * ("$9k+", "21 days").
 * - `layout="strip"`: a light or dark row under a hero, 3 or 4 across.
 * - `layout="cards"`: bigger figures with an optional detail line (the case study's results).
 * - `layout="compact"`: two across at every width, for a hero's side panel.
 */
export function StatGrid({
  stats,
  layout = "strip",
  tone = "light",
  columns = 4,
  className,
}: {
  stats: readonly (Stat & { detail?: string })[];
  layout?: "strip" | "cards" | "compact";
  tone?: "light" | "dark";
  /** Across on large screens (strip). */
  columns?: 3 | 4;
  className?: string;
}) {
  const dark = tone === "dark";
  const grid =
    layout === "compact" ? "grid-cols-2 gap-4" : layout === "cards" ? "grid-cols-2 gap-4 @5xl:grid-cols-4" : columns === 4 ? "grid-cols-2 gap-3 sm:gap-4 @5xl:grid-cols-4" : "grid-cols-3 gap-3 sm:gap-4";
  const value =
    layout === "strip"
      ? cn("text-balance font-bold", columns === 4 ? "text-xl sm:text-3xl" : "text-lg sm:text-2xl")
      : cn("font-extrabold tracking-tight", layout === "compact" ? "text-balance text-2xl xl:text-3xl" : "text-3xl sm:text-4xl");
  return (
    <dl className={cn("grid", grid, className)}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={cn(
            "flex flex-col text-center",
            layout === "strip"
              ? cn(cardVariants({ tone: dark ? "flat" : "white", pad: "none" }), "px-2 py-5 sm:px-3", dark && "bg-white/10")
              : cn(cardVariants({ tone: dark ? "glass" : "white", pad: "none" }), layout === "compact" ? "p-4" : "p-5 sm:p-6"),
          )}
        >
          <dt className={cn("order-2 text-sm", layout !== "strip" && "mt-1 font-medium", dark ? "text-brand-100" : "text-muted")}>{s.label}</dt>
          <dd className={cn("order-1", value, dark ? "text-white" : "text-brand-800")}>{s.value}</dd>
          {s.detail && (
            <dd className={cn("order-3 mt-3 hidden text-sm leading-relaxed sm:block", dark ? "text-brand-100" : "text-muted")}>{s.detail}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
