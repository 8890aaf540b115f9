import { successEs } from "~/content/success-es";
import { SuccessView } from "~/features/checkout/success-view";
import { LOCALIZED_HANDLE } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";
// This page can speak Spanish: its shell words come with it (see shellText).
import "~/content/shell-es";

// /es/compra-exitosa: the success page of a checkout started on a Spanish page (twin of /success).
export const handle = LOCALIZED_HANDLE;

export const meta = () =>
  localizedMeta("success", "es", { title: successEs.meta.title, description: successEs.meta.storeDescription, noindex: true });

export default function CompraExitosaRoute() {
  return <SuccessView t={successEs} />;
}
