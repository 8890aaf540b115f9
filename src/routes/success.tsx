import { en } from "~/content/success/en";
import { SuccessView } from "~/features/checkout/success-view";
import { LOCALIZED_HANDLE } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";

// Where the store's checkout returns to (?checkout={pending id}); Spanish twin: /es/compra-exitosa.
export const handle = LOCALIZED_HANDLE;

export const meta = () => localizedMeta("success", "en", { title: en.meta.title, description: en.meta.storeDescription, noindex: true });

export default function SuccessRoute() {
  return <SuccessView words={en} />;
}
