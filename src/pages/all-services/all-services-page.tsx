import { ClipboardCheck, Mail } from "lucide-react";
import { OfferCard } from "~/components/marketing/offer-card";
import { QuoteCard } from "~/components/marketing/quote-card";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { NewTabLink } from "~/components/ui/links";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { AllServicesWords } from "~/content/all-services/en";
import { config } from "~/lib/config";

/** /all-services (spec part 1 §2 "All services"): every offer, hosts' words, two ways to start. */
export function AllServicesPage({ words: page }: { words: AllServicesWords }) {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} compact />
      <Section id="offers" className="scroll-mt-24">
        <SectionHeading title={page.offersHeading.title} intro={page.offersHeading.intro} />
        <div className="grid gap-6 @5xl:grid-cols-3">
          {page.offerCards.map((offer) => (
            <OfferCard key={offer.id} offer={offer} labels={page.offerLabels} />
          ))}
        </div>
      </Section>
      <Section tone="sand">
        <SectionHeading eyebrow={page.testimonialsHeading.eyebrow} title={page.testimonialsHeading.title} />
        <div className="grid gap-6 @3xl:grid-cols-2">
          {page.testimonials.map((t) => (
            <QuoteCard key={t.author} item={t} words={page.quote} />
          ))}
        </div>
      </Section>
      <Section>
        <div className="grid gap-6 @3xl:grid-cols-2">
          <Card tone="dark" pad="xl" className="flex flex-col">
            <ClipboardCheck className="h-8 w-8 text-accent-500" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-bold">{page.ctas.audit.title}</h2>
            <p className="mt-3 flex-1 leading-relaxed text-brand-100">{page.ctas.audit.text}</p>
            <NewTabLink href={config.links.supportForm} toast={page.toasts.audit} variant="light" className="mt-6 self-start">
              {page.ctas.audit.button}
            </NewTabLink>
          </Card>
          <Card tone="stone" pad="xl" className="flex flex-col">
            <Mail className="h-8 w-8 text-brand-700" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-bold text-brand-900">{page.ctas.tips.title}</h2>
            <p className="mt-3 flex-1 leading-relaxed text-muted">{page.ctas.tips.text}</p>
            <ButtonLink to="/subscribe" className="mt-6 self-start">
              {page.ctas.tips.button}
            </ButtonLink>
          </Card>
        </div>
      </Section>
    </>
  );
}
