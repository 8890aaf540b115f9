import { BookOpen, CalendarDays, Globe } from "lucide-react";
import { ExternalButtonLink } from "~/components/ui/button";
import { ToastButtonLink } from "~/components/ui/links";
import { Section } from "~/components/ui/section";
import type { MexicoWords } from "~/content/mexico/en";
import { config } from "~/lib/config";
import { MEXICO_SECTION_IDS } from "./parts";

export function MexicoFinalCta({ copy }: { copy: MexicoWords }) {
  const f = copy.final;
  return (
    <Section tone="sand" id={MEXICO_SECTION_IDS.final}>
      {/* eslint-disable-next-line no-restricted-syntax -- a gradient call-to-action panel, not a card; drawn as it was in features/mexico/ (moved to pages/, issue 45) */}
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-14 text-center shadow-[var(--shadow-card)] sm:px-12">
        <div className="mx-auto max-w-3xl">
          <Globe className="mx-auto h-10 w-10 text-accent-100" aria-hidden="true" />
          <h2 className="mt-4 text-3xl font-bold text-white sm:text-4xl">{f.title}</h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{f.body}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <ExternalButtonLink href={config.links.calendar} size="lg" className="max-sm:px-5 max-sm:text-base">
              <CalendarDays className="h-5 w-5" aria-hidden="true" />
              {f.bookCall}
              <span className="sr-only"> {copy.newTab}</span>
            </ExternalButtonLink>
            <ToastButtonLink
              to="/subscribe"
              toast={{ ...copy.toasts.guide, variant: "info" }}
              variant="light"
              size="lg"
              className="max-sm:px-5 max-sm:text-base"
            >
              <BookOpen className="h-5 w-5" aria-hidden="true" />
              {f.guide}
            </ToastButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
