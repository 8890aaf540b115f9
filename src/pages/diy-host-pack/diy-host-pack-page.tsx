import { ArrowRight, CalendarCheck, X } from "lucide-react";
import { Link } from "~/components/ui/link";
import { GuaranteeNote } from "~/components/marketing/guarantee-note";
import { QuoteCard } from "~/components/marketing/quote-card";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card, cardVariants } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { NewTabLink, textLinkClass } from "~/components/ui/links";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { DiyHostPackWords } from "~/content/diy-host-pack/en";
import { competitorPrice } from "~/content/page-parts";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";
import { useLang } from "~/lib/i18n";

/** /diy-host-pack (spec part 1 §2 "Do-it-yourself host pack"): three packs, launching soon, and what they replace. */
export function DiyHostPackPage({ words: page }: { words: DiyHostPackWords }) {
  const { hero } = page;
  const lang = useLang();
  return (
    <>
      <PageHero
        badge={
          <Badge tone="solid" className="mb-4">
            {hero.badge}
          </Badge>
        }
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        image={hero.image}
        actions={
          <ButtonLink to="/subscribe" size="lg">
            {hero.primary}
          </ButtonLink>
        }
      >
        <GuaranteeNote className="mt-6">{hero.note}</GuaranteeNote>
        <div className={cn(cardVariants({ tone: "veil", pad: "tile" }), "mt-8")}>
          <h2 className="text-base font-semibold text-brand-900">{page.included.title}</h2>
          <CheckList items={page.included.items} className="mt-3 sm:grid-cols-2" />
        </div>
      </PageHero>

      <Section id="packs">
        <SectionHeading eyebrow={page.packsHeading.eyebrow} title={page.packsHeading.title} intro={page.packsHeading.intro} />
        <div className="grid gap-6 @5xl:grid-cols-3">
          {page.packs.map((pack) => (
            <article
              key={pack.id}
              id={`pack-${pack.id}`}
              aria-labelledby={`pack-${pack.id}-title`}
              className={cn(cardVariants({ tone: pack.highlight ? "featured" : "white", pad: "none" }), "flex h-full flex-col p-6 sm:p-7")}
            >
              <div className="flex items-start justify-between gap-3">
                <img src={pack.image.src} alt={pack.image.alt} width={64} height={64} loading="lazy" decoding="async" className="h-16 w-16" />
                <div className="flex flex-col items-end gap-1.5">
                  <Badge tone="accent" className="whitespace-nowrap">
                    {page.launchingSoonLabel}
                  </Badge>
                  {pack.highlight && (
                    <Badge tone="brand" className="whitespace-nowrap">
                      {page.fullestLabel}
                    </Badge>
                  )}
                </div>
              </div>
              <h3 id={`pack-${pack.id}-title`} className="mt-5 text-2xl font-bold text-brand-900">
                {pack.title}
              </h3>
              <p className="mt-3 leading-relaxed text-muted">{pack.description}</p>
              {pack.featuresHeader && <p className="mt-5 text-sm font-semibold uppercase tracking-wide text-brand-800">{pack.featuresHeader}</p>}
              <CheckList items={pack.features} className="mt-3 flex-1 text-[15px]" />
              <ButtonLink to="/subscribe" variant={pack.highlight ? "primary" : "secondary"} className="mt-7 w-full">
                {pack.ctaText}
              </ButtonLink>
            </article>
          ))}
        </div>
      </Section>

      <Section tone="sand">
        <SectionHeading eyebrow={page.compare.eyebrow} title={page.compare.title} intro={page.compare.intro} />
        <div className="grid gap-6 @5xl:grid-cols-[1.2fr_1fr]">
          <ul className="grid gap-4" aria-label={page.compare.alternativesLabel}>
            {page.competitors.map((c) => (
              <li key={c.name} className={cn(cardVariants({ tone: "quiet", pad: "tile" }), "flex items-start gap-4")}>
                <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-sand-100 text-muted">
                  <X className="h-5 w-5" aria-hidden="true" />
                </span>
                <div className="flex-1">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <span className="font-semibold text-brand-900">{c.name}</span>
                    <span data-price className="text-xl font-bold text-accent-700">
                      {competitorPrice(c, lang)}
                    </span>
                  </p>
                  <p className="mt-1 text-[15px] text-muted">{c.drawback}</p>
                </div>
              </li>
            ))}
          </ul>
          <Card tone="dark" pad="none" className="p-7">
            <Badge tone="solid">{page.launchingSoonLabel}</Badge>
            <h3 className="mt-4 text-2xl font-bold">{page.compare.oursTitle}</h3>
            <CheckList items={page.compare.oursPoints} tone="light" className="mt-5" />
            <ButtonLink to="/subscribe" variant="light" className="mt-7">
              {hero.primary}
            </ButtonLink>
          </Card>
        </div>
      </Section>

      <Section>
        <SectionHeading eyebrow={page.testimonialHeading.eyebrow} title={page.testimonialHeading.title} />
        <QuoteCard item={page.testimonial} words={page.quote} className="mx-auto max-w-2xl" />
      </Section>

      <Section tone="sand">
        <Card pad="xxl" className="mx-auto max-w-3xl text-center">
          <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">{page.discovery.title}</h2>
          <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-muted">{page.discovery.text}</p>
          <div className="mt-7 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <NewTabLink href={config.links.calendar} toast={page.calendarToast} variant="secondary">
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
              {page.discovery.button}
            </NewTabLink>
            <Link to={page.discovery.kitsLink.to} className={textLinkClass}>
              {page.discovery.kitsLink.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
        </Card>
      </Section>
    </>
  );
}
