import { en, type ApiWords } from "./en.ts";
import { es } from "./es.ts";

export type Lang = "en" | "es";

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "es";
}

/** The functions' error words in a language; anything but "es" reads English. */
export function apiWords(lang: unknown): ApiWords {
  return lang === "es" ? es : en;
}
