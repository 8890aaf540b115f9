import { BadgePercent, CalendarDays, Check, MapPin } from "lucide-react";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import type { MexicoWords } from "~/content/mexico/en";
import { config } from "~/lib/config";
import { Island } from "~/components/ui/island";
import { LanguageToggle } from "../language-toggle";
import { Eyebrow } from "~/components/ui/eyebrow";
import { MEXICO_SECTION_IDS } from "./parts";

/** The Mexico page's hero: the ES/EN toggle, the promise, the call and the way to the offer. */
export function MexicoHero({ copy }: { copy: MexicoWords }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 via-sand-50 to-white">
      <div className="mx-auto max-w-6xl px-5 pb-14 pt-6 sm:px-8 sm:pb-20 sm:pt-8">
        <div className="flex justify-end">
          <Island name="mexicoToggle" props={{ words: copy.toggle }}>
            <LanguageToggle words={copy.toggle} />
          </Island>
        </div>
        <div className="mt-6 grid items-center gap-10 lg:mt-4 @5xl:grid-cols-[1.15fr_0.85fr]">
          <div>
            <Eyebrow className="mb-2 flex items-center gap-2">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {copy.hero.eyebrow}
            </Eyebrow>
            <h1 className="text-4xl font-bold leading-tight text-brand-900 sm:text-5xl">{copy.hero.title}</h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{copy.hero.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ExternalButtonLink href={config.links.calendar} size="lg" className="max-sm:px-5 max-sm:text-base">
                <CalendarDays className="h-5 w-5" aria-hidden="true" />
                {copy.hero.bookCall}
                <span className="sr-only"> {copy.newTab}</span>
              </ExternalButtonLink>
              <ButtonLink to={`#${MEXICO_SECTION_IDS.offer}`} variant="outline" size="lg" className="max-sm:px-5 max-sm:text-base">
                <BadgePercent className="h-5 w-5" aria-hidden="true" />
                {copy.hero.seeOffer}
              </ButtonLink>
            </div>
            <ul className="mt-8 grid gap-2.5 text-sm font-medium text-ink sm:text-base">
              {copy.hero.trust.map((t) => (
                <li key={t} className="flex items-start gap-2.5">
                  <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Check className="h-3.5 w-3.5" aria-hidden="true" />
                  </span>
                  {t}
                </li>
              ))}
            </ul>
          </div>
          <img
            src="/images/mexico/hero-casita.svg"
            alt={copy.hero.imageAlt}
            width={560}
            height={460}
            fetchPriority="high"
            decoding="async"
            className="mx-auto h-auto w-full max-w-md lg:max-w-none"
          />
        </div>
      </div>
    </section>
  );
}
