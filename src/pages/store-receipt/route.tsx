import type { SuccessWords } from "~/content/success/en";
import { SuccessView } from "~/features/checkout/success-view";
import type { PageMeta } from "~/lib/page-table";
import { localizedMeta } from "~/lib/seo";

/**
 * The store receipt (/success, /es/compra-exitosa): where the store's checkout returns
 * (?checkout={pending id}), in the language of the page the checkout started on. The kit's
 * receipt: kit-receipt/.
 */
export const meta: PageMeta<SuccessWords> = (words, lang) => localizedMeta("success", lang, { title: words.meta.title, description: words.meta.storeDescription, noindex: true });

export default function StoreReceiptPage({ words }: { words: SuccessWords }) {
  return <SuccessView words={words} />;
}
