import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { MexicoWords } from "~/content/mexico/en";
import { Island } from "~/components/ui/island";
import { FaqAccordion } from "../faq-accordion";
import { MEXICO_SECTION_IDS } from "./parts";

export function MexicoFaq({ copy }: { copy: MexicoWords }) {
  // An island: its ids are its own, the same whether it hydrates alone or with the whole page.
  const faq = { items: copy.faq.items, idBase: "mexico-faq" };
  return (
    <Section id={MEXICO_SECTION_IDS.faq}>
      <SectionHeading eyebrow={copy.faq.eyebrow} title={copy.faq.title} />
      <div className="mx-auto max-w-3xl">
        <Island name="mexicoFaq" props={faq} hydrate="near">
          <FaqAccordion {...faq} />
        </Island>
      </div>
    </Section>
  );
}
