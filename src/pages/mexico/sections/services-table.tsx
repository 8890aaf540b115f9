import { Check, X } from "lucide-react";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { MexicoWords, ServiceCell } from "~/content/mexico/en";
import { MEXICO_SECTION_IDS } from "./parts";
import { cardVariants } from "~/components/ui/card";

function Cell({ value, copy }: { value: ServiceCell; copy: MexicoWords }) {
  if (value === true) {
    return (
      <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Check className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{copy.services.included}</span>
      </span>
    );
  }
  if (value === false) {
    return (
      <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-sand-100 text-muted">
        <X className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{copy.services.notIncluded}</span>
      </span>
    );
  }
  return <span className="font-medium text-ink">{value}</span>;
}

export function MexicoServices({ copy }: { copy: MexicoWords }) {
  const s = copy.services;
  return (
    <Section id={MEXICO_SECTION_IDS.services}>
      <SectionHeading eyebrow={s.eyebrow} title={s.title} intro={s.intro} />
      <div className={`${cardVariants({ pad: "none" })} overflow-hidden`}>
        <table className="w-full table-fixed border-collapse text-left text-[13px] leading-snug sm:text-base">
          <caption className="sr-only">{s.caption}</caption>
          <colgroup>
            <col className="w-[36%] sm:w-1/2" />
            <col className="w-[32%] sm:w-1/4" />
            <col className="w-[32%] sm:w-1/4" />
          </colgroup>
          <thead className="bg-brand-900 text-white">
            <tr>
              <th scope="col" className="px-2 py-4 font-semibold sm:px-6">
                {s.columns.service}
              </th>
              <th scope="col" className="px-2 py-4 text-center font-semibold sm:px-6">
                {s.columns.kit}
              </th>
              <th scope="col" className="px-2 py-4 text-center font-semibold sm:px-6">
                {s.columns.cohost}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200 bg-white">
            {s.rows.map((row) => (
              <tr key={row.service}>
                <th scope="row" className="px-2 py-3.5 font-medium text-ink sm:px-6">
                  {row.service}
                </th>
                <td className="px-2 py-3.5 text-center sm:px-6">
                  <Cell value={row.kit} copy={copy} />
                </td>
                <td className="px-2 py-3.5 text-center sm:px-6">
                  <Cell value={row.cohost} copy={copy} />
                </td>
              </tr>
            ))}
            <tr className="bg-sand-50">
              <th scope="row" className="px-2 py-4 font-bold text-brand-900 sm:px-6">
                {s.priceRow.service}
              </th>
              <td className="px-2 py-4 text-center text-xs font-semibold text-brand-900 sm:px-6 sm:text-base">{s.priceRow.kit}</td>
              <td className="px-2 py-4 text-center text-xs font-semibold text-brand-900 sm:px-6 sm:text-base">{s.priceRow.cohost}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </Section>
  );
}
