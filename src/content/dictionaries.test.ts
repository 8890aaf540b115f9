import { describe, expect, it } from "vitest";
import { DICTIONARIES, englishOnlyPatterns, keyPaths, stringLeaves } from "~/test/dictionaries";

describe("the bilingual dictionaries", () => {
  it.each(Object.entries(DICTIONARIES))("%s has exactly the same keys (and list lengths) in es and en", (_, dict) => {
    const es = new Set(keyPaths(dict.es));
    const en = new Set(keyPaths(dict.en));
    expect([...es].filter((k) => !en.has(k)), "in es, missing in en").toEqual([]);
    expect([...en].filter((k) => !es.has(k)), "in en, missing in es").toEqual([]);
  });

  it("the parity check catches a key or a list item in one language only", () => {
    const en = { a: "x", list: ["1", "2"] };
    expect(keyPaths({ ...en, b: "y" })).toContain("b");
    expect(keyPaths({ ...en, list: ["1"] })).not.toEqual(keyPaths(en));
    // A counted phrase is one key, whether English needs one form or Spanish two.
    expect(keyPaths({ left: "Only {n} left" })).toEqual(keyPaths({ left: { one: "Solo queda {n}", other: "Solo quedan {n}" } }));
  });

  it.each(Object.entries(DICTIONARIES))("%s has no empty text in either language", (_, dict) => {
    for (const lang of ["es", "en"] as const) for (const leaf of stringLeaves(dict[lang])) expect(leaf.trim()).not.toBe("");
  });

  it.each(Object.entries(DICTIONARIES))("%s: Spanish never prints a bare $ (it means pesos in Mexico)", (_, dict) => {
    expect(stringLeaves(dict.es).filter((s) => /\$\s?\d/.test(s))).toEqual([]);
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
