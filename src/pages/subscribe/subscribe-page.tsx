import { ClipboardCheck, Gift, Lightbulb, Rocket, ShieldCheck } from "lucide-react";
import { ExternalButtonLink } from "~/components/ui/button";
import { Card, cardVariants } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import { useShellWords } from "~/content/shared-words";
import type { SubscribeWords } from "~/content/subscribe/en";
import { InboxIllustration } from "~/features/sign-up/inbox-illustration";
import { SignUpForm } from "~/features/sign-up/sign-up-form";
import { config } from "~/lib/config";

const benefitIcons = { tips: Lightbulb, early: Rocket, offers: Gift } as const;

/** /subscribe (spec part 2 §2 "E-mail sign-up page"): the form, the free audit, what subscribers get. */
export function SubscribePage({ words }: { words: SubscribeWords }) {
  const newTab = useShellWords().newTab;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 via-sand-50 to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-40 -top-32 h-[26rem] w-[26rem] rounded-full bg-brand-100/70 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-48 -left-40 h-80 w-80 rounded-full bg-accent-100/60 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-start gap-10 px-5 py-12 sm:px-8 sm:py-20 @5xl:grid-cols-[1.15fr_0.85fr] lg:gap-14">
        <div>
          <Eyebrow className="mb-4">{words.eyebrow}</Eyebrow>
          <h1 className="text-4xl font-bold leading-[1.1] text-brand-900 sm:text-5xl">{words.heading}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{words.intro}</p>

          <Card pad="snug" className="mt-8">
            <SignUpForm words={words.signUp} source="EmailSignUpPage" />
            <p className="mt-4 flex items-start gap-2 text-sm text-muted">
              <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
              {words.signUp.privacy}
            </p>
          </Card>

          <div className="mt-8 flex flex-col items-start gap-3 border-t border-sand-200 pt-6 sm:flex-row sm:items-center sm:gap-5">
            <p className="text-base text-muted sm:max-w-xs">{words.auditNote}</p>
            <ExternalButtonLink href={config.links.supportForm} variant="outline" className="w-full sm:w-auto sm:whitespace-nowrap">
              <ClipboardCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
              {words.auditLabel}
              <span className="sr-only"> {newTab}</span>
            </ExternalButtonLink>
          </div>
        </div>

        <aside aria-labelledby="subscribe-benefits" className={cardVariants({ pad: "lg" })}>
          <InboxIllustration title={words.illustrationTitle} className="mx-auto h-auto w-full max-w-[15rem]" />
          <h2 id="subscribe-benefits" className="mt-6 text-xl font-semibold text-brand-900">
            {words.benefitsTitle}
          </h2>
          <ul className="mt-5 space-y-4">
            {words.benefits.map((b) => {
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
