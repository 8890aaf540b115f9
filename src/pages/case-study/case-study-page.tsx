import { AlertTriangle, ArrowRight, CalendarCheck, ExternalLink, Lightbulb, TrendingUp } from "lucide-react";
import { CtaBand } from "~/components/editorial/cta-band";
import { QuoteCard } from "~/components/marketing/quote-card";
import { StatGrid } from "~/components/marketing/stat-grid";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { NewTabLink } from "~/components/ui/links";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { CaseStudyWords } from "~/content/case-study/en";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { config } from "~/lib/config";

/** /case-study/studio-la-boheme (spec part 1 §2 "Case study"). */
export function CaseStudyPage({ words }: { words: CaseStudyWords }) {
  const { caseStudy, labels, challenge, solution, keyResults, guestQuotes, cta } = words;
  const affiliates = words.affiliates.filter((l) => l.href);
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
            {labels.seeResults}
          </ButtonLink>
        }
      />

      <section aria-label={labels.projectFacts} className="border-y border-sand-200 bg-white">
        <dl className="mx-auto grid max-w-6xl gap-6 px-5 py-8 sm:grid-cols-2 sm:px-8 @5xl:grid-cols-4">
          {caseStudy.facts.map((f) => (
            <div key={f.label}>
              <dt className="text-xs font-semibold uppercase tracking-wider text-accent-700">{f.label}</dt>
              <dd className="mt-1 font-medium text-ink">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="challenge" aria-labelledby="challenge-title">
        <div className="grid items-start gap-10 @5xl:grid-cols-[1fr_1.2fr]">
          <SectionHeading id="challenge-title" eyebrow={<EyebrowIcon icon={AlertTriangle}>{labels.before}</EyebrowIcon>} title={challenge.title} intro={challenge.intro} align="start" />
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
        <SectionHeading id="solution-title" eyebrow={<EyebrowIcon icon={Lightbulb}>{labels.whatWeDid}</EyebrowIcon>} title={solution.title} intro={solution.intro} />
        <ol className="grid gap-6 @3xl:grid-cols-2">
          {solution.steps.map((s, i) => (
            <li key={s.title}>
              <Card className="h-full">
                <span className="text-sm font-bold text-accent-700">{labels.step(i + 1)}</span>
                <h3 className="mt-1 text-xl font-semibold text-brand-900">{s.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{s.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="key-results" tone="brand" aria-labelledby="key-results-title">
        <SectionHeading id="key-results-title" title={keyResults.title} intro={keyResults.intro} tone="dark" />
        <StatGrid stats={keyResults.stats} layout="cards" tone="dark" />
        <p className="mx-auto mt-10 max-w-2xl text-center leading-relaxed text-brand-100">{keyResults.note}</p>
      </Section>

      <Section id="guest-quotes" aria-labelledby="guest-quotes-title">
        <SectionHeading id="guest-quotes-title" title={guestQuotes.title} />
        <div className="grid gap-6 @5xl:grid-cols-3">
          {guestQuotes.quotes.map((q) => (
            <QuoteCard key={q.author} item={q} size="lg" words={labels.quote} />
          ))}
        </div>
      </Section>

      {/* The launch promises the case study rests on, as the spec states them. */}
      <Section aria-labelledby="launch-promises-title" className="border-t border-sand-200">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="launch-promises-title" title={words.launchPromises.title} align="start" />
          <CheckList className="mt-6" items={words.launchPromises.items} />
        </div>
      </Section>

      {affiliates.length > 0 && (
        <Section id="start-hosting" tone="sand" aria-labelledby="start-hosting-title">
          <SectionHeading id="start-hosting-title" title={labels.startHosting.title} intro={labels.startHosting.intro} />
          <ul className="grid gap-6 @3xl:grid-cols-3">
            {affiliates.map((l) => (
              <li key={l.id}>
                <Card className="flex h-full flex-col">
                  <h3 className="text-lg font-semibold text-brand-900">{l.label}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-muted">{l.text}</p>
                  <NewTabLink href={l.href} toast={l.toast} variant="outline" className="mt-6" data-affiliate={l.id}>
                    {l.cta}
                    <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  </NewTabLink>
                </Card>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center text-sm text-muted">{words.affiliateDisclosure}</p>
        </Section>
      )}

      <CtaBand id="case-study-cta" title={cta.title} text={cta.text}>
        <NewTabLink href={config.links.calendar} toast={cta.primary.toast} size="lg">
          <CalendarCheck className="h-5 w-5" aria-hidden="true" />
          {cta.primary.label}
        </NewTabLink>
        <ButtonLink to={cta.secondary.to} variant="light" size="lg">
          {cta.secondary.label}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** An eyebrow's words led by a small icon. */
function EyebrowIcon({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
    </span>
  );
}
