import type { MetaDescriptor } from "react-router";
import type { MexicoWords } from "~/content/mexico/en";
import type { Lang } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";

/** Title, description, social tags, self-canonical and alternates, in the page's language. */
export function mexicoMeta(words: MexicoWords, lang: Lang): MetaDescriptor[] {
  return localizedMeta("mexico", lang, { title: words.meta.title, description: words.meta.description });
}
