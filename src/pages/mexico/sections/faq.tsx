import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { MexicoWords } from "~/content/mexico/en";
import { FaqAccordion } from "../faq-accordion";
import { MEXICO_SECTION_IDS } from "./parts";

export function MexicoFaq({ copy }: { copy: MexicoWords }) {
  return (
    <Section id={MEXICO_SECTION_IDS.faq}>
      <SectionHeading eyebrow={copy.faq.eyebrow} title={copy.faq.title} />
      <div className="mx-auto max-w-3xl">
        <FaqAccordion items={copy.faq.items} />
      </div>
    </Section>
  );
}
