import type { MetaDescriptor } from "react-router";
import { mexicoCopy, type MexicoLang } from "~/content/mexico";
import { localizedMeta } from "~/lib/seo";

/** The offer page's head tags in its language: self-canonical, og:locale and the hreflang pair. */
export function mexicoOfferMeta(lang: MexicoLang): MetaDescriptor[] {
  const { meta } = mexicoCopy[lang].offerPage;
  return localizedMeta("mexicoOffer", lang, { title: meta.title, description: meta.description });
}
