import {
  BadgePercent,
  BookOpen,
  CalendarDays,
  Check,
  Clock,
  ExternalLink,
  Globe,
  Info,
  LayoutDashboard,
  Loader2,
  MapPin,
  MessagesSquare,
  ShieldCheck,
  Star,
  X,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ButtonLink, buttonVariants, ExternalButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { mexicoCopy, type MexicoCopy, type MexicoLang, type ServiceCell } from "~/content/mexico";
import { kitPrice } from "~/content/mexico/prices";
import { toast } from "~/lib/toast";
import { track } from "~/lib/analytics";
import { config } from "~/lib/config";
import { cn } from "~/lib/cn";
import { readLangPreference } from "~/lib/i18n";
import { MEXICO_PATHS } from "./language";
import { LanguageToggle } from "./language-toggle";
import { buyNowAction, type LaunchLookup } from "./launch-product";
import { FaqAccordion } from "./faq-accordion";
import { useLaunchProduct } from "./use-launch-product";

/** Section ids, the same in both languages. */
export const MEXICO_SECTION_IDS = {
  buy: "buy",
  operation: "mexico-us",
  services: "services",
  offer: "offer",
  stories: "success-stories",
  faq: "faq",
  final: "get-started",
} as const;

const CASE_STUDY_PATH = "/case-study/studio-la-boheme";

/** The bilingual Mexico landing page; each language is its own route and URL. */
export function MexicoLanding({ lang }: { lang: MexicoLang }) {
  const copy = mexicoCopy[lang];
  const hidden = useRememberedLanguage(lang);
  const lookup = useLaunchProduct();
  useLookupToasts(lookup, copy);

  return (
    <div className={cn(hidden && "invisible")}>
      <Hero copy={copy} lang={lang} />
      <Purchase copy={copy} lookup={lookup} />
      <Operation copy={copy} />
      <Services copy={copy} />
      <Offer copy={copy} />
      <Stories copy={copy} />
      <Faq copy={copy} />
      <FinalCta copy={copy} />
    </div>
  );
}

/**
 * On a document load the head script already sent a returning visitor to their language.
 * On an in-app navigation (a link to /airbnb-mexico from another page) this does the same,
 * before paint, keeping the page invisible until the other language renders.
 */
function useRememberedLanguage(lang: MexicoLang): boolean {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const [redirecting, setRedirecting] = useState(false);
  useLayoutEffect(() => {
    const stored = readLangPreference();
    if (stored && stored !== lang) {
      setRedirecting(true);
      void navigate(`${MEXICO_PATHS[stored]}${search}${hash}`, { replace: true });
    } else {
      setRedirecting(false);
    }
  }, [lang, navigate, search, hash]);
  return redirecting;
}

/** The spec's toasts once the store has answered: product missing, or the store call failed. */
function useLookupToasts(lookup: LaunchLookup, copy: MexicoCopy) {
  const shown = useRef<LaunchLookup["status"] | null>(null);
  useEffect(() => {
    if (shown.current === lookup.status) return;
    if (lookup.status === "missing") toast({ ...copy.toasts.productNotFound, variant: "destructive" });
    if (lookup.status === "error") toast({ ...copy.toasts.loadFailed, variant: "destructive" });
    shown.current = lookup.status;
  }, [lookup.status, copy]);
}

function NewTab({ copy }: { copy: MexicoCopy }) {
  return (
    <>
      <ExternalLink className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="sr-only"> {copy.newTab}</span>
    </>
  );
}

function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn("mb-2 text-sm font-semibold uppercase tracking-widest text-accent-700", className)}>{children}</p>;
}

function Hero({ copy, lang }: { copy: MexicoCopy; lang: MexicoLang }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 via-sand-50 to-white">
      <div className="mx-auto max-w-6xl px-5 pb-14 pt-6 sm:px-8 sm:pb-20 sm:pt-8">
        <div className="flex justify-end">
          <LanguageToggle lang={lang} />
        </div>
        <div className="mt-6 grid items-center gap-10 lg:mt-4 lg:grid-cols-[1.15fr_0.85fr]">
          <div>
            <Eyebrow className="flex items-center gap-2">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {copy.hero.eyebrow}
            </Eyebrow>
            <h1 className="text-4xl font-bold leading-tight text-brand-900 sm:text-5xl">{copy.hero.title}</h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{copy.hero.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ExternalButtonLink href={config.links.calendar} size="lg" className="max-sm:px-5 max-sm:text-base">
                <CalendarDays className="h-5 w-5" aria-hidden="true" />
                {copy.hero.bookCall}
                <span className="sr-only"> {copy.newTab}</span>
              </ExternalButtonLink>
              <ButtonLink to={`#${MEXICO_SECTION_IDS.offer}`} variant="outline" size="lg" className="max-sm:px-5 max-sm:text-base">
                <BadgePercent className="h-5 w-5" aria-hidden="true" />
                {copy.hero.seeOffer}
              </ButtonLink>
            </div>
            <ul className="mt-8 grid gap-2.5 text-sm font-medium text-ink sm:text-base">
              {copy.hero.trust.map((t) => (
                <li key={t} className="flex items-start gap-2.5">
                  <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Check className="h-3.5 w-3.5" aria-hidden="true" />
                  </span>
                  {t}
                </li>
              ))}
            </ul>
          </div>
          <img
            src="/images/mexico/hero-casita.svg"
            alt={copy.hero.imageAlt}
            width={560}
            height={460}
            fetchPriority="high"
            decoding="async"
            className="mx-auto h-auto w-full max-w-md lg:max-w-none"
          />
        </div>
      </div>
    </section>
  );
}

function BuyStatus({ lookup, copy }: { lookup: LaunchLookup; copy: MexicoCopy }) {
  // One fixed-height line whose text changes: the page never shifts when the store answers.
  let icon: ReactNode;
  let text: string;
  let tone: string;
  if (lookup.status === "loading") {
    icon = <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />;
    text = copy.purchase.checking;
    tone = "text-muted";
  } else if (lookup.status === "found") {
    icon = <Check className="h-4 w-4 shrink-0" aria-hidden="true" />;
    text = copy.purchase.available;
    tone = "text-brand-800";
  } else {
    icon = <Info className="h-4 w-4 shrink-0" aria-hidden="true" />;
    text = copy.purchase.configuring;
    tone = "text-accent-700";
  }
  return (
    <p
      role="status"
      data-testid="buy-now-status"
      data-status={lookup.status}
      className={cn("mt-3 flex min-h-16 items-start gap-2 text-sm leading-snug", tone)}
    >
      <span className="mt-0.5">{icon}</span>
      <span>{text}</span>
    </p>
  );
}

function Purchase({ copy, lookup }: { copy: MexicoCopy; lookup: LaunchLookup }) {
  const navigate = useNavigate();
  const action = buyNowAction(lookup, copy === mexicoCopy.es ? "es" : "en");
  const enabled = action.kind === "navigate";

  function onBuyNow() {
    track("mexico_buy_now", { lang: copy.meta.ogLocale, available: action.kind === "navigate" });
    if (action.kind === "navigate") void navigate(action.to);
    else if (action.kind === "unavailable") toast({ ...copy.toasts.unavailable, variant: "destructive" });
  }

  return (
    <Section id={MEXICO_SECTION_IDS.buy} className="scroll-mt-20">
      <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-14">
        <div>
          <Eyebrow>{copy.purchase.eyebrow}</Eyebrow>
          <h2 className="text-3xl font-bold text-brand-900 sm:text-4xl">{copy.purchase.title}</h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{copy.purchase.intro}</p>
          <h3 className="mt-8 text-lg font-semibold text-brand-900">{copy.purchase.featuresTitle}</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {copy.purchase.features.map((f) => (
              <li key={f} className="flex items-start gap-2.5 text-ink">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-[var(--radius-card)] border border-brand-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8 lg:sticky lg:top-24">
          <Badge tone="accent">{copy.purchase.eyebrow}</Badge>
          <h3 className="mt-4 text-2xl font-bold text-brand-900">{copy.purchase.kitName}</h3>
          <p className="mt-2 text-muted">{copy.purchase.kitAudience}</p>
          <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
            <span className="text-5xl font-bold tracking-tight text-brand-900">{kitPrice}</span>
            <span className="text-lg font-semibold text-brand-800">{copy.purchase.currency}</span>
            <span className="text-sm text-muted">· {copy.purchase.priceNote}</span>
          </p>
          <button
            type="button"
            data-testid="buy-now"
            aria-disabled={!enabled}
            aria-describedby="buy-now-status"
            onClick={onBuyNow}
            className={cn(
              buttonVariants({ variant: "primary", size: "lg" }),
              "mt-6 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
            )}
          >
            {copy.purchase.buyNow}
          </button>
          <div id="buy-now-status">
            <BuyStatus lookup={lookup} copy={copy} />
          </div>
          <ul className="mt-4 grid gap-2 border-t border-sand-200 pt-4 text-sm text-ink">
            <li className="flex items-center gap-2">
              <ShieldCheck className="h-4 w-4 text-brand-700" aria-hidden="true" />
              {copy.purchase.guarantee}
            </li>
            <li className="flex items-center gap-2">
              <Clock className="h-4 w-4 text-brand-700" aria-hidden="true" />
              {copy.purchase.setupTime}
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}

const OPERATION_ICONS: LucideIcon[] = [MessagesSquare, ShieldCheck, MapPin, LayoutDashboard];

function Operation({ copy }: { copy: MexicoCopy }) {
  return (
    <Section tone="sand" id={MEXICO_SECTION_IDS.operation}>
      <SectionHeading eyebrow={copy.operation.eyebrow} title={copy.operation.title} intro={copy.operation.intro} />
      <div className="grid gap-5 sm:grid-cols-2">
        {copy.operation.points.map((p, i) => {
          const Icon = OPERATION_ICONS[i % OPERATION_ICONS.length]!;
          return (
            <Card key={p.title} className="flex gap-4">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-brand-900">{p.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{p.body}</p>
              </div>
            </Card>
          );
        })}
      </div>
    </Section>
  );
}

function Cell({ value, copy }: { value: ServiceCell; copy: MexicoCopy }) {
  if (value === true) {
    return (
      <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Check className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{copy.services.included}</span>
      </span>
    );
  }
  if (value === false) {
    return (
      <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-sand-100 text-muted">
        <X className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{copy.services.notIncluded}</span>
      </span>
    );
  }
  return <span className="font-medium text-ink">{value}</span>;
}

function Services({ copy }: { copy: MexicoCopy }) {
  const s = copy.services;
  return (
    <Section id={MEXICO_SECTION_IDS.services}>
      <SectionHeading eyebrow={s.eyebrow} title={s.title} intro={s.intro} />
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-sand-200 shadow-[var(--shadow-card)]">
        <table className="w-full table-fixed border-collapse text-left text-[13px] leading-snug sm:text-base">
          <caption className="sr-only">{s.caption}</caption>
          <colgroup>
            <col className="w-[36%] sm:w-1/2" />
            <col className="w-[32%] sm:w-1/4" />
            <col className="w-[32%] sm:w-1/4" />
          </colgroup>
          <thead className="bg-brand-900 text-white">
            <tr>
              <th scope="col" className="px-2 py-4 font-semibold sm:px-6">
                {s.columns.service}
              </th>
              <th scope="col" className="px-2 py-4 text-center font-semibold sm:px-6">
                {s.columns.kit}
              </th>
              <th scope="col" className="px-2 py-4 text-center font-semibold sm:px-6">
                {s.columns.cohost}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200 bg-white">
            {s.rows.map((row) => (
              <tr key={row.service}>
                <th scope="row" className="px-2 py-3.5 font-medium text-ink sm:px-6">
                  {row.service}
                </th>
                <td className="px-2 py-3.5 text-center sm:px-6">
                  <Cell value={row.kit} copy={copy} />
                </td>
                <td className="px-2 py-3.5 text-center sm:px-6">
                  <Cell value={row.cohost} copy={copy} />
                </td>
              </tr>
            ))}
            <tr className="bg-sand-50">
              <th scope="row" className="px-2 py-4 font-bold text-brand-900 sm:px-6">
                {s.priceRow.service}
              </th>
              <td className="px-2 py-4 text-center text-xs font-semibold text-brand-900 sm:px-6 sm:text-base">{s.priceRow.kit}</td>
              <td className="px-2 py-4 text-center text-xs font-semibold text-brand-900 sm:px-6 sm:text-base">{s.priceRow.cohost}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function Offer({ copy }: { copy: MexicoCopy }) {
  const o = copy.offer;
  return (
    <Section tone="brand" id={MEXICO_SECTION_IDS.offer} className="relative overflow-hidden">
      <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <Badge tone="solid">
            <Star className="h-3.5 w-3.5" aria-hidden="true" />
            {o.badge}
          </Badge>
          <h2 className="mt-5 text-3xl font-bold text-white sm:text-5xl">{o.title}</h2>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{o.body}</p>
          <ExternalButtonLink href={config.links.calendar} variant="light" size="lg" className="mt-8">
            <CalendarDays className="h-5 w-5" aria-hidden="true" />
            {o.cta}
            <span className="sr-only"> {copy.newTab}</span>
          </ExternalButtonLink>
        </div>
        <div className="rounded-[var(--radius-card)] bg-white/10 p-6 ring-1 ring-white/20 sm:p-8">
          <p aria-hidden="true" className="text-6xl font-extrabold tracking-tight text-accent-100 sm:text-7xl">
            50%
          </p>
          <ul className="mt-6 grid gap-3.5">
            {o.terms.map((t) => (
              <li key={t} className="flex items-start gap-3 text-white">
                <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white/15">
                  <Check className="h-4 w-4" aria-hidden="true" />
                </span>
                <span>{t}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 border-t border-white/20 pt-4 text-sm leading-relaxed text-brand-100">{o.fineprint}</p>
        </div>
      </div>
    </Section>
  );
}

function Stories({ copy }: { copy: MexicoCopy }) {
  const s = copy.stories;
  return (
    <Section tone="sand" id={MEXICO_SECTION_IDS.stories}>
      <SectionHeading eyebrow={s.eyebrow} title={s.title} intro={s.intro} />
      <dl className="grid gap-5 sm:grid-cols-3">
        {s.stats.map((stat) => (
          <Card key={stat.label} className="flex flex-col-reverse text-center">
            <dt className="mt-2 text-muted">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
          </Card>
        ))}
      </dl>
      <div className="mt-8 grid items-center overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-[var(--shadow-card)] md:grid-cols-[0.9fr_1.1fr] md:gap-8">
        <img
          src="/images/mexico/studio.svg"
          alt={s.imageAlt}
          width={520}
          height={380}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
        <div className="px-6 py-8 md:pl-0 md:pr-10">
          <div className="flex gap-0.5 text-accent-600" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Star key={i} className="h-5 w-5 fill-current" />
            ))}
          </div>
          <h3 className="mt-3 text-2xl font-bold text-brand-900">{s.storyTitle}</h3>
          <p className="mt-3 leading-relaxed text-muted">{s.storyBody}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {config.links.listing && (
              <ExternalButtonLink href={config.links.listing} variant="secondary">
                {s.listingCta}
                <NewTab copy={copy} />
              </ExternalButtonLink>
            )}
            <ButtonLink to={CASE_STUDY_PATH} variant="outline">
              {s.caseStudyCta}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}

function Faq({ copy }: { copy: MexicoCopy }) {
  return (
    <Section id={MEXICO_SECTION_IDS.faq}>
      <SectionHeading eyebrow={copy.faq.eyebrow} title={copy.faq.title} />
      <div className="mx-auto max-w-3xl">
        <FaqAccordion items={copy.faq.items} />
      </div>
    </Section>
  );
}

function FinalCta({ copy }: { copy: MexicoCopy }) {
  const f = copy.final;
  return (
    <Section tone="sand" id={MEXICO_SECTION_IDS.final}>
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-14 text-center shadow-[var(--shadow-card)] sm:px-12">
        <div className="mx-auto max-w-3xl">
          <Globe className="mx-auto h-10 w-10 text-accent-100" aria-hidden="true" />
          <h2 className="mt-4 text-3xl font-bold text-white sm:text-4xl">{f.title}</h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{f.body}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <ExternalButtonLink href={config.links.calendar} size="lg" className="max-sm:px-5 max-sm:text-base">
              <CalendarDays className="h-5 w-5" aria-hidden="true" />
              {f.bookCall}
              <span className="sr-only"> {copy.newTab}</span>
            </ExternalButtonLink>
            <Link
              to="/subscribe"
              onClick={() => toast({ ...copy.toasts.guide, variant: "info" })}
              className={cn(buttonVariants({ variant: "light", size: "lg" }), "max-sm:px-5 max-sm:text-base")}
            >
              <BookOpen className="h-5 w-5" aria-hidden="true" />
              {f.guide}
            </Link>
          </div>
        </div>
      </div>
    </Section>
  );
}
