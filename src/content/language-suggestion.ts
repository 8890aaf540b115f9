/*
 * The suggestion English pages show a visitor whose browser prefers Spanish (issue 23). Its words
 * are Spanish and only English pages show it, so they are not a twin dictionary: one language, one
 * place. Storage keys and the class the inline script sets are here too.
 */
export const languageSuggestion = {
  label: "Sugerencia de idioma",
  text: "¿Prefiere leer en español?",
  action: "Ver esta página en español",
  dismiss: "Cerrar la sugerencia",
};

/** Set on <html> before paint when the suggestion shows (components/layout/language-suggestion.tsx). */
export const LANG_SUGGEST_CLASS = "lang-suggest";

/** localStorage: "1" once the visitor closed the suggestion; it stays closed. */
export const LANG_SUGGEST_DISMISSED_KEY = "cx-lang-suggest-dismissed";
