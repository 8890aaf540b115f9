import { es } from "~/content/checkout/es";
import { KitCheckout } from "~/features/checkout/checkout-view";
import { kitCheckoutMeta } from "~/features/checkout/kit-checkout";
import type { Route } from "./+types/pago";

// /es/pago/{priceId}: the kit checkout in Spanish (twin of /checkout/{priceId}), served by the SPA fallback.
export const meta = ({ params }: Route.MetaArgs) => kitCheckoutMeta(params.priceId, es, "es");

export default function PagoRoute({ params }: Route.ComponentProps) {
  return <KitCheckout priceId={params.priceId} words={es} />;
}
