import { Check, Minus } from "lucide-react";
import type { KitId } from "~/content/kits";
import { comparisonCopy, type ComparisonRow, type ComparisonValue } from "~/content/launch-pack";
import { cn } from "~/lib/cn";
import { cardVariants } from "~/components/ui/card";

function Cell({ value }: { value: ComparisonValue }) {
  if (value === true)
    return (
      <>
        <Check className="mx-auto h-5 w-5 text-brand-600" aria-hidden="true" />
        <span className="sr-only">{comparisonCopy.included}</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus className="mx-auto h-5 w-5 text-sand-200" aria-hidden="true" />
        <span className="sr-only">{comparisonCopy.notIncluded}</span>
      </>
    );
  return <span className="text-[11px] font-semibold [overflow-wrap:anywhere] text-brand-800 sm:text-sm">{value}</span>;
}

/** The plan comparison table: a per-tier value that is true, false or text. */
export function ComparisonTable({
  caption,
  tiers,
  rows,
}: {
  caption: string;
  tiers: readonly { id: KitId; name: string; highlight: boolean }[];
  rows: readonly ComparisonRow[];
}) {
  return (
    <div
      className={cn(cardVariants({ pad: "none" }), "overflow-x-auto")}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[340px] table-fixed border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-sand-200 bg-sand-50">
            <th scope="col" className="w-[31%] px-3 py-4 text-sm font-semibold text-muted sm:w-[34%] sm:px-5">
              {comparisonCopy.featureHeader}
            </th>
            {tiers.map((t) => (
              <th
                key={t.id}
                scope="col"
                className={cn("px-2 py-4 text-center text-sm font-bold text-brand-900 sm:px-4", t.highlight && "bg-accent-50")}
              >
                {/* Narrow screens show the kit's first word; the full name from sm up. */}
                <span className="sm:hidden">{t.name.split(" ")[0]}</span>
                <span className="hidden sm:inline">{t.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature} className="border-b border-sand-100 last:border-0">
              <th
                scope="row"
                className="px-3 py-3.5 text-[13px] font-medium [overflow-wrap:anywhere] text-ink sm:px-5 sm:text-[15px]"
              >
                {row.feature}
              </th>
              {tiers.map((t) => (
                <td key={t.id} className={cn("px-1 py-3.5 text-center sm:px-4", t.highlight && "bg-accent-50/60")}>
                  <Cell value={row.values[t.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
