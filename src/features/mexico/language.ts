import type { MetaDescriptor } from "react-router";
import { mexicoCopy, type MexicoLang } from "~/content/mexico";
import { LOCALIZED_HANDLE, LOCALIZED_PAGES } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";

/** Each language has its own prerendered URL; Spanish is the default. */
export const MEXICO_PATHS: Record<MexicoLang, string> = { es: LOCALIZED_PAGES.mexico.es, en: LOCALIZED_PAGES.mexico.en };

/** Title, description, social tags, self-canonical and alternates, in the page's language. */
export function mexicoMeta(lang: MexicoLang): MetaDescriptor[] {
  const copy = mexicoCopy[lang];
  return localizedMeta("mexico", lang, { title: copy.meta.title, description: copy.meta.description });
}

/** The route `handle` of each Mexico page: the pre-paint script that honours a remembered language. */
export function mexicoHandle() {
  return LOCALIZED_HANDLE;
}
