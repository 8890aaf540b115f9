import { es } from "~/content/success/es";
import { SuccessView } from "~/features/checkout/success-view";
import { LOCALIZED_HANDLE } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";

// /es/compra-exitosa: the success page of a checkout started on a Spanish page (twin of /success).
export const handle = LOCALIZED_HANDLE;

export const meta = () => localizedMeta("success", "es", { title: es.meta.title, description: es.meta.storeDescription, noindex: true });

export default function CompraExitosaRoute() {
  return <SuccessView words={es} />;
}
