import { CheckCircle2, Mail, Phone, SearchX } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useNavigate } from "~/components/ui/link";
import { ButtonLink } from "~/components/ui/button";
import type { SuccessWords } from "~/content/success/en";
import { useCart } from "~/features/cart/cart-context";
import { track } from "~/lib/analytics";
import { config } from "~/lib/config";
import { fill, formatDateTime, useLang } from "~/lib/i18n";
import { formatCents } from "~/lib/money";
import { formatPhone, telHref } from "~/lib/phone";
import type { PendingStoreCheckout as StoreReceipt } from "./pending-checkout";
import { confirmKitCheckout, readKitCheckout, saveKitCheckout } from "./pending-kit-checkout";
import { boughtUnits, confirmStoreCheckout, findStoreCheckout, receiptLines, saveStoreCheckout } from "./pending-store-checkout";
import { CopyConfirmationId } from "./copy-confirmation-id";
import { claimPurchaseTracking, kitReturnPath, orderConfirmationId, purchaseEntry, purchaseKey, resolveSuccess, type SuccessState } from "./success";
import { cardVariants } from "~/components/ui/card";

const noSubscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (which was built without a query string and
 * knows nothing of this browser), true afterwards: the page decides what it can say only then.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/**
 * The purchase-success screen of /checkout-success, /es/pago-exitoso, /success and /es/compra-exitosa. What it
 * says depends on what this visit proves (see `resolveSuccess`); the prerendered HTML says only
 * that it is checking, so no page claims a payment it cannot know about. Its words come from the
 * route, in the route's language (an English page never downloads the Spanish ones).
 */
export function SuccessView({ words: t }: { words: SuccessWords }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // The link layer's navigate is a new function on every render: kept in a ref, out of the
  // effect's dependencies (the path it is given is already the twin's: an English page keeps it).
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  const { settlePurchase } = useCart();
  const [state, setState] = useState<SuccessState | null>(null);
  const query = params.toString();

  useEffect(() => {
    if (!hydrated) return;
    const pendingKit = readKitCheckout();
    // Stripe brings every kit buyer back in English: one who paid from a Spanish page goes on to /es/pago-exitoso.
    const move = kitReturnPath(pathname, query, pendingKit);
    if (move) {
      void navigateRef.current(move, { replace: true });
      return;
    }
    const found = resolveSuccess(new URLSearchParams(query), {
      storeCheckout: (id) => findStoreCheckout(id),
      kitCheckout: () => pendingKit,
    });
    if (found.kind === "store" && found.first) {
      // First arrival from the store's checkout: the lines bought leave the cart, the record becomes the receipt.
      settlePurchase(boughtUnits(found.receipt));
      const receipt = confirmStoreCheckout(found.receipt);
      saveStoreCheckout(receipt);
      found.receipt = receipt;
    }
    if (found.kind === "kit" && found.first && pendingKit) saveKitCheckout(confirmKitCheckout(pendingKit, found.sessionId));
    // Only the visit that confirms a checkout this browser started counts the sale, once.
    if (found.kind !== "none" && found.first && claimPurchaseTracking(purchaseKey(found))) track((p) => purchaseEntry(p, found, pendingKit));
    setState(found);
  }, [hydrated, query, pathname, settlePurchase]);

  return (
    <div className="bg-sand-50">
      <div className="mx-auto min-h-[70vh] max-w-2xl px-5 py-16 sm:px-8 sm:py-24">
        {state === null ? (
          <Checking t={t} />
        ) : state.kind === "store" ? (
          <StoreReceiptCard receipt={state.receipt} t={t} />
        ) : state.kind === "kit" ? (
          <KitSuccessCard sessionId={state.sessionId} kitName={state.kit.name} steps={t.kitNextSteps[state.kit.id]} t={t} />
        ) : (
          <NoRecentPurchase t={t} />
        )}
        <Help t={t} />
      </div>
    </div>
  );
}

function Card({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div
      className={`${cardVariants({ pad: "none" })} p-6 text-center sm:p-10`}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

function Checking({ t }: { t: SuccessWords }) {
  return (
    <div aria-busy="true" data-testid="success-checking">
      <Card testId="success-checking-card">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50" aria-hidden="true">
          <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
        </span>
        {/* A heading may not be a live region (W3C: role="status" is not allowed on h1): the region wraps it. */}
        <div role="status">
          <h1 className="mt-5 text-2xl font-bold text-brand-900 sm:text-3xl">{t.checking}</h1>
        </div>
        <div className="mx-auto mt-8 h-40 max-w-md animate-pulse rounded-2xl bg-sand-100" aria-hidden="true" />
      </Card>
    </div>
  );
}

function SuccessHeading({ t, lead }: { t: SuccessWords; lead: string }) {
  return (
    <>
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50">
        <CheckCircle2 className="h-9 w-9 text-brand-600" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-bold text-brand-900 sm:text-4xl">{t.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{lead}</p>
    </>
  );
}

function StoreReceiptCard({ receipt, t }: { receipt: StoreReceipt; t: SuccessWords }) {
  const lang = useLang();
  const lines = receiptLines(receipt);
  return (
    <Card testId="store-receipt">
      <SuccessHeading t={t} lead={t.storeLead} />
      <section className="mt-8 text-left" aria-labelledby="receipt-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="receipt-heading" className="text-lg font-semibold text-brand-900">
            {t.order.heading}
          </h2>
          <p className="text-sm text-muted" data-testid="ordered-at">
            {fill(t.order.orderedAt, { date: formatDateTime(receipt.confirmedAt ?? receipt.startedAt, lang) })}
          </p>
        </div>
        <ul className="mt-3 divide-y divide-sand-200 rounded-2xl border border-sand-200">
          {lines.map((l) => (
            <li key={l.variantId} className="flex items-center gap-3 px-4 py-3" data-testid="receipt-line">
              {l.image ? (
                <img src={l.image} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 rounded-lg bg-sand-100 object-cover" />
              ) : (
                <span className="h-12 w-16 shrink-0 rounded-lg bg-sand-100" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold leading-snug text-ink">{l.title}</p>
                <p className="text-sm text-muted">
                  {l.variantTitle && <span>{l.variantTitle} · </span>}
                  <span data-testid="receipt-quantity">{fill(t.order.quantity, { n: l.quantity })}</span>
                  {l.quantity > 1 && <span> · {fill(t.order.each, { price: formatCents(l.unitPriceCents, lang) })}</span>}
                </p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums text-ink">{formatCents(l.lineTotalCents, lang)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-baseline justify-between px-1 text-lg font-bold text-brand-900">
          <span>{t.order.total}</span>
          <span className="tabular-nums" data-testid="receipt-total">
            {formatCents(receipt.totalCents, lang)}
          </span>
        </p>
        <p className="mt-3 px-1 text-sm text-muted">{t.order.receiptNote}</p>
      </section>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={t.order.continueShopping.to} size="lg" className="whitespace-nowrap sm:px-6 sm:text-base">
          {t.order.continueShopping.label}
        </ButtonLink>
      </div>
    </Card>
  );
}

function KitSuccessCard({ sessionId, kitName, steps, t }: { sessionId: string; kitName: string | null; steps: string[]; t: SuccessWords }) {
  const confirmationId = orderConfirmationId(sessionId);
  const [before, after] = t.kitLine.split("{kit}");
  return (
    <Card testId="kit-success">
      <SuccessHeading t={t} lead={t.kitLead} />
      {kitName && (
        <p className="mt-3 text-ink" data-testid="purchased-kit">
          {before}
          <strong className="text-brand-900">{kitName}</strong>
          {after}
        </p>
      )}
      <div className="mt-8 rounded-2xl bg-sand-100 px-5 py-5">
        <p className="text-sm font-semibold uppercase tracking-widest text-muted" id="order-confirmation-label">
          {t.confirmation.label}
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
          <p className="break-all font-mono text-2xl font-bold tracking-wide text-brand-900" aria-labelledby="order-confirmation-label" data-testid="order-confirmation-id">
            {confirmationId}
          </p>
          <CopyConfirmationId sessionId={sessionId} t={t.confirmation} />
        </div>
        <p className="mt-2 text-sm text-muted">{t.confirmation.hint}</p>
      </div>
      <div className="mt-8 text-left">
        <h2 className="text-lg font-semibold text-brand-900">{t.nextStepsHeading}</h2>
        <ol className="mt-3 grid gap-3" data-testid="next-steps">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3 text-ink">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/" size="lg" className="whitespace-nowrap sm:px-6 sm:text-base">
          {t.homeLink}
        </ButtonLink>
        <ButtonLink to="/all-services" variant="outline" size="lg" className="whitespace-nowrap sm:px-6 sm:text-base">
          {t.servicesLink}
        </ButtonLink>
      </div>
    </Card>
  );
}

function NoRecentPurchase({ t }: { t: SuccessWords }) {
  const n = t.none;
  return (
    <Card testId="no-recent-purchase">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-sand-100">
        <SearchX className="h-8 w-8 text-brand-700" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-brand-900 sm:text-3xl">{n.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{n.body}</p>
      <p className="mt-3 rounded-2xl bg-sand-100 px-5 py-4 text-ink">{n.email}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        <ButtonLink to={n.storeLink.to} size="lg" className="sm:px-6 sm:text-base">
          {n.storeLink.label}
        </ButtonLink>
        <ButtonLink to={n.pricingLink.to} variant="outline" size="lg" className="sm:px-6 sm:text-base">
          {n.pricingLink.label}
        </ButtonLink>
      </div>
      <p className="mt-6">
        <a href={`mailto:${config.email}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {n.supportLink}
        </a>
      </p>
    </Card>
  );
}

function Help({ t }: { t: SuccessWords }) {
  return (
    <p className="mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm text-muted">
      <span>{t.help}</span>
      <a href={`mailto:${config.email}`} className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
        <Mail className="h-4 w-4" aria-hidden="true" />
        {config.email}
      </a>
      <a href={telHref(config.phone)} className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
        <Phone className="h-4 w-4" aria-hidden="true" />
        {formatPhone(config.phone)}
      </a>
    </p>
  );
}
