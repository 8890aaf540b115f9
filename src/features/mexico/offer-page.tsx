import { ArrowLeft, SearchX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import type { Product } from "~/features/commerce/types";
import { MEXICO_PATHS } from "./language";
import { OFFER_MESSAGES, type LaunchLookup } from "./launch-product";
import { useLaunchProduct } from "./use-launch-product";

/** Draws the found product: the route passes the store's product view. */
type RenderProduct = (product: Product) => ReactNode;

/** /airbnb-mexico-offer: the launch product's page, found by exact title among 100 products. */
export function MexicoOfferPage({ renderProduct }: { renderProduct: RenderProduct }) {
  return <MexicoOffer lookup={useLaunchProduct()} renderProduct={renderProduct} />;
}

export function MexicoOffer({ lookup, renderProduct }: { lookup: LaunchLookup; renderProduct: RenderProduct }) {
  switch (lookup.status) {
    case "loading":
      return <OfferLoading />;
    case "found":
      return renderProduct(lookup.product);
    case "error":
      return <OfferProblem kind="error" title={OFFER_MESSAGES.errorTitle} message={lookup.message || OFFER_MESSAGES.errorDefault} />;
    case "missing":
      return (
        <OfferProblem
          kind="missing"
          title={OFFER_MESSAGES.missingTitle}
          message={OFFER_MESSAGES.missingBody}
          detail={OFFER_MESSAGES.missingDetail}
        />
      );
  }
}

/**
 * Shaped like the product view (4:3 gallery beside the details) and a screen tall, so the
 * footer stays below the fold and nothing visible shifts when the product arrives.
 */
function OfferLoading() {
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-5 py-10 sm:px-8 sm:py-14" aria-busy="true">
      <h1 className="sr-only">Mexico launch offer</h1>
      <p role="status" className="mb-6 inline-flex items-center gap-2 py-1 text-sm font-semibold text-muted">
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" aria-hidden="true" />
        Loading offer…
      </p>
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-14" aria-hidden="true">
        <div className="aspect-[4/3] w-full animate-pulse rounded-[var(--radius-card)] bg-sand-100" />
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

function OfferProblem({ kind, title, message, detail }: { kind: "error" | "missing"; title: string; message: string; detail?: string }) {
  const Icon = kind === "error" ? TriangleAlert : SearchX;
  return (
    <div className="mx-auto max-w-xl px-5 py-20 text-center sm:py-28" data-testid={`offer-${kind}`}>
      <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-50 text-accent-700">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{message}</p>
      {detail && <p className="mt-3 rounded-xl bg-sand-100 px-4 py-3 text-sm font-medium text-ink">{detail}</p>}
      <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
        <ButtonLink to="/store" variant="secondary">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Store
        </ButtonLink>
        <Link to={MEXICO_PATHS.es} hrefLang="es" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Airbnb México
        </Link>
      </div>
    </div>
  );
}
