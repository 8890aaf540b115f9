import { LayoutDashboard, MapPin, MessagesSquare, ShieldCheck, type LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { MexicoWords } from "~/content/mexico/en";
import { MEXICO_SECTION_IDS } from "./parts";

const OPERATION_ICONS: LucideIcon[] = [MessagesSquare, ShieldCheck, MapPin, LayoutDashboard];

export function MexicoOperation({ copy }: { copy: MexicoWords }) {
  return (
    <Section tone="sand" id={MEXICO_SECTION_IDS.operation}>
      <SectionHeading eyebrow={copy.operation.eyebrow} title={copy.operation.title} intro={copy.operation.intro} />
      <div className="grid gap-5 sm:grid-cols-2">
        {copy.operation.points.map((p, i) => {
          const Icon = OPERATION_ICONS[i % OPERATION_ICONS.length]!;
          return (
            <Card key={p.title} className="flex gap-4">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-brand-900">{p.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{p.body}</p>
              </div>
            </Card>
          );
        })}
      </div>
    </Section>
  );
}
