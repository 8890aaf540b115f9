import { CheckoutLoading, CheckoutNotFound, CheckoutView } from "~/features/checkout/checkout-view";
import { lookupCheckoutKit } from "~/features/checkout/kit-checkout";
import { useCheckoutKit } from "~/features/checkout/use-checkout-kit";
import { checkoutCopy } from "~/content/checkout";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/checkout";

// Served by the SPA fallback (route kind "dynamic"): nothing per visitor is prerendered.
export const meta = ({ params }: Route.MetaArgs) => {
  const kit = lookupCheckoutKit(params.priceId);
  return pageMeta({
    title: checkoutCopy.meta.title(kit?.name ?? null),
    description: checkoutCopy.meta.description(kit?.name ?? null),
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
