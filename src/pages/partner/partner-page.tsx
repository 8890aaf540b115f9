import { BadgePercent, CalendarCheck, CalendarClock, Mail, Repeat, Star } from "lucide-react";
import { CopyCode } from "~/components/editorial/copy-code";
import { IconBadge } from "~/components/editorial/icon-badge";
import { PartnerSignupButton } from "~/components/editorial/partner-signup-button";
import { Badge } from "~/components/ui/badge";
import { Card, cardVariants } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { NewTabLink } from "~/components/ui/links";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { PartnerWords } from "~/content/partner/en";
import { discountedMonthlyPrice, PARTNER_PLANS, partnerPromo, partnerSignupUrl, promoSavings } from "~/content/partner-offer";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";
import { useLang } from "~/lib/i18n";
import { formatDollars, formatDollarsExact } from "~/lib/money";

const whyIcons = [Repeat, CalendarClock, Star];

/** /constant-contact-partner (spec part 2 §2 "Partner offer page"): the promo code, the plans, how to redeem. */
export function PartnerPage({ words }: { words: PartnerWords }) {
  const lang = useLang();
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow}
        title={words.title}
        intro={words.intro}
        tone="brand"
        aside={
          <Card pad="lg" className="text-center">
            <IconBadge icon={BadgePercent} tone="accent" />
            <h2 id="promo-title" className="mt-4 text-3xl font-extrabold text-brand-900">
              {words.promoTitle}
            </h2>
            <p className="mt-2 text-muted">{words.promoLead}</p>
            <CopyCode code={partnerPromo.code} words={words.copyCode} className="mt-5" />
            <p className="mt-5 text-sm font-semibold text-accent-700">
              {words.endsLabel} <time dateTime={partnerPromo.endsIso}>{words.endsDate}</time>
            </p>
          </Card>
        }
      />

      <Section id="plans" aria-labelledby="plans-title">
        <SectionHeading id="plans-title" eyebrow={words.plansEyebrow} title={words.plansTitle} intro={words.plansIntro} />
        <ul className="grid items-stretch gap-6 @5xl:grid-cols-3">
          {PARTNER_PLANS.map((plan) => {
            const promo = discountedMonthlyPrice(plan.monthlyPrice);
            const { bestFor, features } = words.plans[plan.id];
            return (
              <li key={plan.id} data-plan={plan.id}>
                <Card tone={plan.popular ? "highlight" : "white"} className={cn("relative flex h-full flex-col", plan.popular && "@5xl:-translate-y-2")}>
                  {plan.popular && (
                    <Badge tone="solid" className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap">
                      {words.popularBadge}
                    </Badge>
                  )}
                  <h3 className="text-2xl font-bold text-brand-900">{plan.name}</h3>
                  <p className="mt-1 text-sm text-muted">{bestFor}</p>
                  <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
                    <span className="text-4xl font-extrabold text-brand-900" data-testid="promo-price">
                      {formatDollarsExact(promo, lang)}
                    </span>
                    <span className="text-muted">{words.perMonth}</span>
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    <span className="sr-only">{words.regularPrice} </span>
                    <s data-testid="list-price">
                      {formatDollars(plan.monthlyPrice, lang)}
                      {words.perMonth}
                    </s>
                    <span className="ml-2 font-semibold text-brand-700">{words.savings(formatDollarsExact(promoSavings(plan.monthlyPrice), lang))}</span>
                  </p>
                  <CheckList items={features} className="mt-6 flex-1 text-sm" />
                  <PartnerSignupButton
                    planName={plan.name}
                    signupUrl={partnerSignupUrl}
                    words={words}
                    variant={plan.popular ? "primary" : "secondary"}
                    className="mt-8 w-full"
                  />
                </Card>
              </li>
            );
          })}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">{words.plansNote}</p>
      </Section>

      <Section id="why-email" tone="sand" aria-labelledby="why-email-title">
        <SectionHeading id="why-email-title" title={words.whyTitle} />
        <ul className="grid gap-6 @3xl:grid-cols-3">
          {words.why.map((w, i) => (
            <li key={w.title}>
              <Card className="h-full">
                <IconBadge icon={whyIcons[i] ?? Mail} />
                <h3 className="mt-4 text-lg font-semibold text-brand-900">{w.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{w.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-to-redeem" aria-labelledby="redeem-title">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="redeem-title" title={words.redeemTitle} />
          <ol className="grid gap-4">
            {words.steps.map((step, i) => (
              <li key={step} className={cn(cardVariants({ tone: "quiet", pad: "tile" }), "flex gap-4")}>
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                  {i + 1}
                </span>
                <p className="leading-relaxed text-ink">{step}</p>
              </li>
            ))}
          </ol>
          <Card tone="dark" pad="xl" className="mt-10 text-center">
            <h3 className="text-2xl font-bold">{words.setup.title}</h3>
            <p className="mx-auto mt-3 max-w-xl text-brand-100">{words.setup.text}</p>
            <NewTabLink href={config.links.calendar} toast={words.setup.toast} variant="light" size="lg" className="mt-6">
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
              {words.setup.cta}
            </NewTabLink>
          </Card>
          <p className="mt-8 text-sm leading-relaxed text-muted">{words.disclosure}</p>
        </div>
      </Section>
    </>
  );
}
