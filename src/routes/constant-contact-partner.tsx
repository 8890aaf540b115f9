import { BadgePercent, CalendarClock, CalendarCheck, Mail, Repeat, Star } from "lucide-react";
import { BandHeading } from "~/components/editorial/band-heading";
import { CheckList } from "~/components/marketing/blocks";
import { CopyCode } from "~/components/editorial/copy-code";
import { IconBadge } from "~/components/editorial/icon-badge";
import { Panel } from "~/components/editorial/panel";
import { PartnerSignupButton } from "~/components/editorial/partner-signup-button";
import { NewTabLink } from "~/components/ui/links";
import { actionToasts } from "~/content/offer-facts";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import {
  discountedMonthlyPrice,
  PARTNER_NAME,
  PARTNER_PLANS,
  partnerCopy,
  partnerPromo,
  partnerSignupUrl,
  promoSavings,
} from "~/content/partner";
import { config } from "~/lib/config";
import { cn } from "~/lib/cn";
import { formatDollars, formatDollarsExact } from "~/lib/money";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: `${PARTNER_NAME} Partner Offer`,
    description: `Hosts save ${partnerPromo.discountPercent}% on their first ${partnerPromo.months} months of ${PARTNER_NAME} with promo code ${partnerPromo.code}. Offer ends ${partnerPromo.endsLabel}.`,
    path: "/constant-contact-partner",
  });

const whyIcons = [Repeat, CalendarClock, Star];

export default function ConstantContactPartner() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-sand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 py-14 sm:px-8 sm:py-20 lg:grid-cols-[1.15fr_0.85fr]">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-700">{partnerCopy.eyebrow}</p>
            <h1 className="text-4xl font-extrabold leading-tight text-brand-900 sm:text-5xl">{partnerCopy.title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{partnerCopy.intro}</p>
          </div>
          <Panel className="text-center sm:p-8">
            <IconBadge icon={BadgePercent} tone="accent" />
            <h2 id="promo-title" className="mt-4 text-3xl font-extrabold text-brand-900">
              {partnerCopy.promoTitle}
            </h2>
            <p className="mt-2 text-muted">{partnerCopy.promoLead}</p>
            <CopyCode code={partnerPromo.code} className="mt-5" />
            <p className="mt-5 text-sm font-semibold text-accent-700">
              {partnerCopy.endsLabel} <time dateTime={partnerPromo.endsIso}>{partnerPromo.endsLabel}</time>
            </p>
          </Panel>
        </div>
      </section>

      <Section id="plans" aria-labelledby="plans-title">
        <BandHeading
          id="plans-title"
          eyebrow={partnerCopy.plansEyebrow}
          title={partnerCopy.plansTitle}
          intro={partnerCopy.plansIntro}
        />
        <ul className="grid items-stretch gap-6 lg:grid-cols-3">
          {PARTNER_PLANS.map((plan) => {
            const promo = discountedMonthlyPrice(plan.monthlyPrice);
            return (
              <li key={plan.id} data-plan={plan.id}>
                <Panel tone={plan.popular ? "highlight" : "white"} className={cn("relative flex h-full flex-col", plan.popular && "lg:-translate-y-2")}>
                  {plan.popular && (
                    <Badge tone="solid" className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap">
                      {partnerCopy.popularBadge}
                    </Badge>
                  )}
                  <h3 className="text-2xl font-bold text-brand-900">{plan.name}</h3>
                  <p className="mt-1 text-sm text-muted">{plan.bestFor}</p>
                  <p className="mt-6 flex items-baseline gap-2">
                    <span className="text-4xl font-extrabold text-brand-900" data-testid="promo-price">
                      {formatDollarsExact(promo)}
                    </span>
                    <span className="text-muted">{partnerCopy.perMonth}</span>
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    <span className="sr-only">{partnerCopy.regularPrice} </span>
                    <s data-testid="list-price">
                      {formatDollars(plan.monthlyPrice)}
                      {partnerCopy.perMonth}
                    </s>
                    <span className="ml-2 font-semibold text-brand-700">{partnerCopy.savings(formatDollarsExact(promoSavings(plan.monthlyPrice)))}</span>
                  </p>
                  <CheckList items={plan.features} className="mt-6 flex-1 text-sm" />
                  <PartnerSignupButton
                    planName={plan.name}
                    signupUrl={partnerSignupUrl}
                    variant={plan.popular ? "primary" : "secondary"}
                    className="mt-8 w-full"
                  />
                </Panel>
              </li>
            );
          })}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">
          {partnerCopy.plansNote}
        </p>
      </Section>

      <Section id="why-email" tone="sand" aria-labelledby="why-email-title">
        <BandHeading id="why-email-title" title={partnerCopy.whyTitle} />
        <ul className="grid gap-6 md:grid-cols-3">
          {partnerCopy.why.map((w, i) => (
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
          <h2 id="redeem-title" className="text-center text-3xl font-bold text-brand-900 sm:text-4xl">
            {partnerCopy.redeemTitle}
          </h2>
          <ol className="mt-10 grid gap-4">
            {partnerCopy.steps.map((step, i) => (
              <li key={step} className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                  {i + 1}
                </span>
                <p className="leading-relaxed text-ink">{step}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 rounded-[var(--radius-card)] bg-brand-900 p-8 text-center text-white">
            <h3 className="text-2xl font-bold">{partnerCopy.setup.title}</h3>
            <p className="mx-auto mt-3 max-w-xl text-brand-100">{partnerCopy.setup.text}</p>
            <NewTabLink
              href={config.links.calendar}
              toast={actionToasts.calendar}
              variant="light"
              size="lg"
              className="mt-6"
            >
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
              {partnerCopy.setup.cta}
            </NewTabLink>
          </div>
          <p className="mt-8 text-sm leading-relaxed text-muted">{partnerCopy.disclosure}</p>
        </div>
      </Section>
    </>
  );
}
