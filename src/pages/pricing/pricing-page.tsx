import { ArrowRight, CalendarCheck, ChevronDown, Wrench } from "lucide-react";
import { GuaranteeNote } from "~/components/marketing/guarantee-note";
import { KitCard, KitListSeenIsland } from "~/components/marketing/kit-card";
import { Badge } from "~/components/ui/badge";
import { cardVariants } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { NewTabLink, ToastButtonLink } from "~/components/ui/links";
import { PageHero } from "~/components/ui/page-hero";
import { RichText } from "~/components/ui/rich-text";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { kitsIn } from "~/content/kits";
import type { PricingWords } from "~/content/pricing/en";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";

/**
 * /pricing (spec part 1 §2 "Pricing"): the launch kits, the DIY pack, a custom plan, the FAQ. An
 * islands page (decision 2026-11-28-islands): its islands are the kit list's view_item_list and
 * the kit cards' buttons; the other links' messages are raised from the link (islands/messages.ts)
 * and the FAQ is `<details>`.
 */
export function PricingPage({ words: page }: { words: PricingWords }) {
  const { diyCard, custom } = page;
  const kits = kitsIn(page.kitCard.kits);
  return (
    <>
      <KitListSeenIsland list="pricingKits" kits={kits} />
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} compact />
      <Section id="airbnb-launch-kit" className="scroll-mt-24 pt-10 sm:pt-12">
        <SectionHeading eyebrow={page.kitsHeading.eyebrow} title={page.kitsHeading.title} intro={page.kitsHeading.intro} />
        <div className="grid gap-8 pt-4 @5xl:grid-cols-3 lg:gap-6">
          {kits.map((kit, i) => (
            <KitCard key={kit.id} kit={kit} badgeLabel={page.mostPopular} words={page.kitCard} list="pricingKits" index={i} />
          ))}
        </div>
        <div className="mt-8 flex justify-center">
          <GuaranteeNote>{page.kitsHeading.guarantee}</GuaranteeNote>
        </div>
      </Section>
      <Section tone="sand">
        <div className="grid gap-6 @5xl:grid-cols-2">
          <article aria-labelledby="diy-card-title" className={cn(cardVariants({ pad: "none" }), "flex flex-col p-7")}>
            <Badge tone="accent" className="self-start">
              {diyCard.badge}
            </Badge>
            <h2 id="diy-card-title" className="mt-4 text-2xl font-bold text-brand-900">
              {diyCard.title}
            </h2>
            <p className="mt-3 leading-relaxed text-muted">{diyCard.description}</p>
            <p className="mt-4 text-2xl font-bold text-brand-800">{diyCard.priceLabel}</p>
            <CheckList items={diyCard.features} className="mt-4 flex-1" />
            <ToastButtonLink to={diyCard.to} toast={page.toasts.diy} variant="secondary" className="mt-6 self-start">
              {diyCard.button}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </ToastButtonLink>
          </article>
          <article aria-labelledby="custom-solution-title" className={cn(cardVariants({ tone: "dark", pad: "none" }), "flex flex-col p-7")}>
            <Wrench className="h-8 w-8 text-accent-500" aria-hidden="true" />
            <h2 id="custom-solution-title" className="mt-4 text-2xl font-bold">
              {custom.title}
            </h2>
            <p className="mt-3 flex-1 leading-relaxed text-brand-100">{custom.text}</p>
            <NewTabLink href={config.links.calendar} toast={page.toasts.calendar} variant="light" className="mt-6 self-start">
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
              {custom.button}
            </NewTabLink>
          </article>
        </div>
      </Section>
      <Section>
        <SectionHeading title={page.faqHeading} />
        <div className="mx-auto grid max-w-3xl gap-3">
          {page.faq.map((item) => (
            <details key={item.question} className={cn(cardVariants({ tone: "quiet", pad: "none" }), "group px-5 py-4")}>
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <p className="prose-site mt-3 leading-relaxed text-muted">
                <RichText text={item.answer} />
              </p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}
