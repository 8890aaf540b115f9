import {
  CalendarCheck,
  ClipboardCheck,
  Headset,
  MessageSquareText,
  Route as RouteIcon,
  Settings,
  TrendingUp,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { BandHeading } from "~/components/editorial/band-heading";
import { CheckList, PageHero, QuoteCard } from "~/components/marketing/blocks";
import { CtaBand } from "~/components/editorial/cta-band";
import { IconBadge } from "~/components/editorial/icon-badge";
import { Panel } from "~/components/editorial/panel";
import { NewTabLink } from "~/components/ui/links";
import { actionToasts } from "~/content/offer-facts";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import {
  advantagePoints,
  hireUsCta,
  hireUsHero,
  hireUsLabels,
  hireUsTestimonials,
  impactPoints,
  serviceCards,
  type ServiceIcon,
} from "~/content/hire-us";
import { config } from "~/lib/config";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Hire Us",
    description: `Hire ${config.brand} for CX strategy, journey mapping, 24/7 bilingual support outsourcing, managed CX, team training and customer feedback insights.`,
    path: "/hire-us",
  });

const icons: Record<ServiceIcon, LucideIcon> = {
  trending: TrendingUp,
  route: RouteIcon,
  headset: Headset,
  settings: Settings,
  users: Users,
  message: MessageSquareText,
};


function Actions({ tone }: { tone: "hero" | "band" }) {
  return (
    <>
      <NewTabLink href={config.links.supportForm} toast={actionToasts.audit} size="lg">
        <ClipboardCheck className="h-5 w-5" aria-hidden="true" />
        {hireUsHero.primaryLabel}
      </NewTabLink>
      <NewTabLink href={config.links.calendar} toast={actionToasts.calendar} size="lg" variant={tone === "hero" ? "outline" : "light"}>
        <CalendarCheck className="h-5 w-5" aria-hidden="true" />
        {hireUsHero.secondaryLabel}
      </NewTabLink>
    </>
  );
}

export default function HireUs() {
  return (
    <>
      <PageHero
        eyebrow={hireUsHero.eyebrow}
        title={hireUsHero.title}
        intro={hireUsHero.intro}
        aside={
          <ul className="grid gap-4" aria-label={hireUsLabels.advantage}>
            {advantagePoints.map((a) => (
              <li key={a.title} className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
                <Zap className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-brand-900">{a.title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{a.text}</p>
                </div>
              </li>
            ))}
          </ul>
        }
        tone="brand"
        actions={<Actions tone="hero" />}
      />

      <Section id="services" aria-labelledby="services-title">
        <BandHeading
          id="services-title"
          eyebrow={hireUsLabels.services.eyebrow}
          title={hireUsLabels.services.title}
          intro={hireUsLabels.services.intro}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((s) => (
            <li key={s.title}>
              <Card className="h-full transition-shadow hover:shadow-lg">
                <IconBadge icon={icons[s.icon]} />
                <h3 className="mt-4 text-xl font-semibold text-brand-900">{s.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{s.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="testimonials" tone="sand" aria-labelledby="hire-testimonials-title">
        <BandHeading id="hire-testimonials-title" title={hireUsLabels.testimonialsTitle} />
        <div className="grid gap-6 md:grid-cols-2">
          {hireUsTestimonials.map((t) => (
            <QuoteCard key={t.author} item={t} size="lg" />
          ))}
        </div>
      </Section>

      <Section id="impact" aria-labelledby="impact-title">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-accent-700">{hireUsLabels.impactEyebrow}</p>
            <h2 id="impact-title" className="text-3xl font-bold text-brand-900 sm:text-4xl">
              {impactPoints.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">
              {hireUsLabels.impactNote}
            </p>
          </div>
          <Panel tone="mint">
            <CheckList items={impactPoints.points} className="text-lg" />
          </Panel>
        </div>
      </Section>

      <CtaBand id="hire-us-cta" title={hireUsCta.title} text={hireUsCta.text}>
        <Actions tone="band" />
      </CtaBand>
    </>
  );
}
