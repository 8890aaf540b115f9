// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runnerImport } from "vite";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const tmp = mkdtempSync(path.join(tmpdir(), "page-table-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A copy of the tree (its node_modules linked) with one page added as a page is meant to be: its folders and one row. */
function copyWithFixturePage(): string {
  cpSync(path.join(root, "src"), path.join(tmp, "src"), { recursive: true, filter: (f) => !f.includes(`${path.sep}generated`) });
  for (const f of ["package.json", "tsconfig.json"]) cpSync(path.join(root, f), path.join(tmp, f));
  symlinkSync(path.join(root, "node_modules"), path.join(tmp, "node_modules"), "dir");
  const src = path.join(tmp, "src");
  mkdirSync(path.join(src, "pages/fixture-page"));
  writeFileSync(
    path.join(src, "pages/fixture-page/route.tsx"),
    `import type { PageMeta } from "~/lib/page-table";\nimport { pageMeta } from "~/lib/seo";\n\ntype Words = { title: string; path: string };\n\nexport const meta: PageMeta<Words> = (words) => pageMeta({ title: words.title, description: words.title, path: words.path });\n\nexport default function FixturePage({ words }: { words: Words }) {\n  return <h1>{words.title}</h1>;\n}\n`,
  );
  mkdirSync(path.join(src, "content/fixture-page"));
  writeFileSync(path.join(src, "content/fixture-page/en.ts"), `export const en = { title: "A fixture page", path: "/fixture-page" };\n`);
  writeFileSync(path.join(src, "content/fixture-page/es.ts"), `export const es = { title: "Una página de prueba", path: "/es/pagina-de-prueba" };\n`);
  const table = path.join(src, "lib/page-table.ts");
  const text = readFileSync(table, "utf8");
  const at = text.indexOf("  // The unknown-route page");
  writeFileSync(table, `${text.slice(0, at)}  fixturePage: { en: "/fixture-page", es: "/es/pagina-de-prueba" },\n${text.slice(at)}`);
  // Everything the test reads, through one module runner.
  writeFileSync(
    path.join(src, "probe.ts"),
    `export { default as routes } from "./routes";\nexport { prerenderPaths, sitemapXml } from "./route-table";\nexport { twinPath } from "./lib/twins";\nexport { pageMeta } from "./lib/seo";\n`,
  );
  return src;
}

type Config = { path?: string; file: string; id?: string; children?: Config[] };
type Probe = {
  routes: Config[];
  prerenderPaths: () => string[];
  sitemapXml: (origin: string) => string;
  twinPath: (path: string, lang: "en" | "es") => string | null;
  pageMeta: (input: { title: string; description: string; path: string }) => Record<string, string>[];
};

describe("a page added as its folders and one row", { timeout: 60_000 }, () => {
  it("is routed in both languages, prerendered, in the sitemap with its twin, with hreflang and in the language switch", async () => {
    const src = copyWithFixturePage();
    const { module: probe } = await runnerImport<Probe>(path.join(src, "probe.ts"), { root: tmp, configFile: false, logLevel: "silent", resolve: { alias: { "~": src } } });

    const leaves = (c: Config[]): Config[] => c.flatMap((r) => (r.children ? leaves(r.children) : [r]));
    const routed = leaves(probe.routes).filter((r) => r.path?.endsWith("fixture-page") || r.path?.endsWith("pagina-de-prueba"));
    expect(routed.map((r) => [r.path, r.file, r.id])).toEqual([
      ["fixture-page", "routes/generated/en/fixture-page.tsx", "en.fixturePage"],
      ["es/pagina-de-prueba", "routes/generated/es/fixture-page.tsx", "es.fixturePage"],
    ]);
    // Each language's route module exists and imports its own words only.
    const spanish = readFileSync(path.join(src, "routes/generated/es/fixture-page.tsx"), "utf8");
    expect(spanish).toContain(`import { es as words } from "~/content/fixture-page/es";`);
    expect(spanish).not.toContain("fixture-page/en");
    expect(existsSync(path.join(src, "routes/generated/en/fixture-page.tsx"))).toBe(true);

    expect(probe.prerenderPaths()).toEqual(expect.arrayContaining(["/fixture-page", "/es/pagina-de-prueba"]));
    const xml = probe.sitemapXml("https://example.test");
    expect(xml).toContain(`<loc>https://example.test/fixture-page</loc>\n    <xhtml:link rel="alternate" hreflang="es" href="https://example.test/es/pagina-de-prueba"/>`);
    expect(xml).toContain(`<loc>https://example.test/es/pagina-de-prueba</loc>`);

    const alternates = probe.pageMeta({ title: "t", description: "d", path: "/fixture-page" }).filter((m) => m.rel === "alternate" && m.hrefLang);
    expect(alternates.map((m) => [m.hrefLang, new URL(m.href!).pathname])).toEqual([
      ["es", "/es/pagina-de-prueba"],
      ["en", "/fixture-page"],
      ["x-default", "/fixture-page"],
    ]);

    expect(probe.twinPath("/fixture-page", "es")).toBe("/es/pagina-de-prueba");
    expect(probe.twinPath("/es/pagina-de-prueba", "en")).toBe("/fixture-page");
  });
});
