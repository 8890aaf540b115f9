import { Check, Minus } from "lucide-react";
import type { ComparisonLabels, ComparisonValue } from "~/content/page-parts";
import { cn } from "~/lib/cn";
import { cardVariants } from "./card";

/** A column: its name, a shorter one for phones, and whether it is the one to look at. */
export type ComparisonColumn = { name: string; short?: string; highlight?: boolean };
/** A row's values, one per column, in the columns' order. */
export type ComparisonTableRow = { feature: string; values: readonly ComparisonValue[] };

function Cell({ value, labels }: { value: ComparisonValue; labels: ComparisonLabels }) {
  if (typeof value === "string") return <span className="text-[11px] font-semibold [overflow-wrap:anywhere] text-brand-800 sm:text-sm">{value}</span>;
  const Icon = value ? Check : Minus;
  return (
    <>
      <Icon className={cn("mx-auto h-5 w-5", value ? "text-brand-600" : "text-sand-200")} aria-hidden="true" />
      <span className="sr-only">{value ? labels.yes : labels.no}</span>
    </>
  );
}

/**
 * The site's one comparison table (the launch kits side by side; us against the alternatives):
 * features down, columns across, each cell true, false or text. The highlighted column is tinted.
 * One table at every width, in its own region that scrolls sideways when it must; a column may
 * give a shorter name for phones.
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
  labels,
}: {
  /** The table's accessible name. */
  caption: string;
  columns: readonly ComparisonColumn[];
  rows: readonly ComparisonTableRow[];
  labels: ComparisonLabels;
}) {
  return (
    <div className={cn(cardVariants({ pad: "none" }), "relative overflow-x-auto")} tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[340px] table-fixed border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-sand-200 bg-sand-50">
            <th scope="col" className="w-[31%] px-3 py-4 text-sm font-semibold text-muted sm:w-[34%] sm:px-5">
              {labels.feature}
            </th>
            {columns.map((c) => (
              <th key={c.name} scope="col" className={cn("px-2 py-4 text-center text-sm font-bold text-brand-900 sm:px-4", c.highlight && "bg-accent-50")}>
                {c.short ? (
                  <>
                    <span className="sm:hidden">{c.short}</span>
                    <span className="hidden sm:inline">{c.name}</span>
                  </>
                ) : (
                  c.name
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature} className="border-b border-sand-100 last:border-0">
              <th scope="row" className="px-3 py-3.5 text-[13px] font-medium [overflow-wrap:anywhere] text-ink sm:px-5 sm:text-[15px]">
                {row.feature}
              </th>
              {columns.map((c, i) => (
                <td key={c.name} className={cn("px-1 py-3.5 text-center sm:px-4", c.highlight && "bg-accent-50/60")}>
                  <Cell value={row.values[i] ?? false} labels={labels} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
