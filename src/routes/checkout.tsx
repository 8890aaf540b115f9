import { en } from "~/content/checkout/en";
import { KitCheckout } from "~/features/checkout/checkout-view";
import { kitCheckoutMeta } from "~/features/checkout/kit-checkout";
import type { Route } from "./+types/checkout";

// Served by the SPA fallback (route kind "dynamic"): nothing per visitor is prerendered. Spanish twin: es/pago.tsx.
export const meta = ({ params }: Route.MetaArgs) => kitCheckoutMeta(params.priceId, en, "en");

export default function CheckoutRoute({ params }: Route.ComponentProps) {
  return <KitCheckout priceId={params.priceId} words={en} />;
}
