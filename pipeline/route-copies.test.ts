import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { holdsState, readSourceGraph, routeCopies, routeKey } from "./route-copies";

const S = "/app/src";
const graph = new Map<string, string[]>([
  [`${S}/routes/pricing.tsx`, [`${S}/content/pricing/en.ts`, `${S}/pages/pricing/pricing-page.tsx`]],
  [`${S}/routes/es/precios.tsx`, [`${S}/content/pricing/es.ts`, `${S}/pages/pricing/pricing-page.tsx`]],
  [`${S}/routes/terms.tsx`, [`${S}/pages/legal/legal-page.tsx`]],
  [`${S}/routes/es/terminos.tsx`, [`${S}/pages/legal/legal-page.tsx`]],
  [`${S}/routes/store.tsx`, [`${S}/features/store/store-page.tsx`]],
  [`${S}/content/pricing/en.ts`, []],
  [`${S}/content/pricing/es.ts`, []],
  // pricing's own card, a kit card a code-splitting group places, the button every page uses
  [`${S}/pages/pricing/pricing-page.tsx`, [`${S}/components/offer-card.tsx`, `${S}/components/button.tsx`, `${S}/components/kit-card.tsx`]],
  [`${S}/components/offer-card.tsx`, [`${S}/components/button.tsx`, `${S}/lib/cache.ts`]],
  [`${S}/components/kit-card.tsx`, []],
  [`${S}/components/button.tsx`, []],
  [`${S}/lib/cache.ts`, []],
  [`${S}/pages/legal/legal-page.tsx`, [`${S}/components/button.tsx`]],
  // the store's page: one route's own
  [`${S}/features/store/store-page.tsx`, [`${S}/components/price.tsx`]],
  [`${S}/components/price.tsx`, []],
  // a lazy chunk (the cart drawer) no route imports, which imports the button too
  [`${S}/features/cart/cart-drawer.tsx`, [`${S}/components/button.tsx`]],
]);
const routes = new Set([`${S}/routes/pricing.tsx`, `${S}/routes/terms.tsx`, `${S}/routes/store.tsx`, `${S}/routes/es/precios.tsx`, `${S}/routes/es/terminos.tsx`]);
const kept = (f: string) => f.endsWith("kit-card.tsx") || f.endsWith("cache.ts");

describe("what each route takes a copy of", () => {
  const { copies, owner } = routeCopies(graph, routes, kept);

  it("a module two routes or more reach that only routes and such modules import: a page's component, what only pages use", () => {
    expect([...copies].sort()).toEqual([`${S}/components/offer-card.tsx`, `${S}/pages/legal/legal-page.tsx`, `${S}/pages/pricing/pricing-page.tsx`]);
  });

  it("not a module other code imports too (a lazy chunk), one a single route reaches, nor one kept", () => {
    expect(copies).not.toContain(`${S}/components/button.tsx`); // the cart drawer imports it
    expect(copies).not.toContain(`${S}/features/store/store-page.tsx`);
    expect(copies).not.toContain(`${S}/content/pricing/es.ts`);
    expect(copies).not.toContain(`${S}/components/kit-card.tsx`);
    expect(copies).not.toContain(`${S}/lib/cache.ts`);
  });

  it("names the one route of a module only that route reaches, whose imports of copies are that route's", () => {
    expect(owner.get(`${S}/content/pricing/en.ts`)).toBe(`${S}/routes/pricing.tsx`);
    expect(owner.get(`${S}/content/pricing/es.ts`)).toBe(`${S}/routes/es/precios.tsx`);
    expect(owner.get(`${S}/components/price.tsx`)).toBe(`${S}/routes/store.tsx`);
    expect(owner.has(`${S}/components/button.tsx`)).toBe(false);
  });

  it("drops a module whose importer is not a route's, then what only that module imported", () => {
    const more = new Map(graph);
    more.set(`${S}/components/promo.tsx`, [`${S}/components/offer-card.tsx`]); // another importer of the card, in a lazy chunk
    const { copies: copied } = routeCopies(more, routes, () => false);
    expect(copied).not.toContain(`${S}/components/offer-card.tsx`);
    expect(copied).not.toContain(`${S}/lib/cache.ts`); // offer-card, its only importer, stays one
    expect(copied).toContain(`${S}/pages/pricing/pricing-page.tsx`);
  });

  it("copies what a page's words share with its component: each route's words import their route's copy", () => {
    const more = new Map(graph);
    const facts = `${S}/content/offer-facts.ts`;
    more.set(`${S}/content/pricing/en.ts`, [facts]);
    more.set(`${S}/content/pricing/es.ts`, [facts]);
    more.set(`${S}/pages/pricing/pricing-page.tsx`, [...graph.get(`${S}/pages/pricing/pricing-page.tsx`)!, facts]);
    more.set(facts, []);
    const { copies: copied, owner: owners } = routeCopies(more, routes, () => false);
    expect(copied).toContain(facts);
    expect(owners.get(`${S}/content/pricing/en.ts`)).toBe(`${S}/routes/pricing.tsx`);
  });
});

describe("a route's key", () => {
  it("is its file under src/routes, folders joined by a dash", () => {
    expect(routeKey(S, `${S}/routes/es/precios.tsx`)).toBe("es-precios");
    expect(routeKey(S, `${S}/routes/pricing.tsx`)).toBe("pricing");
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

  it("is one that does something when it loads: a top-level loop, condition or call", () => {
    expect(holdsState('for (const lang of LANGS) {\n  register(lang, () => {});\n}')).toBe(true);
    expect(holdsState("if (typeof window !== 'undefined') start();")).toBe(true);
    expect(holdsState("registerDataPrefetch(\"routes/store\", prefetch);")).toBe(true);
    expect(holdsState("window.addEventListener('load', f);")).toBe(true);
  });

  it("is not one with constants and functions only, whatever their bodies hold", () => {
    expect(holdsState('export const PATH = "/pricing";\nexport function f() {\n  let i = 0;\n  const m = new Map();\n  for (const x of [1]) i += x;\n  g(i);\n  return i + m.size;\n}')).toBe(false);
    expect(holdsState('export const price = formatPrice(90, "en");\nexport default function Page() {\n  return null;\n}')).toBe(false);
  });
});

describe("the source graph", () => {
  const top = mkdtempSync(path.join(tmpdir(), "route-copies-"));
  const dir = path.join(top, "src");
  afterAll(() => rmSync(top, { recursive: true, force: true }));
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
  write("test/page-words.ts", 'import { a } from "~/lib/a";\n');

  it("resolves our imports (\"~/\", relative, a folder's index), not types, packages, tests or the tests' helpers", () => {
    const { graph: g, stateful } = readSourceGraph(dir);
    expect(g.get(path.join(dir, "pages/p.tsx"))?.sort()).toEqual(
      [path.join(dir, "lib/a.ts"), path.join(dir, "pages/parts.tsx"), path.join(dir, "lib/d/index.ts"), path.join(dir, "lib/side.ts")].sort(),
    );
    expect(g.has(path.join(dir, "lib/a.test.ts"))).toBe(false);
    expect(g.has(path.join(dir, "test/page-words.ts"))).toBe(false);
    expect([...stateful]).toEqual([path.join(dir, "lib/a.ts")]);
  });
});
