import { en } from "./en";
import { es } from "./es";
import type { MexicoCopy, MexicoLang } from "./types";

export type { MexicoCopy, MexicoLang, ServiceCell } from "./types";

export const MEXICO_LANGS: readonly MexicoLang[] = ["es", "en"];

export const mexicoCopy: Record<MexicoLang, MexicoCopy> = { es, en };
