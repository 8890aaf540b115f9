import { es } from "~/content/unsubscribe/es";
import { UnsubscribeView } from "~/features/subscription/unsubscribe-view";
import { localizedMeta } from "~/lib/seo";

// Twin of /unsubscribe (?token=…, or ?done=1 after the form's post); prerendered without a query string.
export const meta = () => localizedMeta("unsubscribe", "es", { title: es.meta.title, description: es.meta.description, noindex: true });

export default function CancelarSuscripcionRoute() {
  return <UnsubscribeView words={es} />;
}
