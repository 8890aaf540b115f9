import { Star } from "lucide-react";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { MexicoWords } from "~/content/mexico/en";
import { config } from "~/lib/config";
import { MEXICO_SECTION_IDS, NewTab } from "./parts";

const CASE_STUDY_PATH = "/case-study/studio-la-boheme";

export function MexicoStories({ copy }: { copy: MexicoWords }) {
  const s = copy.stories;
  return (
    <Section tone="sand" id={MEXICO_SECTION_IDS.stories}>
      <SectionHeading eyebrow={s.eyebrow} title={s.title} intro={s.intro} />
      <dl className="grid gap-5 sm:grid-cols-3">
        {s.stats.map((stat) => (
          <Card key={stat.label} className="flex flex-col-reverse text-center">
            <dt className="mt-2 text-muted">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
          </Card>
        ))}
      </dl>
      <Card pad="none" className="mt-8 grid items-center overflow-hidden @3xl:grid-cols-[0.9fr_1.1fr] md:gap-8">
        <img
          src="/images/mexico/studio.svg"
          alt={s.imageAlt}
          width={520}
          height={380}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
        <div className="px-6 py-8 md:pl-0 md:pr-10">
          <div className="flex gap-0.5 text-accent-600" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Star key={i} className="h-5 w-5 fill-current" />
            ))}
          </div>
          <h3 className="mt-3 text-2xl font-bold text-brand-900">{s.storyTitle}</h3>
          <p className="mt-3 leading-relaxed text-muted">{s.storyBody}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {config.links.listing && (
              <ExternalButtonLink href={config.links.listing} variant="secondary">
                {s.listingCta}
                <NewTab copy={copy} />
              </ExternalButtonLink>
            )}
            <ButtonLink to={CASE_STUDY_PATH} variant="outline">
              {s.caseStudyCta}
            </ButtonLink>
          </div>
        </div>
      </Card>
    </Section>
  );
}
