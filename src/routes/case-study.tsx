import { AlertTriangle, ArrowRight, CalendarCheck, ExternalLink, Lightbulb, TrendingUp } from "lucide-react";
import { BandHeading } from "~/components/editorial/band-heading";
import { CheckList, PageHero, QuoteCard, StatGrid } from "~/components/marketing/blocks";
import { CtaBand } from "~/components/editorial/cta-band";
import { NewTabLink } from "~/components/ui/links";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import {
  affiliateDisclosure,
  affiliateLinks,
  CASE_STUDY_PATH,
  caseStudy,
  caseStudyCta,
  caseStudyLabels,
  challenge,
  guestQuotes,
  keyResults,
  launchPromises,
  solution,
} from "~/content/case-study";
import { config } from "~/lib/config";
import { jsonLd, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Case Study: Studio La Bohème",
    description:
      "How a new Mexico City studio booked $9k+ in 7 days, earned Guest Favorite in 14 days and reached Superhost in 21 days with a full launch and 24/7 bilingual guest care.",
    path: CASE_STUDY_PATH,
    ogType: "article",
    extra: [
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Article",
        headline: caseStudy.title,
        description: caseStudy.intro,
        author: { "@type": "Organization", name: config.brand },
        image: `${config.siteOrigin}${caseStudy.hero.src}`,
        mainEntityOfPage: `${config.siteOrigin}${CASE_STUDY_PATH}`,
      }),
    ],
  });

export default function CaseStudy() {
  return (
    <>
      <PageHero
        eyebrow={caseStudy.eyebrow}
        title={caseStudy.title}
        intro={caseStudy.intro}
        image={caseStudy.hero}
        tone="brand"
        actions={
          <ButtonLink to="#key-results" variant="secondary" size="lg">
            <TrendingUp className="h-5 w-5" aria-hidden="true" />
            {caseStudyLabels.seeResults}
          </ButtonLink>
        }
      />

      <section aria-label={caseStudyLabels.projectFacts} className="border-y border-sand-200 bg-white">
        <dl className="mx-auto grid max-w-6xl gap-6 px-5 py-8 sm:grid-cols-2 sm:px-8 lg:grid-cols-4">
          {caseStudy.facts.map((f) => (
            <div key={f.label}>
              <dt className="text-xs font-semibold uppercase tracking-wider text-accent-700">{f.label}</dt>
              <dd className="mt-1 font-medium text-ink">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="challenge" aria-labelledby="challenge-title">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <p className="mb-2 inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-accent-700">
              <AlertTriangle className="h-4 w-4" aria-hidden="true" />
              {caseStudyLabels.before}
            </p>
            <h2 id="challenge-title" className="text-3xl font-bold text-brand-900 sm:text-4xl">
              {challenge.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">{challenge.intro}</p>
          </div>
          <Card>
            <ul className="grid gap-4">
              {challenge.points.map((p) => (
                <li key={p} className="flex gap-3 leading-relaxed text-ink">
                  <span className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent-500" aria-hidden="true" />
                  {p}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <Section id="solution" tone="sand" aria-labelledby="solution-title">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <p className="mb-2 inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-accent-700">
            <Lightbulb className="h-4 w-4" aria-hidden="true" />
            {caseStudyLabels.whatWeDid}
          </p>
          <h2 id="solution-title" className="text-3xl font-bold text-brand-900 sm:text-4xl">
            {solution.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{solution.intro}</p>
        </div>
        <ol className="grid gap-6 md:grid-cols-2">
          {solution.steps.map((s, i) => (
            <li key={s.title}>
              <Card className="h-full">
                <span className="text-sm font-bold text-accent-700">{caseStudyLabels.step(i + 1)}</span>
                <h3 className="mt-1 text-xl font-semibold text-brand-900">{s.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{s.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="key-results" tone="brand" aria-labelledby="key-results-title">
        <BandHeading id="key-results-title" title={keyResults.title} intro={keyResults.intro} tone="dark" />
        <StatGrid stats={keyResults.stats} layout="cards" tone="dark" />
        <p className="mx-auto mt-10 max-w-2xl text-center leading-relaxed text-brand-100">{keyResults.note}</p>
      </Section>

      <Section id="guest-quotes" aria-labelledby="guest-quotes-title">
        <BandHeading id="guest-quotes-title" title={guestQuotes.title} />
        <div className="grid gap-6 lg:grid-cols-3">
          {guestQuotes.quotes.map((q) => (
            <QuoteCard key={q.author} item={q} size="lg" />
          ))}
        </div>
      </Section>

      <LaunchPromises />

      {affiliateLinks.length > 0 && (
        <Section id="start-hosting" tone="sand" aria-labelledby="start-hosting-title">
          <BandHeading
            id="start-hosting-title"
            title={caseStudyLabels.startHosting.title}
            intro={caseStudyLabels.startHosting.intro}
          />
          <ul className="grid gap-6 md:grid-cols-3">
            {affiliateLinks.map((l) => (
              <li key={l.id}>
                <Card className="flex h-full flex-col">
                  <h3 className="text-lg font-semibold text-brand-900">{l.label}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-muted">{l.text}</p>
                  <NewTabLink
                    href={l.href}
                    toast={l.toast}
                    variant="outline"
                    className="mt-6"
                    data-affiliate={l.id}
                  >
                    {l.cta}
                    <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  </NewTabLink>
                </Card>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center text-sm text-muted">{affiliateDisclosure}</p>
        </Section>
      )}

      <CtaBand id="case-study-cta" title={caseStudyCta.title} text={caseStudyCta.text}>
        <NewTabLink
          href={config.links.calendar}
          toast={caseStudyCta.primary.toast}
          size="lg"
        >
          <CalendarCheck className="h-5 w-5" aria-hidden="true" />
          {caseStudyCta.primary.label}
        </NewTabLink>
        <ButtonLink to={caseStudyCta.secondary.to} variant="light" size="lg">
          {caseStudyCta.secondary.label}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** The launch promises the case study rests on, as the spec states them. */
function LaunchPromises() {
  return (
    <Section aria-labelledby="launch-promises-title" className="border-t border-sand-200">
      <div className="mx-auto max-w-3xl">
        <h2 id="launch-promises-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {launchPromises.title}
        </h2>
        <CheckList className="mt-6" items={launchPromises.items} />
      </div>
    </Section>
  );
}
