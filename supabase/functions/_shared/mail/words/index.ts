import { en, type MailWords } from "./en.ts";
import { es } from "./es.ts";

export type { MailWords };

/** A mail's words in its language (the outbox row's lang; anything but "es" reads English). */
export function mailWords(lang: string): MailWords {
  return lang === "es" ? es : en;
}
