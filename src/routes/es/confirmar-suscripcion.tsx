import { es } from "~/content/confirm-subscription/es";
import { ConfirmView } from "~/features/subscription/confirm-view";
import { localizedMeta } from "~/lib/seo";

// Twin of /confirm-subscription, for a Spanish sign-up's mail (?token=…); prerendered without a query string.
export const meta = () => localizedMeta("confirmSubscription", "es", { title: es.meta.title, description: es.meta.description, noindex: true });

export default function ConfirmarSuscripcionRoute() {
  return <ConfirmView words={es} />;
}
