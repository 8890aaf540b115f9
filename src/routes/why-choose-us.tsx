import {
  ArrowRight,
  CalendarCheck,
  ChartLine,
  Check,
  ClipboardList,
  Clock,
  Handshake,
  House,
  Languages,
  Minus,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { PageHero, QuoteCard, StatGrid } from "~/components/marketing/blocks";
import { BandHeading } from "~/components/editorial/band-heading";
import { CtaBand } from "~/components/editorial/cta-band";
import { IconBadge } from "~/components/editorial/icon-badge";
import { NewTabLink, ToastButtonLink } from "~/components/ui/links";
import { actionToasts } from "~/content/offer-facts";
import { ButtonLink } from "~/components/ui/button";
import { Card, cardVariants } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import {
  comparison,
  howWeWork,
  proofStats,
  reasons,
  whyChooseUsCta,
  whyChooseUsHero,
  whyChooseUsLabels,
  whyChooseUsTestimonials,
  type ComparisonValue,
  type ReasonIcon,
} from "~/content/why-choose-us";
import { config } from "~/lib/config";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/cn";

export const meta = () =>
  pageMeta({
    title: "Why Choose Us",
    description: `Why short-term-rental hosts in the US and Mexico trust ${config.brand}: 24/7 bilingual guest communication, written procedures for every property and no booking commission split.`,
    path: "/why-choose-us",
  });

const icons: Record<ReasonIcon, LucideIcon> = {
  clock: Clock,
  languages: Languages,
  home: House,
  clipboard: ClipboardList,
  handshake: Handshake,
  chart: ChartLine,
};


function Cell({ value }: { value: ComparisonValue }) {
  if (value === true)
    return (
      <span className="inline-flex items-center gap-1.5 font-medium text-brand-700">
        <Check className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only">{whyChooseUsLabels.yes}</span>
      </span>
    );
  if (value === false)
    return (
      <span className="inline-flex items-center text-muted">
        <Minus className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only">{whyChooseUsLabels.no}</span>
      </span>
    );
  return <span className="text-sm text-muted">{value}</span>;
}

export default function WhyChooseUs() {
  return (
    <>
      <PageHero
        eyebrow={whyChooseUsHero.eyebrow}
        title={whyChooseUsHero.title}
        intro={whyChooseUsHero.intro}
        aside={
          <Card tone="dark" pad="xl">
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">{proofStats.caption}</p>
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
            <NewTabLink href={config.links.calendar} toast={actionToasts.calendar} size="lg">
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
              {whyChooseUsCta.calendarLabel}
            </NewTabLink>
            <ButtonLink to="/all-services" variant="outline" size="lg">
              {whyChooseUsLabels.servicesLink}
            </ButtonLink>
          </>
        }
      />

      <Section id="reasons" aria-labelledby="reasons-title">
        <BandHeading
          id="reasons-title"
          title={whyChooseUsLabels.reasons.title}
          intro={whyChooseUsLabels.reasons.intro}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((r) => (
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
        <BandHeading id="how-we-work-title" title={howWeWork.title} />
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
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
        <BandHeading id="comparison-title" title={comparison.title} intro={comparison.intro} />
        <ul className="grid gap-4 md:hidden">
          {comparison.rows.map((row) => (
            <li key={row.feature} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-brand-900">{row.feature}</h3>
              <dl className="mt-3 grid gap-2">
                {row.values.map((v, i) => (
                  <div key={i} className={i === 0 ? "flex items-center justify-between gap-4 rounded-xl bg-brand-50 px-3 py-2" : "flex items-center justify-between gap-4 px-3 py-1"}>
                    <dt className={i === 0 ? "text-sm font-semibold text-brand-900" : "text-sm text-muted"}>{comparison.columns[i]}</dt>
                    <dd>
                      <Cell value={v} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <Card pad="none" className="hidden overflow-x-auto md:block">
          <table className="w-full border-collapse bg-white text-left" aria-labelledby="comparison-title">
            <thead>
              <tr className="bg-sand-50">
                <th scope="col" className="p-4 text-sm font-semibold text-muted">
                  <span className="sr-only">{whyChooseUsLabels.comparisonFeature}</span>
                </th>
                {comparison.columns.map((c, i) => (
                  <th key={c} scope="col" className={i === 0 ? "bg-brand-800 p-4 text-sm font-semibold text-white" : "p-4 text-sm font-semibold text-ink"}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map((row) => (
                <tr key={row.feature} className="border-t border-sand-200">
                  <th scope="row" className="p-4 font-medium text-ink">
                    {row.feature}
                  </th>
                  {row.values.map((v, i) => (
                    <td key={i} className={i === 0 ? "bg-brand-50 p-4" : "p-4"}>
                      <Cell value={v} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      </Section>

      <Section id="testimonials" tone="sand" aria-labelledby="testimonials-title">
        <BandHeading id="testimonials-title" title={whyChooseUsLabels.testimonialsTitle} />
        <div className="grid gap-6 md:grid-cols-2">
          {whyChooseUsTestimonials.map((t) => (
            <QuoteCard key={t.author} item={t} size="lg" />
          ))}
        </div>
      </Section>

      <CtaBand id="why-choose-us-cta" title={whyChooseUsCta.title} text={whyChooseUsCta.text}>
        <NewTabLink href={config.links.calendar} toast={actionToasts.calendar} size="lg">
          <CalendarCheck className="h-5 w-5" aria-hidden="true" />
          {whyChooseUsCta.calendarLabel}
        </NewTabLink>
        <ToastButtonLink to="/all-services" variant="light" size="lg" toast={actionToasts.services}>
          {whyChooseUsCta.servicesLabel}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </ToastButtonLink>
      </CtaBand>
    </>
  );
}
