import { ClipboardCheck, Mail } from "lucide-react";
import { PageHero, QuoteCard } from "~/components/marketing/blocks";
import { NewTabLink } from "~/components/ui/links";
import { OfferCard } from "~/components/marketing/offer-card";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { actionToasts, allServicesPage as page, offerCards } from "~/content/services";
import { config } from "~/lib/config";
import { pageMeta } from "~/lib/seo";
import { Card } from "~/components/ui/card";

export const meta = () => pageMeta({ title: page.title, description: page.metaDescription, path: page.path });

export default function AllServices() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} compact />
      <Section id="offers" className="scroll-mt-24">
        <SectionHeading title={page.offersHeading.title} intro={page.offersHeading.intro} />
        <div className="grid gap-6 lg:grid-cols-3">
          {offerCards.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </div>
      </Section>
      <Section tone="sand">
        <SectionHeading eyebrow={page.testimonialsHeading.eyebrow} title={page.testimonialsHeading.title} />
        <div className="grid gap-6 md:grid-cols-2">
          {page.testimonials.map((t) => (
            <QuoteCard key={t.author} item={t} />
          ))}
        </div>
      </Section>
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          <Card tone="dark" pad="xl" className="flex flex-col">
            <ClipboardCheck className="h-8 w-8 text-accent-500" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-bold">{page.ctas.audit.title}</h2>
            <p className="mt-3 flex-1 leading-relaxed text-brand-100">{page.ctas.audit.text}</p>
            <NewTabLink href={config.links.supportForm} toast={actionToasts.audit} variant="light" className="mt-6 self-start">
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
