import type { ComponentProps } from "react";
import { ConfirmView } from "~/features/subscription/confirm-view";
import type { PageMeta } from "~/lib/page-table";
import { localizedMeta } from "~/lib/seo";

type Words = ComponentProps<typeof ConfirmView>["words"];

/** Where the confirmation mail's link lands (?token=…); prerendered without a query string. */
export const meta: PageMeta<Words> = (words, lang) => localizedMeta("confirmSubscription", lang, { title: words.meta.title, description: words.meta.description, noindex: true });

export default function ConfirmSubscriptionPage({ words }: { words: Words }) {
  return <ConfirmView words={words} />;
}
