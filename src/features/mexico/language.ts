import type { MetaDescriptor } from "react-router";
import type { MexicoWords } from "~/content/mexico/en";
import { LOCALIZED_PAGES, type Lang } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";

/** Each language has its own prerendered URL; Spanish is the default. */
export const MEXICO_PATHS: Record<Lang, string> = { es: LOCALIZED_PAGES.mexico.es, en: LOCALIZED_PAGES.mexico.en };

/** Title, description, social tags, self-canonical and alternates, in the page's language. */
export function mexicoMeta(words: MexicoWords, lang: Lang): MetaDescriptor[] {
  return localizedMeta("mexico", lang, { title: words.meta.title, description: words.meta.description });
}
