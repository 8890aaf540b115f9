import { ArrowDown, ArrowRight, Mail } from "lucide-react";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { GuaranteeNote } from "~/components/marketing/guarantee-note";
import { KitCard, useKitListSeen } from "~/components/marketing/kit-card";
import { QuoteCard } from "~/components/marketing/quote-card";
import { StatGrid } from "~/components/marketing/stat-grid";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ComparisonTable } from "~/components/ui/comparison-table";
import { Eyebrow } from "~/components/ui/eyebrow";
import { NewTabLink } from "~/components/ui/links";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { LaunchKitWords } from "~/content/launch-kit/en";
import { LAUNCH_PRICING_ANCHOR, launchTiers } from "~/content/launch-tiers";
import { config } from "~/lib/config";

const pricingHash = `#${LAUNCH_PRICING_ANCHOR}`;

/** /airbnb-launch-kit (spec part 1 §2 "Launch pack page"): who it is for, the tiers, the comparison. */
export function LaunchKitPage({ words: page }: { words: LaunchKitWords }) {
  const { hero } = page;
  const tiers = launchTiers(page.kitCard.kits);
  useKitListSeen("launchKitPage", tiers);
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        image={hero.image}
        actions={
          <>
            <ButtonLink to={pricingHash} size="lg" className="sm:whitespace-nowrap">
              {hero.primary}
              <ArrowDown className="h-5 w-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/subscribe" variant="outline" size="lg" className="sm:whitespace-nowrap">
              {hero.secondary}
            </ButtonLink>
          </>
        }
      >
        <p className="mt-6 text-sm font-medium text-brand-800">{hero.note}</p>
      </PageHero>

      <section aria-label={page.statsLabel} className="bg-white pb-4">
        <div className="mx-auto max-w-6xl px-5 sm:px-8">
          <StatGrid stats={page.stats} />
        </div>
      </section>

      <Section>
        <SectionHeading eyebrow={page.whoFor.eyebrow} title={page.whoFor.title} />
        <FeatureGrid items={page.whoFor.items} columns={4} />
      </Section>

      <Section tone="sand" id={LAUNCH_PRICING_ANCHOR} className="scroll-mt-24">
        <SectionHeading eyebrow={page.tiersHeading.eyebrow} title={page.tiersHeading.title} intro={page.tiersHeading.intro} />
        <div className="grid gap-8 pt-4 @5xl:grid-cols-3 lg:gap-6">
          {tiers.map((tier, i) => (
            <KitCard key={tier.id} kit={tier} badgeLabel={page.recommendedLabel} words={page.kitCard} list="launchKitPage" index={i} />
          ))}
        </div>
        <div className="mt-8 flex justify-center">
          <GuaranteeNote>{page.allPackagesGuarantee}</GuaranteeNote>
        </div>
      </Section>

      <Section id="compare">
        <SectionHeading eyebrow={page.compareHeading.eyebrow} title={page.compareHeading.title} />
        <ComparisonTable
          caption={page.compareHeading.caption}
          labels={page.comparison.labels}
          columns={tiers.map((t) => ({ name: t.name, short: t.name.split(" ")[0], highlight: t.highlight }))}
          rows={page.comparison.rows.map((r) => ({ feature: r.feature, values: tiers.map((t) => r.values[t.id]) }))}
        />
      </Section>

      <Section tone="sand">
        <Card pad="xxl" className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center @3xl:flex-row md:text-left">
          <span className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
            <Mail className="h-8 w-8" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <Eyebrow>{page.freeTips.eyebrow}</Eyebrow>
            <h2 className="mt-1 text-2xl font-bold text-brand-900">{page.freeTips.title}</h2>
            <p className="mt-2 leading-relaxed text-muted">{page.freeTips.text}</p>
          </div>
          <ButtonLink to="/subscribe" variant="secondary" className="shrink-0">
            {page.freeTips.button}
          </ButtonLink>
        </Card>
      </Section>

      <Section>
        <SectionHeading eyebrow={page.whyChoose.eyebrow} title={page.whyChoose.title} />
        <FeatureGrid items={page.whyChoose.items} tone="accent" />
      </Section>

      <Section tone="sand">
        <SectionHeading eyebrow={page.guestQuotesHeading.eyebrow} title={page.guestQuotesHeading.title} />
        <div className="grid gap-6 @3xl:grid-cols-3">
          {page.guestQuotes.map((t) => (
            <QuoteCard key={t.author} item={t} words={page.quote} />
          ))}
        </div>
      </Section>

      <Section>
        <div className="rounded-[2rem] bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div className="mx-auto max-w-3xl">
            <h2 className="text-3xl font-bold text-white sm:text-4xl">{page.closing.title}</h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{page.closing.text}</p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <ButtonLink to={pricingHash} size="lg">
                {page.closing.primary}
              </ButtonLink>
              <ButtonLink to="/subscribe" variant="light" size="lg">
                {page.closing.secondary}
              </ButtonLink>
            </div>
            <NewTabLink href={config.links.calendar} toast={page.calendarToast} appearance="text-light" className="mt-6 inline-block">
              {page.closing.consultation}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </NewTabLink>
          </div>
        </div>
      </Section>
    </>
  );
}
