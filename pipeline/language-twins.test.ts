import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { holdsState, readSourceGraph, twinCopies } from "./language-twins";

const S = "/app/src";
const graph = new Map<string, string[]>([
  [`${S}/routes/pricing.tsx`, [`${S}/content/pricing/en.ts`, `${S}/pages/pricing/pricing-page.tsx`]],
  [`${S}/routes/es/precios.tsx`, [`${S}/content/pricing/es.ts`, `${S}/pages/pricing/pricing-page.tsx`]],
  [`${S}/routes/terms.tsx`, [`${S}/pages/legal/legal-page.tsx`]],
  [`${S}/routes/es/terminos.tsx`, [`${S}/pages/legal/legal-page.tsx`]],
  [`${S}/routes/store.tsx`, [`${S}/features/store/store-page.tsx`]],
  [`${S}/content/pricing/en.ts`, []],
  [`${S}/content/pricing/es.ts`, []],
  // pricing's own card and the button every page uses (through other components too)
  [`${S}/pages/pricing/pricing-page.tsx`, [`${S}/components/offer-card.tsx`, `${S}/components/button.tsx`, `${S}/components/kit-card.tsx`]],
  [`${S}/components/offer-card.tsx`, [`${S}/components/button.tsx`, `${S}/lib/cache.ts`]],
  [`${S}/components/kit-card.tsx`, []],
  [`${S}/components/button.tsx`, []],
  [`${S}/lib/cache.ts`, []],
  [`${S}/pages/legal/legal-page.tsx`, [`${S}/components/button.tsx`]],
  // English only: nothing to copy
  [`${S}/features/store/store-page.tsx`, [`${S}/components/button.tsx`]],
]);
const routes = {
  en: new Set([`${S}/routes/pricing.tsx`, `${S}/routes/terms.tsx`, `${S}/routes/store.tsx`]),
  es: new Set([`${S}/routes/es/precios.tsx`, `${S}/routes/es/terminos.tsx`]),
};

describe("what a Spanish route takes a copy of", () => {
  const { copies } = twinCopies(graph, routes, (f) => f.endsWith("kit-card.tsx") || f.endsWith("cache.ts"));

  it("a page's component and what only it uses, shared by the two languages' routes", () => {
    expect([...copies].sort()).toEqual([`${S}/components/offer-card.tsx`, `${S}/pages/legal/legal-page.tsx`, `${S}/pages/pricing/pricing-page.tsx`]);
  });

  it("not a module other code imports too, one reached by one language only, nor one kept", () => {
    expect(copies).not.toContain(`${S}/components/button.tsx`); // the store page imports it, English only
    expect(copies).not.toContain(`${S}/features/store/store-page.tsx`);
    expect(copies).not.toContain(`${S}/content/pricing/es.ts`);
    expect(copies).not.toContain(`${S}/components/kit-card.tsx`);
    expect(copies).not.toContain(`${S}/lib/cache.ts`);
  });

  it("drops a module whose importer is not copied, then what only that module imported", () => {
    const more = new Map(graph);
    more.set(`${S}/components/promo.tsx`, [`${S}/components/offer-card.tsx`]); // another importer of the card
    more.set(`${S}/routes/home.tsx`, [`${S}/components/promo.tsx`]);
    const { copies: copied } = twinCopies(more, { en: new Set([...routes.en, `${S}/routes/home.tsx`]), es: routes.es }, () => false);
    expect(copied).not.toContain(`${S}/components/offer-card.tsx`);
    expect(copied).not.toContain(`${S}/lib/cache.ts`); // offer-card, its only importer, stays one
    expect(copied).toContain(`${S}/pages/pricing/pricing-page.tsx`);
  });
});

describe("what one language's words share with the page", () => {
  it("is copied too, and the Spanish words import the copy", () => {
    const more = new Map(graph);
    const facts = `${S}/content/offer-facts.ts`;
    more.set(`${S}/content/pricing/en.ts`, [facts]);
    more.set(`${S}/content/pricing/es.ts`, [facts]);
    more.set(`${S}/pages/pricing/pricing-page.tsx`, [...graph.get(`${S}/pages/pricing/pricing-page.tsx`)!, facts]);
    more.set(facts, []);
    const { copies, spanish } = twinCopies(more, routes, () => false);
    expect(copies).toContain(facts);
    expect(spanish).toContain(`${S}/content/pricing/es.ts`);
    expect(spanish).not.toContain(`${S}/content/pricing/en.ts`);
    expect(spanish).not.toContain(`${S}/pages/pricing/pricing-page.tsx`); // shared: its Spanish copy imports copies
  });
});

describe("a module that keeps state", () => {
  it("is one with a top-level let or var, a Map or Set, or a React context", () => {
    expect(holdsState("let cached = null;\nexport function f() {}")).toBe(true);
    expect(holdsState("export let n = 0;")).toBe(true);
    expect(holdsState("const seen = new Set<string>();")).toBe(true);
    expect(holdsState("const cache: Map<string, number> = new Map();")).toBe(true);
    expect(holdsState("export const Ctx = createContext<X | null>(null);")).toBe(true);
  });

  it("is not one with constants and functions only, whatever their bodies hold", () => {
    expect(holdsState('export const PATH = "/pricing";\nexport function f() {\n  let i = 0;\n  const m = new Map();\n  return i + m.size;\n}')).toBe(false);
  });
});

describe("the source graph", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "twins-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, code: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  };
  write("pages/p.tsx", 'import { a } from "~/lib/a";\nimport type { T } from "~/lib/t";\nimport {\n  b,\n  c,\n} from "./parts";\nimport { useState } from "react";\nexport { d } from "../lib/d";\nimport "~/lib/side";\n');
  write("pages/parts.tsx", "export const b = 1, c = 2;\n");
  write("lib/a.ts", "let n = 0;\nexport const a = () => ++n;\n");
  write("lib/t.ts", "export type T = string;\n");
  write("lib/d/index.ts", "export const d = 1;\n");
  write("lib/side.ts", "globalThis.x = 1;\n");
  write("lib/a.test.ts", 'import { a } from "./a";\n');

  it("resolves our imports (\"~/\", relative, a folder's index), not types, packages or tests", () => {
    const { graph: g, stateful } = readSourceGraph(dir);
    expect(g.get(path.join(dir, "pages/p.tsx"))?.sort()).toEqual(
      [path.join(dir, "lib/a.ts"), path.join(dir, "pages/parts.tsx"), path.join(dir, "lib/d/index.ts"), path.join(dir, "lib/side.ts")].sort(),
    );
    expect(g.has(path.join(dir, "lib/a.test.ts"))).toBe(false);
    expect([...stateful]).toEqual([path.join(dir, "lib/a.ts")]);
  });
});
