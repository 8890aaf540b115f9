import { CheckoutLoading, CheckoutNotFound, CheckoutView } from "~/features/checkout/checkout-view";
import { lookupCheckoutKit } from "~/features/checkout/checkout";
import { useCheckoutKit } from "~/features/checkout/use-checkout-kit";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/checkout";

// Served by the SPA fallback (route kind "dynamic"): nothing per visitor is prerendered.
export const meta = ({ params }: Route.MetaArgs) => {
  const kit = lookupCheckoutKit(params.priceId);
  return pageMeta({
    title: kit ? `Checkout: ${kit.name}` : "Checkout",
    description: kit
      ? `Secure checkout for the ${kit.name} launch kit: one-time payment, 30-day satisfaction guarantee.`
      : "Secure checkout for a done-for-you launch kit.",
    path: `/checkout/${encodeURIComponent(params.priceId)}`,
    noindex: true,
  });
};

export default function CheckoutRoute({ params }: Route.ComponentProps) {
  const state = useCheckoutKit(params.priceId);
  if (state.status === "loading") return <CheckoutLoading />;
  if (state.status === "not-found") return <CheckoutNotFound />;
  return <CheckoutView key={state.kit.id} kit={state.kit} paymentLink={state.kit.paymentLink} />;
}
