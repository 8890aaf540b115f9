import type { ComponentProps } from "react";
import { UnsubscribeView } from "~/features/subscription/unsubscribe-view";
import type { PageMeta } from "~/lib/page-table";
import { localizedMeta } from "~/lib/seo";

type Words = ComponentProps<typeof UnsubscribeView>["words"];

/** Where every mail's unsubscribe link lands (?token=…, or ?done=1 after the form's post); prerendered without a query string. */
export const meta: PageMeta<Words> = (words, lang) => localizedMeta("unsubscribe", lang, { title: words.meta.title, description: words.meta.description, noindex: true });

export default function UnsubscribePage({ words }: { words: Words }) {
  return <UnsubscribeView words={words} />;
}
