/**
 * The one i18n pattern's lint rules (eslint.config.js, docs/architecture.md decision 3) bite:
 * each snippet, linted as if it were the file at `filePath`, must be refused for the right
 * reason, and the pattern's own way must pass.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const SIDE_EFFECT = /no-restricted-syntax: Import words by name/;
const LANG_TABLE = /no-restricted-syntax: No Record<Lang, …> tables/;

describe("no side-effect imports of content", () => {
  it.each([
    ["a route importing Spanish words for their effect", "src/routes/probe.tsx", 'import "~/content/shell/es";\nexport const x = 1;\n'],
    ["a feature doing the same", "src/features/cart/probe.ts", 'import "~/content/cart/es";\nexport const x = 1;\n'],
    ["a content module patching its twin", "src/content/shell/probe.ts", 'import "./es";\nexport const x = 1;\n'],
    ["a relative path into content", "src/routes/probe.tsx", 'import "../content/shell/es";\nexport const x = 1;\n'],
  ])("refuses %s", async (_name, filePath, code) => {
    expect(await messages(filePath, code)).toEqual([expect.stringMatching(SIDE_EFFECT)]);
  });

  it.each([
    ["words imported by name", "src/routes/probe.tsx", 'import { es } from "~/content/shell/es";\nexport const x = es;\n'],
    ["the stylesheet", "src/probe.tsx", 'import "./app.css";\nexport const x = 1;\n'],
  ])("allows %s", async (_name, filePath, code) => {
    expect(await messages(filePath, code)).toEqual([]);
  });
});

describe("no word tables keyed by language", () => {
  it.each([
    ["in content", "src/content/probe.ts", 'import type { Lang } from "~/lib/i18n";\nexport const t: Record<Lang, string> = { en: "Hi", es: "Hola" };\n'],
    ["in a component", "src/components/layout/probe.tsx", 'import type { Lang } from "~/lib/i18n";\nexport const t: Record<Lang, { title: string }> = { en: { title: "Hi" }, es: { title: "Hola" } };\n'],
    ["nested in a type", "src/features/store/probe.ts", 'import type { Lang } from "~/lib/i18n";\nexport type T = { words: Record<Lang, string> };\n'],
  ])("refuses one %s", async (_name, filePath, code) => {
    expect(await messages(filePath, code)).toEqual([expect.stringMatching(LANG_TABLE)]);
  });

  it.each([
    ["lib's locale tables", "src/lib/probe.ts", 'import type { Lang } from "./i18n";\nexport const t: Record<Lang, string> = { en: "en-US", es: "es-MX" };\n'],
    ["a table keyed by something else", "src/content/probe.ts", 'export const t: Record<string, number> = { a: 1 };\n'],
    ["a twin typed by its English", "src/content/probe/es.ts", 'import type { ProbeWords } from "./en";\nexport const es: ProbeWords = { title: "Hola" };\n'],
  ])("allows %s", async (_name, filePath, code) => {
    expect((await messages(filePath, code)).filter((m) => LANG_TABLE.test(m))).toEqual([]);
  });
});
