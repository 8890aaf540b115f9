import type { SuccessWords } from "~/content/success/en";
import { SuccessView } from "~/features/checkout/success-view";
import type { PageMeta } from "~/lib/page-table";
import { localizedMeta } from "~/lib/seo";

/**
 * The kit receipt (/checkout-success, /es/pago-exitoso): where a kit's Stripe Payment Link returns
 * (?kit=…&session_id=…; Stripe returns every buyer to the English one, which takes a Spanish buyer
 * on to the Spanish one). Prerendered without a query string. The store's receipt: store-receipt/.
 */
export const meta: PageMeta<SuccessWords> = (words, lang) => localizedMeta("checkoutSuccess", lang, { title: words.meta.title, description: words.meta.kitDescription, noindex: true });

export default function KitReceiptPage({ words }: { words: SuccessWords }) {
  return <SuccessView words={words} />;
}
