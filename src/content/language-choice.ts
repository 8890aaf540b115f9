/*
 * The language switch's names, and the suggestion English pages show a visitor whose browser prefers Spanish (issue 23). Its words
 * are Spanish and only English pages show it, so they are not a twin dictionary: one language, one
 * place. Storage keys and the class the inline script sets are here too. The build writes the
 * suggestion into each English page (pipeline/language-suggestion.ts): no JavaScript ships for it.
 */
export const languageSuggestion = {
  label: "Sugerencia de idioma",
  text: "¿Prefiere leer en español?",
  action: "Ver esta página en español",
  dismiss: "Cerrar la sugerencia",
};

/**
 * Each language's name for itself, which the header's language switch shows to reach it
 * ("Español" on English pages, "English" on Spanish ones), shortened to its code on narrow
 * screens, with what the switch does in that language. Not a translation: the same on every page.
 */
export const LANGUAGE_NAMES = {
  es: { name: "Español", code: "ES", title: "Ver esta página en español" },
  en: { name: "English", code: "EN", title: "Read this page in English" },
} as const;

/** Set on <html> before paint when the suggestion shows (pipeline/language-suggestion.ts). */
export const LANG_SUGGEST_CLASS = "lang-suggest";

/** A cookie, "1" once the visitor closed the suggestion: it stays closed for a year (read before paint, as the language is: lib/i18n.ts). */
export const LANG_SUGGEST_DISMISSED_KEY = "cx-lang-suggest-dismissed";
