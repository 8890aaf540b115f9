import { es } from "~/content/success/es";
import { SuccessView } from "~/features/checkout/success-view";
import { localizedMeta } from "~/lib/seo";

// /es/pago-exitoso: where a kit bought from a Spanish page ends (twin of /checkout-success; Stripe
// returns every buyer to the English one, which takes a Spanish buyer on here). Prerendered without a query string.
export const meta = () => localizedMeta("checkoutSuccess", "es", { title: es.meta.title, description: es.meta.kitDescription, noindex: true });

export default function PagoExitosoRoute() {
  return <SuccessView words={es} />;
}
