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
import { CtaBand } from "~/components/editorial/cta-band";
import { IconBadge } from "~/components/editorial/icon-badge";
import { QuoteCard } from "~/components/marketing/quote-card";
import { Card, cardVariants } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { NewTabLink } from "~/components/ui/links";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { HireUsWords, ServiceIcon } from "~/content/hire-us/en";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";

const icons: Record<ServiceIcon, LucideIcon> = {
  trending: TrendingUp,
  route: RouteIcon,
  headset: Headset,
  settings: Settings,
  users: Users,
  message: MessageSquareText,
};

function Actions({ hero, toasts, tone }: { hero: HireUsWords["hero"]; toasts: HireUsWords["toasts"]; tone: "hero" | "band" }) {
  return (
    <>
      <NewTabLink href={config.links.supportForm} toast={toasts.audit} size="lg">
        <ClipboardCheck className="h-5 w-5" aria-hidden="true" />
        {hero.primaryLabel}
      </NewTabLink>
      <NewTabLink href={config.links.calendar} toast={toasts.calendar} size="lg" variant={tone === "hero" ? "outline" : "light"}>
        <CalendarCheck className="h-5 w-5" aria-hidden="true" />
        {hero.secondaryLabel}
      </NewTabLink>
    </>
  );
}

/** /hire-us (spec part 2 §2 "Hire Us page"): consulting services for hospitality and small businesses. */
export function HireUsPage({ words }: { words: HireUsWords }) {
  const { hero, labels, impact, cta } = words;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        aside={
          <ul className="grid gap-4" aria-label={labels.advantage}>
            {words.advantagePoints.map((a) => (
              <li key={a.title} className={cn(cardVariants({ tone: "quiet", pad: "tile" }), "flex gap-4")}>
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
        actions={<Actions hero={hero} toasts={words.toasts} tone="hero" />}
      />

      <Section id="services" aria-labelledby="services-title">
        <SectionHeading id="services-title" eyebrow={labels.services.eyebrow} title={labels.services.title} intro={labels.services.intro} />
        <ul className="grid gap-6 sm:grid-cols-2 @5xl:grid-cols-3">
          {words.serviceCards.map((s) => (
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
        <SectionHeading id="hire-testimonials-title" title={labels.testimonialsTitle} />
        <div className="grid gap-6 @3xl:grid-cols-2">
          {words.testimonials.map((t) => (
            <QuoteCard key={t.author} item={t} size="lg" />
          ))}
        </div>
      </Section>

      <Section id="impact" aria-labelledby="impact-title">
        <div className="grid items-center gap-10 @5xl:grid-cols-2">
          <SectionHeading id="impact-title" eyebrow={labels.impactEyebrow} title={impact.title} intro={labels.impactNote} align="start" />
          <Card tone="mint">
            <CheckList items={impact.points} className="text-lg" />
          </Card>
        </div>
      </Section>

      <CtaBand id="hire-us-cta" title={cta.title} text={cta.text}>
        <Actions hero={hero} toasts={words.toasts} tone="band" />
      </CtaBand>
    </>
  );
}
