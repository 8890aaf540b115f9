import { CheckCircle2, Mail, Phone } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { successCopy } from "~/content/checkout";
import type { Kit } from "~/content/kits";
import { track } from "~/lib/analytics";
import { config } from "~/lib/config";
import { formatPhone, telHref } from "~/lib/phone";
import { clearPendingCheckout, readPendingCheckout } from "./checkout";
import { claimPurchaseTracking, orderConfirmationId, purchaseEventProps, purchasedKit } from "./success";

const noSubscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (which was built without a query string),
 * true afterwards: the session id is read only then, so the first render matches the HTML.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The purchase-success screen of /checkout-success and /success. */
export function SuccessView() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const sessionId = hydrated ? params.get("session_id") : null;
  const confirmationId = orderConfirmationId(sessionId);
  const [kit, setKit] = useState<Kit | null>(null);

  // Once per purchase: the kit remembered before leaving for Stripe gives the value.
  useEffect(() => {
    if (!hydrated) return;
    const storage = sessionStore();
    const pending = readPendingCheckout(storage);
    setKit(purchasedKit(pending));
    if (claimPurchaseTracking(storage, sessionId, pending)) track("purchase", purchaseEventProps(sessionId, pending));
    clearPendingCheckout(storage);
  }, [hydrated, sessionId]);

  return (
    <div className="bg-sand-50">
      <div className="mx-auto max-w-2xl px-5 py-16 sm:px-8 sm:py-24">
        <div className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 text-center shadow-[var(--shadow-card)] sm:p-10">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50">
            <CheckCircle2 className="h-9 w-9 text-brand-600" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-3xl font-bold text-brand-900 sm:text-4xl">{successCopy.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">{successCopy.lead}</p>
          {kit && (
            <p className="mt-3 text-ink" data-testid="purchased-kit">
              {successCopy.kitLine} <strong className="text-brand-900">{kit.name}</strong>.
            </p>
          )}

          <div className="mt-8 rounded-2xl bg-sand-100 px-5 py-5" aria-live="polite" aria-busy={!hydrated}>
            {!hydrated ? (
              <div className="mx-auto h-12 max-w-xs animate-pulse rounded-lg bg-sand-200" aria-hidden="true" />
            ) : confirmationId ? (
              <>
                <p className="text-sm font-semibold uppercase tracking-widest text-muted" id="order-confirmation-label">
                  {successCopy.confirmationLabel}
                </p>
                <p
                  className="mt-2 break-all font-mono text-2xl font-bold tracking-wide text-brand-900"
                  aria-labelledby="order-confirmation-label"
                  data-testid="order-confirmation-id"
                >
                  {confirmationId}
                </p>
                <p className="mt-2 text-sm text-muted">{successCopy.confirmationHint}</p>
              </>
            ) : (
              <p className="text-ink" data-testid="order-confirmation-missing">
                {successCopy.noSessionId}
              </p>
            )}
          </div>

          <div className="mt-8 text-left">
            <h2 className="text-lg font-semibold text-brand-900">{successCopy.nextStepsHeading}</h2>
            <ol className="mt-3 grid gap-3">
              {successCopy.nextSteps.map((step, i) => (
                <li key={step} className="flex gap-3 text-ink">
                  <span
                    className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </div>

          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/" size="lg" className="whitespace-nowrap sm:px-6 sm:text-base">
              {successCopy.homeLink}
            </ButtonLink>
            <ButtonLink to="/all-services" variant="outline" size="lg" className="whitespace-nowrap sm:px-6 sm:text-base">
              {successCopy.servicesLink}
            </ButtonLink>
          </div>
        </div>

        <p className="mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm text-muted">
          <span>{successCopy.help}</span>
          <a href={`mailto:${config.email}`} className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
            <Mail className="h-4 w-4" aria-hidden="true" />
            {config.email}
          </a>
          <a href={telHref(config.phone)} className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
            <Phone className="h-4 w-4" aria-hidden="true" />
            {formatPhone(config.phone)}
          </a>
        </p>
      </div>
    </div>
  );
}
