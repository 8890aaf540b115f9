import { ClipboardCheck, Gift, Lightbulb, Rocket, ShieldCheck } from "lucide-react";
import { ExternalButtonLink } from "~/components/ui/button";
import { en as shell } from "~/content/shell/en";
import { subscribePage as page } from "~/content/subscribe";
import { InboxIllustration } from "~/features/sign-up/inbox-illustration";
import { SignUpForm } from "~/features/sign-up/sign-up-form";
import { config } from "~/lib/config";
import { pageMeta } from "~/lib/seo";
import { Card, cardVariants } from "~/components/ui/card";

export const meta = () => pageMeta({ title: page.title, description: page.metaDescription, path: page.path });

const benefitIcons = { tips: Lightbulb, early: Rocket, offers: Gift } as const;

export default function SubscribePage() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 via-sand-50 to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-40 -top-32 h-[26rem] w-[26rem] rounded-full bg-brand-100/70 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-48 -left-40 h-80 w-80 rounded-full bg-accent-100/60 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-start gap-10 px-5 py-12 sm:px-8 sm:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:gap-14">
        <div>
          <p className="mb-4 text-sm font-semibold uppercase tracking-widest text-accent-700">{page.eyebrow}</p>
          <h1 className="text-4xl font-bold leading-[1.1] text-brand-900 sm:text-5xl">{page.heading}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{page.intro}</p>

          <Card pad="snug" className="mt-8">
            <SignUpForm source={page.source} placeholder={page.placeholder} submitLabel={page.submitLabel} />
            <p className="mt-4 flex items-start gap-2 text-sm text-muted">
              <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
              {page.privacy}
            </p>
          </Card>

          <div className="mt-8 flex flex-col items-start gap-3 border-t border-sand-200 pt-6 sm:flex-row sm:items-center sm:gap-5">
            <p className="text-base text-muted sm:max-w-xs">{page.auditNote}</p>
            <ExternalButtonLink href={config.links.supportForm} variant="outline" className="w-full sm:w-auto sm:whitespace-nowrap">
              <ClipboardCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
              {page.auditLabel}
              <span className="sr-only"> {shell.newTab}</span>
            </ExternalButtonLink>
          </div>
        </div>

        <aside aria-labelledby="subscribe-benefits" className={cardVariants({ pad: "lg" })}>
          <InboxIllustration className="mx-auto h-auto w-full max-w-[15rem]" />
          <h2 id="subscribe-benefits" className="mt-6 text-xl font-semibold text-brand-900">
            {page.benefitsTitle}
          </h2>
          <ul className="mt-5 space-y-4">
            {page.benefits.map((b) => {
              const Icon = benefitIcons[b.icon];
              return (
                <li key={b.text} className="flex items-start gap-3">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <span className="pt-2 text-base font-medium text-ink">{b.text}</span>
                </li>
              );
            })}
          </ul>
        </aside>
      </div>
    </section>
  );
}
