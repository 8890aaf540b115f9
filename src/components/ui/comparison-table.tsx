import { Check, Minus } from "lucide-react";
import type { ComparisonLabels, ComparisonValue } from "~/content/page-parts";
import { cn } from "~/lib/cn";
import { Card, cardVariants } from "./card";

export type ComparisonColumn = { name: string; highlight?: boolean };
/** A row's values, one per column, in the columns' order. */
export type ComparisonTableRow = { feature: string; values: readonly ComparisonValue[] };

/**
 * The site's one comparison table: features down, columns across, each cell true, false or text.
 * - `look="plans"` (the launch kits): one table at every width, the highlighted column tinted,
 *   a column's first word only on phones; it scrolls sideways in its own region when it must.
 * - `look="versus"` (us against the alternatives): the first column is ours and stands out; on
 *   phones each feature becomes a small card listing the columns.
 */
export function ComparisonTable({
  look,
  columns,
  rows,
  labels,
  caption,
  labelledBy,
}: {
  look: "plans" | "versus";
  columns: readonly ComparisonColumn[];
  rows: readonly ComparisonTableRow[];
  labels: ComparisonLabels;
  /** The table's accessible name, when no heading names it. */
  caption?: string;
  /** The id of the heading that names the table. */
  labelledBy?: string;
}) {
  return look === "plans" ? (
    <PlansTable columns={columns} rows={rows} labels={labels} caption={caption ?? ""} />
  ) : (
    <VersusTable columns={columns} rows={rows} labels={labels} labelledBy={labelledBy} />
  );
}

function Cell({ value, labels, look }: { value: ComparisonValue; labels: ComparisonLabels; look: "plans" | "versus" }) {
  const plans = look === "plans";
  if (typeof value === "string")
    return plans ? (
      <span className="text-[11px] font-semibold [overflow-wrap:anywhere] text-brand-800 sm:text-sm">{value}</span>
    ) : (
      <span className="text-sm text-muted">{value}</span>
    );
  const Icon = value ? Check : Minus;
  const icon = plans
    ? cn("mx-auto h-5 w-5", value ? "text-brand-600" : "text-sand-200")
    : "h-5 w-5";
  const mark = (
    <>
      <Icon className={icon} aria-hidden="true" />
      <span className="sr-only">{value ? labels.yes : labels.no}</span>
    </>
  );
  if (plans) return mark;
  return <span className={value ? "inline-flex items-center gap-1.5 font-medium text-brand-700" : "inline-flex items-center text-muted"}>{mark}</span>;
}

type Props = { columns: readonly ComparisonColumn[]; rows: readonly ComparisonTableRow[]; labels: ComparisonLabels };

function PlansTable({ columns, rows, labels, caption }: Props & { caption: string }) {
  return (
    <div className={cn(cardVariants({ pad: "none" }), "overflow-x-auto")} tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[340px] table-fixed border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-sand-200 bg-sand-50">
            <th scope="col" className="w-[31%] px-3 py-4 text-sm font-semibold text-muted sm:w-[34%] sm:px-5">
              {labels.feature}
            </th>
            {columns.map((c) => (
              <th key={c.name} scope="col" className={cn("px-2 py-4 text-center text-sm font-bold text-brand-900 sm:px-4", c.highlight && "bg-accent-50")}>
                {/* Narrow screens show the column's first word; the full name from sm up. */}
                <span className="sm:hidden">{c.name.split(" ")[0]}</span>
                <span className="hidden sm:inline">{c.name}</span>
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
                  <Cell value={row.values[i] ?? false} labels={labels} look="plans" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VersusTable({ columns, rows, labels, labelledBy }: Props & { labelledBy?: string }) {
  return (
    <>
      <ul className="grid gap-4 md:hidden">
        {rows.map((row) => (
          <li key={row.feature} className={cardVariants({ shape: "tile", tone: "quiet", pad: "tile" })}>
            <h3 className="font-semibold text-brand-900">{row.feature}</h3>
            <dl className="mt-3 grid gap-2">
              {row.values.map((v, i) => (
                <div key={i} className={i === 0 ? "flex items-center justify-between gap-4 rounded-xl bg-brand-50 px-3 py-2" : "flex items-center justify-between gap-4 px-3 py-1"}>
                  <dt className={i === 0 ? "text-sm font-semibold text-brand-900" : "text-sm text-muted"}>{columns[i]?.name}</dt>
                  <dd>
                    <Cell value={v} labels={labels} look="versus" />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <Card pad="none" className="hidden overflow-x-auto md:block">
        <table className="w-full border-collapse bg-white text-left" aria-labelledby={labelledBy}>
          <thead>
            <tr className="bg-sand-50">
              <th scope="col" className="p-4 text-sm font-semibold text-muted">
                <span className="sr-only">{labels.feature}</span>
              </th>
              {columns.map((c, i) => (
                <th key={c.name} scope="col" className={i === 0 ? "bg-brand-800 p-4 text-sm font-semibold text-white" : "p-4 text-sm font-semibold text-ink"}>
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature} className="border-t border-sand-200">
                <th scope="row" className="p-4 font-medium text-ink">
                  {row.feature}
                </th>
                {row.values.map((v, i) => (
                  <td key={i} className={i === 0 ? "bg-brand-50 p-4" : "p-4"}>
                    <Cell value={v} labels={labels} look="versus" />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
