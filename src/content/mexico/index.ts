import { en } from "./en";
import { es } from "./es";
import type { MexicoCopy, MexicoLang } from "./types";

export type { MexicoCopy, MexicoLang, ServiceCell } from "./types";

/** Spanish is the default language of the Mexico page. */
export const DEFAULT_MEXICO_LANG: MexicoLang = "es";

export const MEXICO_LANGS: readonly MexicoLang[] = ["es", "en"];

export const mexicoCopy: Record<MexicoLang, MexicoCopy> = { es, en };
