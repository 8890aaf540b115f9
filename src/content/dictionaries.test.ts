// @vitest-environment node
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DICTIONARIES, englishOnlyPatterns, stringLeaves, twinProblems } from "~/test/dictionaries";

/**
 * The parity test of every dictionary (docs/architecture.md, decision 3): each
 * `src/content/<name>/es.ts` and its `en.ts` have the same keys and list lengths, no empty text,
 * and the same `{placeholders}` in each text.
 */
const CONTENT = import.meta.dirname;
const twinFolders = readdirSync(CONTENT, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(CONTENT, d.name, "es.ts")))
  .map((d) => d.name)
  .sort();

/**
 * Differences made on purpose, each with its reason: the spec's English names a product's only
 * ("Default") variant in the stock message, the Spanish names the product once. A guest who wrote
 * her review in Spanish is quoted on the English case study with its language and a translation,
 * and a host quoted in Spanish on why-choose-us: on the Spanish pages their words are the page's
 * language and need neither.
 */
const ON_PURPOSE: Record<string, string[]> = {
  "cart-problems": ["notEnoughStockUntitled: placeholders {n, title, variant} in en, {n, title} in es"],
  "product-view": ["cartProblems.notEnoughStockUntitled: placeholders {n, title, variant} in en, {n, title} in es"],
  "case-study": ["guestQuotes.quotes[1].lang: in en, missing in es", "guestQuotes.quotes[1].translation: in en, missing in es"],
  "why-choose-us": ["testimonials[1].translation: in en, missing in es"],
};

describe("the bilingual dictionaries", () => {
  it("covers every content/*/es.ts, each beside its en.ts", () => {
    expect(twinFolders.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(DICTIONARIES).sort()).toEqual(twinFolders);
    for (const name of twinFolders) expect(existsSync(path.join(CONTENT, name, "en.ts")), `${name}/en.ts`).toBe(true);
  });

  it.each(Object.entries(DICTIONARIES))("%s: the twins match (keys, list lengths, no empty text, the same placeholders)", (name, dict) => {
    expect(twinProblems(dict.en, dict.es)).toEqual(ON_PURPOSE[name] ?? []);
  });

  it.each(Object.entries(DICTIONARIES))("%s: Spanish never prints a bare $ (it means pesos in Mexico)", (_, dict) => {
    expect(stringLeaves(dict.es).filter((s) => /\$\s?\d/.test(s))).toEqual([]);
  });

  it("catches a key, a list item, an empty text or a placeholder in one language only", () => {
    const en = { a: "Only {n} left", list: ["1", "2"], cell: true, nested: { b: "x" } };
    expect(twinProblems(en, en)).toEqual([]);
    expect(twinProblems(en, { ...en, extra: "y" })).toEqual(["extra: in es, missing in en"]);
    expect(twinProblems(en, { ...en, nested: {} })).toEqual(["nested.b: in en, missing in es"]);
    expect(twinProblems(en, { ...en, list: ["1"] })).toEqual(["list: 2 items in en, 1 in es"]);
    expect(twinProblems(en, { ...en, list: ["1", " "] })).toEqual(["list[1]: empty in es"]);
    expect(twinProblems(en, { ...en, a: "Solo quedan" })).toEqual(["a: placeholders {n} in en, {} in es"]);
    expect(twinProblems(en, { ...en, a: "Solo quedan {count}" })).toEqual(["a: placeholders {n} in en, {count} in es"]);
    expect(twinProblems(en, { ...en, cell: "Incluido" })).toEqual(["cell: a text in es only"]);
    expect(twinProblems(en, { ...en, nested: "x" })).toEqual(["nested: a text in es only"]);
    // A counted phrase is one text, whether English needs one form or Spanish two.
    expect(twinProblems(en, { ...en, a: { one: "Solo queda {n}", other: "Solo quedan {n}" } })).toEqual([]);
    expect(twinProblems(en, { ...en, a: { one: "Solo queda uno", other: "Solo quedan {n}" } })).toEqual([]);
    expect(twinProblems(en, { ...en, a: { one: "", other: "Solo quedan {n}" } })).toEqual(["a: empty in es"]);
    // null: that language keeps its source's words (the store's own product words in English).
    expect(twinProblems({ product: null }, { product: { title: "Kit" } })).toEqual([]);
  });

  it("finds the English a Spanish page must not show, placeholders included", () => {
    const patterns = englishOnlyPatterns();
    const find = (text: string) => patterns.find((p) => p.pattern.test(text))?.text;
    expect(find("Home")).toBe("Home");
    expect(find("Add to Cart")).toBe("Add to Cart");
    expect(find("Only 3 left")).toBe("Only {n} left");
    expect(find("Open cart, 2 items")).toBe("Open cart, {count} items");
    // Shared words and Spanish text are not English leaks.
    expect(find("Total")).toBeUndefined();
    expect(find("Airbnb México")).toBeUndefined();
    expect(find("Inicio · Su carrito está vacío. · Agregar al carrito · Hogar")).toBeUndefined();
  });
});
