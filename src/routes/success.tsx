import { successEn } from "~/content/success";
import { SuccessView } from "~/features/checkout/success-view";
import { LOCALIZED_HANDLE } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";

// Where the store's checkout returns to (?checkout={pending id}); Spanish twin: /es/compra-exitosa.
export const handle = LOCALIZED_HANDLE;

export const meta = () =>
  localizedMeta("success", "en", { title: successEn.meta.title, description: successEn.meta.storeDescription, noindex: true });

export default function SuccessRoute() {
  return <SuccessView t={successEn} />;
}
