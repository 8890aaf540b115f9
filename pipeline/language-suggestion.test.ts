import { describe, expect, it } from "vitest";
import { LANG_SUGGEST_CLASS, LANG_SUGGEST_DISMISSED_KEY } from "../src/content/language-choice";
import { LANG_COOKIE } from "../src/lib/i18n";
import { LANG_SUGGEST_SCRIPT, suggestsSpanish, withLanguageSuggestion } from "./language-suggestion";

/** Runs the inline script against a fake browser whose cookies are `stored` (and look-alikes); answers whether it set the class. */
function scriptSuggests(stored: Record<string, string>, languages: string[] | undefined, language = "en-US", throws = false): boolean {
  const classes = new Set<string>();
  const jar = ["x=1", `x${LANG_COOKIE}=es`, `${LANG_SUGGEST_DISMISSED_KEY}x=1`, ...Object.entries(stored).map(([k, v]) => `${k}=${v}`)].join("; ");
  const document = {
    documentElement: { classList: { add: (c: string) => classes.add(c) } },
    addEventListener: () => {},
    get cookie() {
      if (throws) throw new Error("SecurityError");
      return jar;
    },
  };
  new Function("navigator", "document", LANG_SUGGEST_SCRIPT)({ languages, language }, document);
  return classes.has(LANG_SUGGEST_CLASS);
}

const cases: [string, Record<string, string>, string[], boolean][] = [
  ["a browser whose first language is Spanish", {}, ["es-MX", "en"], true],
  ["plain es", {}, ["es"], true],
  ["Spanish only second", {}, ["en-US", "es-MX"], false],
  ["an English browser", {}, ["en-US"], false],
  ["a word that starts like es", {}, ["est"], false],
  ["a Spanish browser that chose English", { [LANG_COOKIE]: "en" }, ["es-MX"], false],
  ["an English browser that chose Spanish", { [LANG_COOKIE]: "es" }, ["en-US"], true],
  ["a Spanish browser that closed it", { [LANG_SUGGEST_DISMISSED_KEY]: "1" }, ["es-MX"], false],
  ["a visitor who chose Spanish and closed it", { [LANG_COOKIE]: "es", [LANG_SUGGEST_DISMISSED_KEY]: "1" }, ["en-US"], false],
];

describe("the Spanish suggestion", () => {
  it.each(cases)("%s: the rule and the inline script agree", (_, stored, languages, expected) => {
    expect(suggestsSpanish(stored[LANG_COOKIE] ?? null, languages, stored[LANG_SUGGEST_DISMISSED_KEY] === "1")).toBe(expected);
    expect(scriptSuggests(stored, languages)).toBe(expected);
  });

  it("falls back to navigator.language, and stays quiet when cookies are refused", () => {
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
