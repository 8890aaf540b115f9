import { describe, expect, it } from "vitest";
import { LANG_SUGGEST_CLASS, LANG_SUGGEST_DISMISSED_KEY } from "../src/content/language-choice";
import { LANG_STORAGE_KEY } from "../src/lib/i18n";
import { LANG_SUGGEST_SCRIPT, suggestsSpanish, withLanguageSuggestion } from "./language-suggestion";

/** Runs the inline script against a fake browser; answers whether it set the class. */
function scriptSuggests(stored: Record<string, string>, languages: string[] | undefined, language = "en-US", throws = false): boolean {
  const classes = new Set<string>();
  const localStorage = {
    getItem: (key: string) => {
      if (throws) throw new Error("SecurityError");
      return stored[key] ?? null;
    },
  };
  const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } }, addEventListener: () => {} };
  new Function("localStorage", "navigator", "document", LANG_SUGGEST_SCRIPT)(localStorage, { languages, language }, document);
  return classes.has(LANG_SUGGEST_CLASS);
}

const cases: [string, Record<string, string>, string[], boolean][] = [
  ["a browser whose first language is Spanish", {}, ["es-MX", "en"], true],
  ["plain es", {}, ["es"], true],
  ["Spanish only second", {}, ["en-US", "es-MX"], false],
  ["an English browser", {}, ["en-US"], false],
  ["a word that starts like es", {}, ["est"], false],
  ["a Spanish browser that chose English", { [LANG_STORAGE_KEY]: "en" }, ["es-MX"], false],
  ["an English browser that chose Spanish", { [LANG_STORAGE_KEY]: "es" }, ["en-US"], true],
  ["a Spanish browser that closed it", { [LANG_SUGGEST_DISMISSED_KEY]: "1" }, ["es-MX"], false],
  ["a visitor who chose Spanish and closed it", { [LANG_STORAGE_KEY]: "es", [LANG_SUGGEST_DISMISSED_KEY]: "1" }, ["en-US"], false],
];

describe("the Spanish suggestion", () => {
  it.each(cases)("%s: the rule and the inline script agree", (_, stored, languages, expected) => {
    expect(suggestsSpanish(stored[LANG_STORAGE_KEY] ?? null, languages, stored[LANG_SUGGEST_DISMISSED_KEY] === "1")).toBe(expected);
    expect(scriptSuggests(stored, languages)).toBe(expected);
  });

  it("falls back to navigator.language, and stays quiet when storage throws", () => {
    expect(scriptSuggests({}, undefined, "es-419")).toBe(true);
    expect(scriptSuggests({}, ["es-MX"], "es-MX", true)).toBe(false);
  });
});

describe("the band in the build", () => {
  const page = (lang: string, head: string) => `<!DOCTYPE html><html lang="${lang}"><head>${head}</head><body><a href="#main">Skip</a></body></html>`;
  const alternate = '<link rel="alternate" hrefLang="es" href="https://www.cxfusion.example/es/precios"/>';

  it("goes first in the body of an English page with a Spanish twin, linking the twin", () => {
    const html = withLanguageSuggestion(page("en", alternate));
    expect(html).toMatch(/<body><script>[^<]+<\/script><aside lang="es"[^>]*data-language-suggestion=""/);
    expect(html).toContain('<a href="/es/precios" hreflang="es" data-suggest-go=""');
    expect(html).toContain(`${LANG_SUGGEST_SCRIPT}</script>`);
  });

  it("leaves Spanish pages and pages without a twin as they are", () => {
    expect(withLanguageSuggestion(page("es-MX", alternate))).toBe(page("es-MX", alternate));
    expect(withLanguageSuggestion(page("en", ""))).toBe(page("en", ""));
  });
});
