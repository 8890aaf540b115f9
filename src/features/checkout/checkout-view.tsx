import { ArrowLeft, CalendarDays, Clock, Info, Lock, Mail, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "~/components/ui/link";
import { Badge } from "~/components/ui/badge";
import { Button, ExternalButtonLink } from "~/components/ui/button";
import { Card, cardVariants } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { QuoteCard } from "~/components/marketing/quote-card";
import { RichText } from "~/components/ui/rich-text";
import type { CheckoutWords } from "~/content/checkout/en";
import { useShellWords } from "~/content/shared-words";
import type { Kit } from "~/content/kits";
import { toast } from "~/lib/toast";
import { trackBeforeLeaving } from "~/lib/track-before-leaving";
import { useTrackOnce } from "~/lib/use-track-once";
import { config, currentOrigin } from "~/lib/config";
import { fill, useLang } from "~/lib/i18n";
import { formatDollars, formatDollarsExact } from "~/lib/money";
import { orderSummary, startKitCheckout } from "./kit-checkout";
import { saveKitCheckout } from "./pending-kit-checkout";
import { useCheckoutKit } from "./use-checkout-kit";
import { Eyebrow } from "~/components/ui/eyebrow";

export type CheckoutViewProps = {
  kit: Kit;
  /** The checkout's words in the page's language (the route's). */
  words: CheckoutWords;
  /** The kit's Payment Link from configuration; empty when checkout isn't set up yet. */
  paymentLink: string;
  /** Leaves for the Payment Link (tests pass a spy). */
  leave?: (url: string) => void;
};

/** The product view of /checkout/{priceId} and /es/pago/{priceId}: the kit, its order summary and the pay button. */
export function CheckoutView({ kit, words: checkoutCopy, paymentLink, leave = (url) => window.location.assign(url) }: CheckoutViewProps) {
  const lang = useLang();
  const checkoutToasts = checkoutCopy.toasts;
  const [processing, setProcessing] = useState(false);
  const available = paymentLink.trim() !== "";
  const summary = orderSummary(kit);
  // The kit's page was shown: its item is the Stripe price id, one in both languages.
  useTrackOnce(kit.stripePriceId, (p) => p.viewItem(p.kitLine(kit)));

  // Coming back with the browser's back button may restore this page from the back/forward
  // cache, still 'Processing...': make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  function pay() {
    if (processing || !available) return;
    const start = startKitCheckout(kit, paymentLink, currentOrigin());
    if (!start.ok) {
      toast({ ...checkoutToasts.checkoutError, variant: "destructive" });
      return;
    }
    setProcessing(true);
    saveKitCheckout({
      kind: "kit",
      kitId: kit.id,
      priceId: kit.stripePriceId,
      clientReferenceId: start.clientReferenceId,
      startedAt: Date.now(),
      // Stripe returns every buyer to the English success URL: this brings a Spanish one on to /es/pago-exitoso.
      lang,
    });
    // The tags get begin_checkout before the page is left.
    void trackBeforeLeaving((p) => p.beginCheckout([p.kitLine(kit)])).then(() => {
      try {
        leave(start.url);
      } catch (error) {
        setProcessing(false);
        toast({
          title: checkoutToasts.checkoutError.title,
          description: error instanceof Error && error.message ? error.message : checkoutToasts.checkoutError.description,
          variant: "destructive",
        });
      }
    });
  }

  return (
    <div className="bg-sand-50">
      <div className="mx-auto max-w-6xl px-5 pb-16 pt-8 sm:px-8 sm:pb-20">
        <BackToPricing label={checkoutCopy.backToPricing} />
        <div className="mt-6 grid gap-8 @5xl:grid-cols-12 lg:items-start">
          <div className="@5xl:col-span-7">
            <Card pad="none" className="overflow-hidden">
              <div className="bg-brand-50">
                <img
                  src={kit.image.src}
                  alt={kit.image.alt}
                  width={640}
                  height={360}
                  className="mx-auto aspect-[16/9] h-auto w-full max-w-xl object-contain"
                />
              </div>
              <div className="p-6 sm:p-8">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge>{checkoutCopy.kitLabel}</Badge>
                  {kit.highlight && <Badge tone="accent">{checkoutCopy.mostPopular}</Badge>}
                </div>
                <Eyebrow className="mt-4">{checkoutCopy.eyebrow}</Eyebrow>
                <h1 className="mt-1 text-3xl font-bold text-brand-900 sm:text-4xl">{kit.name}</h1>
                <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="text-4xl font-bold text-ink" data-testid="kit-price">
                    {formatDollars(kit.price, lang)}
                  </span>
                  {kit.originalPrice && (
                    <>
                      <span className="text-lg text-muted line-through">
                        <span className="sr-only">{checkoutCopy.was} </span>
                        {formatDollars(kit.originalPrice, lang)}
                      </span>
                      <Badge tone="accent">{fill(checkoutCopy.save, { amount: formatDollars(kit.originalPrice - kit.price, lang) })}</Badge>
                    </>
                  )}
                  <span className="text-sm text-muted">{checkoutCopy.oneTimeLabel}</span>
                </p>
                <p className="mt-4 text-lg leading-relaxed text-muted">{kit.description}</p>
                <p className="mt-3 text-sm text-ink">
                  <span className="font-semibold">{checkoutCopy.bestFor}:</span> {kit.audience}
                </p>
                <h2 className="mt-8 text-lg font-semibold text-brand-900">{checkoutCopy.includedHeading}</h2>
                <CheckList items={kit.features} className="mt-3 sm:grid-cols-2" />
                <p className="mt-6 flex items-center gap-2 rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">
                  <Clock className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {checkoutCopy.setupPromise}
                </p>
              </div>
            </Card>
          </div>

          <div className="grid gap-6 lg:sticky lg:top-24 @5xl:col-span-5">
            <Card aria-labelledby="order-summary-heading" role="region">
              <h2 id="order-summary-heading" className="text-xl font-semibold text-brand-900">
                {checkoutCopy.orderSummary}
              </h2>
              <dl className="mt-5 grid gap-3 text-ink">
                <div className="flex justify-between gap-4">
                  <dt>{kit.name}</dt>
                  <dd className="font-medium tabular-nums">{formatDollarsExact(summary.subtotal, lang)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt>{checkoutCopy.serviceFee}</dt>
                  <dd className="font-medium tabular-nums">{formatDollarsExact(summary.serviceFee, lang)}</dd>
                </div>
                <div className="mt-1 flex justify-between gap-4 border-t border-sand-200 pt-4 text-lg font-bold">
                  <dt>{checkoutCopy.total}</dt>
                  <dd className="tabular-nums" data-testid="order-total">
                    {formatDollarsExact(summary.total, lang)}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 text-sm text-muted">{checkoutCopy.oneTime}</p>

              {!available && <CheckoutUnavailable words={checkoutCopy.unavailable} />}

              <Button
                size="lg"
                className="mt-6 w-full"
                onClick={pay}
                disabled={processing || !available}
                aria-describedby={available ? "checkout-secured-by" : "checkout-unavailable"}
              >
                {processing ? (
                  <>
                    <span className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />
                    {checkoutCopy.processing}
                  </>
                ) : (
                  <>
                    <Lock className="h-5 w-5" aria-hidden="true" />
                    {checkoutCopy.payButton}
                  </>
                )}
              </Button>
              <p id="checkout-secured-by" className="mt-3 flex gap-2 text-sm text-muted">
                <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                {checkoutCopy.securedBy}
              </p>
              <p className="mt-3 text-sm text-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900">
                <RichText text={checkoutCopy.legal} />
              </p>
            </Card>

            <GuaranteeBlock words={checkoutCopy.guarantee} />
          </div>
        </div>

        <section aria-labelledby="checkout-testimonials-heading" className="mt-14">
          <h2 id="checkout-testimonials-heading" className="text-center text-2xl font-bold text-brand-900">
            {checkoutCopy.testimonialsHeading}
          </h2>
          <div className="mt-6 grid gap-6 @3xl:grid-cols-2">
            {checkoutCopy.testimonials.map((t) => (
              <QuoteCard key={t.author} item={t} words={checkoutCopy.quote} />
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}

/** The way back to pricing ("/pricing": the link layer gives a Spanish page /es/precios). */
export function BackToPricing({ label }: { label: string }) {
  return (
    <Link
      to="/pricing"
      className="inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline underline-offset-4"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

function CheckoutUnavailable({ words: unavailable }: { words: CheckoutWords["unavailable"] }) {
  const { newTab } = useShellWords();
  return (
    <div id="checkout-unavailable" role="note" className="mt-6 rounded-xl border border-accent-100 bg-accent-50 p-4 text-sm text-ink">
      <p className="flex items-center gap-2 font-semibold text-accent-700">
        <Info className="h-4 w-4 shrink-0" aria-hidden="true" />
        {unavailable.title}
      </p>
      <p className="mt-1.5 leading-relaxed">{unavailable.body}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ExternalButtonLink href={config.links.calendar} variant="outline" size="sm">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {unavailable.callLabel}
          <span className="sr-only"> {newTab}</span>
        </ExternalButtonLink>
        <a
          href={`mailto:${config.email}`}
          className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Mail className="h-4 w-4" aria-hidden="true" />
          {unavailable.emailLabel}
        </a>
      </div>
    </div>
  );
}

function GuaranteeBlock({ words: checkoutGuarantee }: { words: CheckoutWords["guarantee"] }) {
  return (
    <aside aria-labelledby="guarantee-heading" className={cardVariants({ tone: "dark", pad: "md" })}>
      <div className="flex items-start gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700">
          <ShieldCheck className="h-6 w-6 text-white" aria-hidden="true" />
        </span>
        <div>
          <h2 id="guarantee-heading" className="text-lg font-semibold text-white">
            {checkoutGuarantee.title}
          </h2>
          <p className="mt-1.5 text-sm leading-relaxed">{checkoutGuarantee.body}</p>
          <Link
            to={checkoutGuarantee.href}
            className="mt-3 inline-block text-sm font-semibold text-white underline underline-offset-4 hover:text-brand-100"
          >
            {checkoutGuarantee.linkLabel}
          </Link>
        </div>
      </div>
    </aside>
  );
}

/** Shown while the kit is being looked up. */
export function CheckoutLoading({ words: checkoutCopy }: { words: CheckoutWords }) {
  return (
    <div className="bg-sand-50">
      <div className="mx-auto flex min-h-[50vh] max-w-6xl flex-col items-center justify-center gap-4 px-5" role="status" aria-live="polite">
        <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
        <p className="text-muted">{checkoutCopy.loading}</p>
      </div>
    </div>
  );
}

/** Shown for an unknown price id, for the moment before the redirect to /pricing. */
export function CheckoutNotFound({ words: checkoutCopy }: { words: CheckoutWords }) {
  return (
    <div className="bg-sand-50">
      <div className="mx-auto max-w-xl px-5 py-24 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{checkoutCopy.notFound.title}</h1>
        <p className="mt-4 text-muted">{checkoutCopy.notFound.body}</p>
        <div className="mt-8">
          <BackToPricing label={checkoutCopy.backToPricing} />
        </div>
      </div>
    </div>
  );
}

/**
 * The page of /checkout/{priceId} and /es/pago/{priceId}: loading, then the kit the price id names
 * in the route's words, or not-found (and the way back to pricing).
 */
export function KitCheckout({ priceId, words }: { priceId: string | undefined; words: CheckoutWords }) {
  const state = useCheckoutKit(priceId, words);
  if (state.status === "loading") return <CheckoutLoading words={words} />;
  if (state.status === "not-found") return <CheckoutNotFound words={words} />;
  return <CheckoutView key={state.kit.id} kit={state.kit} words={words} paymentLink={state.kit.paymentLink} />;
}
