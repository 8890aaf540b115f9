import { ArrowRight, CalendarCheck, ClipboardCheck } from "lucide-react";
import { Link } from "~/components/ui/link";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { ContentIcon } from "~/components/marketing/icons";
import { PromoBanner } from "~/components/marketing/promo-banner";
import { Stars } from "~/components/marketing/quote-card";
import { SolutionCard } from "~/components/marketing/solution-card";
import { StatGrid } from "~/components/marketing/stat-grid";
import { ButtonLink } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import { Illustration } from "~/components/ui/illustration";
import { NewTabLink, ToastButtonLink, textLinkClass } from "~/components/ui/links";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { HomeWords } from "~/content/home/en";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";

/** The home page (spec part 1 §2 "Home"), rendered from its words. */
export function HomePage({ words }: { words: HomeWords }) {
  const { catalysts, whyPartner, solutions } = words;
  return (
    <>
      <PromoBanner words={words.promo} />
      <Hero words={words} />
      <Section tone="sand">
        <SectionHeading eyebrow={catalysts.eyebrow} title={catalysts.title} intro={catalysts.intro} />
        <FeatureGrid items={catalysts.items} columns={4} />
      </Section>
      <Section>
        <SectionHeading eyebrow={whyPartner.eyebrow} title={whyPartner.title} intro={whyPartner.intro} />
        <FeatureGrid items={whyPartner.items} tone="accent" />
      </Section>
      <Section tone="sand" id={solutions.id}>
        <SectionHeading eyebrow={solutions.eyebrow} title={solutions.title} intro={solutions.intro} />
        <div className="grid gap-6 @5xl:grid-cols-3">
          {words.solutionCards.map((card) => (
            <SolutionCard key={card.id} card={card} labels={solutions.cardLabels} />
          ))}
        </div>
      </Section>
      <CaseStudyTeaser teaser={words.caseStudyTeaser} />
      <ClosingCta cta={words.closingCta} toasts={words.toasts} />
    </>
  );
}

/**
 * The home page's own opening band: bigger than the other pages' heroes (PageHero), with the
 * trust badges under it.
 */
function Hero({ words }: { words: HomeWords }) {
  const { hero } = words;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 via-sand-50 to-white">
      {/* The two glows are one layer's background, pinned to the section's top left: a glow
          placed from the section's bottom moved while a slow connection delivered the hero,
          which Chromium counts as a layout shift. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_20rem_at_calc(100%_-_6rem)_6rem,var(--color-brand-100),transparent),radial-gradient(circle_16rem_at_2rem_calc(100%_-_2rem),var(--color-accent-100),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 pb-14 pt-12 sm:px-8 sm:pb-20 sm:pt-16 @5xl:grid-cols-[1.2fr_0.8fr]">
        <div>
          <Eyebrow className="mb-4">{hero.eyebrow}</Eyebrow>
          <h1 className="text-4xl font-bold leading-[1.1] text-brand-900 sm:text-5xl lg:text-6xl">{hero.title}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">{hero.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <NewTabLink href={config.links.calendar} toast={words.toasts.calendar} size="lg" className="sm:whitespace-nowrap">
              <CalendarCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
              {hero.primary}
            </NewTabLink>
            <NewTabLink
              href={config.links.supportForm}
              toast={words.toasts.audit}
              variant="outline"
              size="lg"
              className="sm:whitespace-nowrap"
            >
              <ClipboardCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
              {hero.secondary}
            </NewTabLink>
          </div>
          <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            <Link to={hero.tipsLink.to} className={textLinkClass}>
              {hero.tipsLink.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <Link to={hero.caseStudyLink.to} className={textLinkClass}>
              {hero.caseStudyLink.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
        <div className="mx-auto w-full max-w-[18rem] sm:max-w-md lg:max-w-none">
          <Illustration {...hero.image} eager />
        </div>
      </div>
      <div className="relative border-t border-sand-200 bg-white/70">
        <ul
          aria-label={words.trustBadgesLabel}
          className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-3 px-5 py-5 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-6 sm:px-8"
        >
          {words.trustBadges.map((b) => (
            <li
              key={b.label}
              className="flex items-center gap-2 text-sm font-semibold text-brand-900 last:col-span-2 sm:last:col-span-1"
            >
              <ContentIcon name={b.icon} className="h-5 w-5 shrink-0 text-brand-600" />
              {b.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CaseStudyTeaser({ teaser: t }: { teaser: HomeWords["caseStudyTeaser"] }) {
  return (
    <Section tone="brand" aria-labelledby="case-study-teaser">
      <div className="grid items-center gap-10 @5xl:grid-cols-2">
        <div className={cn(cardVariants({ tone: "flat", pad: "none" }), "overflow-hidden bg-brand-800")}>
          <Illustration {...t.image} />
        </div>
        <div>
          <SectionHeading id="case-study-teaser" eyebrow={t.eyebrow} title={t.title} intro={t.text} tone="dark" align="start" />
          <StatGrid stats={t.stats} tone="dark" columns={3} className="mt-8" />
          <figure className="mt-8 border-l-4 border-accent-500 pl-5">
            {t.quote.stars && <Stars count={t.quote.stars} label={t.starsLabel} />}
            <blockquote className="mt-2 text-white">
              <p>“{t.quote.quote}”</p>
            </blockquote>
            <figcaption className="mt-2 text-sm text-brand-100">{t.quote.author}</figcaption>
          </figure>
          <ButtonLink to={t.link.to} variant="light" className="mt-8">
            {t.link.label}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

function ClosingCta({ cta, toasts }: { cta: HomeWords["closingCta"]; toasts: HomeWords["toasts"] }) {
  return (
    <Section tone="white">
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-accent-50 via-sand-50 to-brand-50 px-6 py-12 text-center sm:px-12 sm:py-16">
        <h2 className="mx-auto max-w-2xl text-3xl font-bold text-brand-900 sm:text-4xl">{cta.title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">{cta.text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <NewTabLink href={config.links.calendar} toast={toasts.calendar} size="lg">
            {cta.consultation}
          </NewTabLink>
          <ToastButtonLink to={cta.services.to} toast={toasts.services} variant="secondary" size="lg">
            {cta.services.label}
          </ToastButtonLink>
        </div>
        <Link to={cta.tips.to} className={`${textLinkClass} mt-6 inline-block`}>
          {cta.tips.label}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </Section>
  );
}
