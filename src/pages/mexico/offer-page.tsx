import { ArrowLeft, BadgePercent, CalendarDays, Check, SearchX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { NewTabLink } from "~/components/ui/links";
import type { LaunchProductWords, MexicoWords } from "~/content/mexico/en";
import { useFailureSentence } from "~/content/failure-words";
import type { FailureKind } from "~/lib/failure";
import type { Product } from "~/features/store-api/types";
import { config } from "~/lib/config";
import { fill, useLang } from "~/lib/i18n";
import { LAUNCH_PRODUCT_TITLE, type LaunchLookup } from "./launch-product";
import { useLaunchProduct, type PrepareProduct } from "./use-launch-product";
import { cardVariants } from "~/components/ui/card";

/** Draws the found product: the route passes the store's product view. */
type RenderProduct = (product: Product) => ReactNode;

/**
 * The launch product as a page of this language shows it (`words.offerPage.launchProduct`). The
 * store speaks English only, so the Spanish page replaces its words (title, subtitle, ribbon,
 * description, notes) with Spanish ones; price, stock and ids stay the store's. The single variant
 * goes untitled ("Default"), so the drawer and the receipt name the product once, in Spanish.
 */
export function presentLaunchProduct(product: Product, es: LaunchProductWords | null): Product {
  if (!es) return product;
  return {
    ...product,
    title: es.title,
    subtitle: es.subtitle,
    ribbon_text: es.ribbon,
    description: es.description,
    additional_info: es.info.map((info, i) => ({ id: `es-${i}`, title: info.title, description: info.description, order: i })),
    variants: product.variants.length === 1 ? product.variants.map((v) => ({ ...v, title: "Default" })) : product.variants,
  };
}

/** /airbnb-mexico-offer and /es/oferta-airbnb-mexico: the launch product, found by exact title among 100 products. */
export function MexicoOfferPage({ words, prepare, renderProduct }: { words: MexicoWords; prepare?: PrepareProduct; renderProduct: RenderProduct }) {
  return <MexicoOffer words={words} lookup={useLaunchProduct(prepare)} renderProduct={renderProduct} />;
}

export function MexicoOffer({ words: copy, lookup, renderProduct }: { words: MexicoWords; lookup: LaunchLookup; renderProduct: RenderProduct }) {
  const p = copy.offerPage.problems;
  switch (lookup.status) {
    case "loading":
      return <OfferPending copy={copy} />;
    case "found":
      return (
        <>
          <OfferTerms copy={copy} />
          {renderProduct(presentLaunchProduct(lookup.product, copy.offerPage.launchProduct))}
        </>
      );
    case "error":
      return <OfferFailure copy={copy} failure={lookup.failure} />;
    case "missing":
      return <OfferProblem kind="missing" copy={copy} title={p.missingTitle} message={p.missingBody} detail={fill(p.missingDetail, { title: LAUNCH_PRODUCT_TITLE })} />;
  }
}

/**
 * The Mexico offer in the landing page's terms, above the product and its price, so the banner,
 * the landing page and this page tell one story, and say plainly what the 50% applies to.
 */
function OfferTerms({ copy }: { copy: MexicoWords }) {
  const lang = useLang();
  const o = copy.offerPage.offer;
  return (
    <div className="border-b border-sand-200 bg-sand-50">
      <div className="mx-auto max-w-6xl px-5 pt-6 sm:px-8">
        {lang === "es" && (
          <Link
            to={copy.offerPage.back.to}
            className="inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {copy.offerPage.back.label}
          </Link>
        )}
        <section
          aria-labelledby="mexico-offer-terms"
          data-testid="offer-terms"
          className={`${cardVariants({ tone: "offer", pad: "snug" })} my-5 grid gap-5 @5xl:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-8`}
        >
          <div>
            <Badge tone="accent">
              <BadgePercent className="h-3.5 w-3.5" aria-hidden="true" />
              {o.badge}
            </Badge>
            <p id="mexico-offer-terms" className="mt-3 text-xl font-bold text-brand-900 sm:text-2xl">
              {o.title}
            </p>
            <ul className="mt-3 grid gap-1.5 text-ink">
              {o.terms.map((term) => (
                <li key={term} className="flex items-start gap-2">
                  <Check className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>{term}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p className="text-sm leading-relaxed text-muted">{o.howItWorks}</p>
            <NewTabLink href={config.links.calendar} variant="outline" size="sm" className="mt-4">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {o.cta}
            </NewTabLink>
          </div>
        </section>
      </div>
    </div>
  );
}

/**
 * Shaped like the product view (4:3 gallery beside the details) and a screen tall, so the
 * footer stays below the fold and nothing visible shifts when the product arrives.
 */
function OfferLoading({ copy }: { copy: MexicoWords }) {
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-5 py-10 sm:px-8 sm:py-14" aria-busy="true">
      <h1 className="sr-only">{copy.offerPage.loadingHeading}</h1>
      <p role="status" className="mb-6 inline-flex items-center gap-2 py-1 text-sm font-semibold text-muted">
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" aria-hidden="true" />
        {copy.offerPage.loading}
      </p>
      <div className="grid gap-10 @5xl:grid-cols-2 lg:gap-14" aria-hidden="true">
        <div className={`${cardVariants({ tone: "flat", pad: "none" })} aspect-[4/3] w-full animate-pulse bg-sand-100`} />
        <div className="space-y-4">
          <div className="h-10 w-4/5 animate-pulse rounded-xl bg-sand-100" />
          <div className="h-6 w-2/5 animate-pulse rounded-xl bg-sand-100" />
          <div className="h-24 w-full animate-pulse rounded-xl bg-sand-100" />
          <div className="h-14 w-full animate-pulse rounded-full bg-sand-100" />
        </div>
      </div>
    </div>
  );
}

/** The terms are known before the store answers: the prerendered page states the offer already. */
function OfferPending({ copy }: { copy: MexicoWords }) {
  return (
    <>
      <OfferTerms copy={copy} />
      <OfferLoading copy={copy} />
    </>
  );
}

/** The store failed: 'Error Loading Offer' and the failure's kind in the page's words, with what to do next. */
function OfferFailure({ copy, failure }: { copy: MexicoWords; failure: FailureKind }) {
  const p = copy.offerPage.problems;
  const message = useFailureSentence(failure, p.errorDefault);
  // Until the sentence is here the offer still shows as loading: one message, not the default and then the sentence.
  if (message === null) return <OfferPending copy={copy} />;
  return <OfferProblem kind="error" copy={copy} title={p.errorTitle} message={message} />;
}

function OfferProblem({ kind, copy, title, message, detail }: { kind: "error" | "missing"; copy: MexicoWords; title: string; message: string; detail?: string }) {
  const Icon = kind === "error" ? TriangleAlert : SearchX;
  const p = copy.offerPage.problems;
  return (
    <div className="mx-auto max-w-xl px-5 py-20 text-center sm:py-28" data-testid={`offer-${kind}`}>
      <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-50 text-accent-700">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{message}</p>
      {detail && <p className="mt-3 rounded-xl bg-sand-100 px-4 py-3 text-sm font-medium text-ink">{detail}</p>}
      <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
        <ButtonLink to={p.backToStore.to} variant="secondary">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {p.backToStore.label}
        </ButtonLink>
        <Link to={p.mexico.to} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {p.mexico.label}
        </Link>
      </div>
    </div>
  );
}
