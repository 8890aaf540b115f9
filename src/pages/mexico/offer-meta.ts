import type { MetaDescriptor } from "react-router";
import type { MexicoWords } from "~/content/mexico/en";
import type { Lang } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";

/** The offer page's head tags in its language: self-canonical, og:locale and the hreflang pair. */
export function mexicoOfferMeta(words: MexicoWords, lang: Lang): MetaDescriptor[] {
  const { meta } = words.offerPage;
  return localizedMeta("mexicoOffer", lang, { title: meta.title, description: meta.description });
}
