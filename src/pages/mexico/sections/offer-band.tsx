import { CalendarDays, Check, Star } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { ExternalButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import type { MexicoWords } from "~/content/mexico/en";
import { OFFER_SETUP_DISCOUNT_PERCENT } from "~/content/mexico/prices";
import { config } from "~/lib/config";
import { MEXICO_SECTION_IDS } from "./parts";
import { cardVariants } from "~/components/ui/card";

export function MexicoOfferBand({ copy }: { copy: MexicoWords }) {
  const o = copy.offer;
  return (
    <Section tone="brand" id={MEXICO_SECTION_IDS.offer} className="relative overflow-hidden">
      <div className="grid items-center gap-10 @5xl:grid-cols-[1.1fr_0.9fr]">
        <div>
          <Badge tone="solid">
            <Star className="h-3.5 w-3.5" aria-hidden="true" />
            {o.badge}
          </Badge>
          <h2 className="mt-5 text-3xl font-bold text-white sm:text-5xl">{o.title}</h2>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{o.body}</p>
          <ExternalButtonLink href={config.links.calendar} variant="light" size="lg" className="mt-8">
            <CalendarDays className="h-5 w-5" aria-hidden="true" />
            {o.cta}
            <span className="sr-only"> {copy.newTab}</span>
          </ExternalButtonLink>
        </div>
        <div className={cardVariants({ tone: "glass", pad: "lg" })}>
          <p aria-hidden="true" className="text-6xl font-extrabold tracking-tight text-accent-100 sm:text-7xl">
            {OFFER_SETUP_DISCOUNT_PERCENT}%
          </p>
          <ul className="mt-6 grid gap-3.5">
            {o.terms.map((t) => (
              <li key={t} className="flex items-start gap-3 text-white">
                <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white/15">
                  <Check className="h-4 w-4" aria-hidden="true" />
                </span>
                <span>{t}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 border-t border-white/20 pt-4 text-sm leading-relaxed text-brand-100">{o.fineprint}</p>
        </div>
      </div>
    </Section>
  );
}
