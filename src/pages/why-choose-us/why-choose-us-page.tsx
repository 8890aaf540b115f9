import { ArrowRight, CalendarCheck, ChartLine, ClipboardList, Clock, Handshake, House, Languages, type LucideIcon } from "lucide-react";
import { Link } from "~/components/ui/link";
import { CtaBand } from "~/components/editorial/cta-band";
import { IconBadge } from "~/components/editorial/icon-badge";
import { QuoteCard } from "~/components/marketing/quote-card";
import { StatGrid } from "~/components/marketing/stat-grid";
import { ButtonLink } from "~/components/ui/button";
import { Card, cardVariants } from "~/components/ui/card";
import { ComparisonTable } from "~/components/ui/comparison-table";
import { Eyebrow } from "~/components/ui/eyebrow";
import { NewTabLink, ToastButtonLink } from "~/components/ui/links";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ReasonIcon, WhyChooseUsWords } from "~/content/why-choose-us/en";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";

const icons: Record<ReasonIcon, LucideIcon> = {
  clock: Clock,
  languages: Languages,
  home: House,
  clipboard: ClipboardList,
  handshake: Handshake,
  chart: ChartLine,
};

/** /why-choose-us: six reasons, how we work, us against the alternatives, hosts' words. */
export function WhyChooseUsPage({ words }: { words: WhyChooseUsWords }) {
  const { hero, labels, proofStats, howWeWork, comparison, cta, toasts } = words;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        aside={
          <Card tone="dark" pad="xl">
            <Eyebrow tone="dark">{proofStats.caption}</Eyebrow>
            <StatGrid stats={proofStats.stats} layout="compact" tone="dark" className="mt-5" />
            <Link
              to={proofStats.link.to}
              className="mt-6 inline-flex items-center gap-1.5 font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              {proofStats.link.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </Card>
        }
        tone="brand"
        actions={
          <>
            <NewTabLink href={config.links.calendar} toast={toasts.calendar} size="lg">
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
              {cta.calendarLabel}
            </NewTabLink>
            <ButtonLink to="/all-services" variant="outline" size="lg">
              {labels.servicesLink}
            </ButtonLink>
          </>
        }
      />

      <Section id="reasons" aria-labelledby="reasons-title">
        <SectionHeading id="reasons-title" title={labels.reasons.title} intro={labels.reasons.intro} />
        <ul className="grid gap-6 sm:grid-cols-2 @5xl:grid-cols-3">
          {words.reasons.map((r) => (
            <li key={r.title}>
              <Card className="h-full">
                <IconBadge icon={icons[r.icon]} />
                <h3 className="mt-4 text-xl font-semibold text-brand-900">{r.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{r.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-we-work" tone="sand" aria-labelledby="how-we-work-title">
        <SectionHeading id="how-we-work-title" title={howWeWork.title} />
        <ol className="grid gap-6 @3xl:grid-cols-2 @5xl:grid-cols-4">
          {howWeWork.steps.map((s, i) => (
            <li key={s.title} className={cn(cardVariants({ tone: "bare" }), "relative")}>
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-600 font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{s.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="comparison" aria-labelledby="comparison-title">
        <SectionHeading id="comparison-title" title={comparison.title} intro={comparison.intro} />
        <ComparisonTable
          caption={comparison.title}
          labels={comparison.labels}
          columns={comparison.columns.map((name, i) => ({ name, highlight: i === 0 }))}
          rows={comparison.rows}
        />
      </Section>

      <Section id="testimonials" tone="sand" aria-labelledby="testimonials-title">
        <SectionHeading id="testimonials-title" title={labels.testimonialsTitle} />
        <div className="grid gap-6 @3xl:grid-cols-2">
          {words.testimonials.map((t) => (
            <QuoteCard key={t.author} item={t} size="lg" />
          ))}
        </div>
      </Section>

      <CtaBand id="why-choose-us-cta" title={cta.title} text={cta.text}>
        <NewTabLink href={config.links.calendar} toast={toasts.calendar} size="lg">
          <CalendarCheck className="h-5 w-5" aria-hidden="true" />
          {cta.calendarLabel}
        </NewTabLink>
        <ToastButtonLink to="/all-services" variant="light" size="lg" toast={toasts.services}>
          {cta.servicesLabel}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </ToastButtonLink>
      </CtaBand>
    </>
  );
}
