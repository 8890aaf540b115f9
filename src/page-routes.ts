import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GENERATED_ROUTES_DIR, NOT_FOUND_ROUTES, ROUTES, type RouteEntry } from "./route-table";

/**
 * The thin route modules of the page table's rows that have none by hand
 * (docs/decisions/2026-11-28-page-table.md): one per page and language, which imports that
 * language's words only, so each language's page carries only its own words. routes.ts writes
 * them (every command that reads the routes, typegen, dev and build, evaluates it first), into
 * a gitignored folder; a file is rewritten only when its text changes, so the dev server's
 * watcher sees no change on a re-read.
 */
export function routeModuleSource(route: Omit<RouteEntry, "path">): string {
  const g = route.generated!;
  const component = `${route.key.charAt(0).toUpperCase()}${route.key.slice(1)}${g.lang === "en" ? "En" : "Es"}`;
  return [
    `// Written by src/page-routes.ts from the page table's row "${route.key}" (src/lib/page-table.ts): do not edit.`,
    `import { ${g.name} as words } from "~/content/${g.words}";`,
    ...(g.remember ? [`import { LOCALIZED_HANDLE } from "~/lib/lang-head-script";`] : []),
    `import Page, { meta as pageMeta } from "~/pages/${g.page}";`,
    "",
    ...(g.remember || g.islands
      ? [`export const handle = ${g.remember && g.islands ? "{ ...LOCALIZED_HANDLE, islands: true }" : g.remember ? "LOCALIZED_HANDLE" : "{ islands: true }"};`, ""]
      : []),
    `export const meta = () => pageMeta(words, "${g.lang}");`,
    "",
    `export default function ${component}() {`,
    "  return <Page words={words} />;",
    "}",
    "",
  ].join("\n");
}

/** Every generated route: the table's and the unknown-route page's. */
export const generatedRoutes = (): Omit<RouteEntry, "path">[] => [...ROUTES, NOT_FOUND_ROUTES.en, NOT_FOUND_ROUTES.es].filter((r) => r.generated);

/** Writes the generated route modules under `srcDir` and removes those of rows that are gone. */
export function writeRouteModules(srcDir: string): void {
  const wanted = new Map(generatedRoutes().map((r) => [path.join(srcDir, r.file), routeModuleSource(r)]));
  for (const [file, source] of wanted) {
    if (existsSync(file) && readFileSync(file, "utf8") === source) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
  const dir = path.join(srcDir, GENERATED_ROUTES_DIR);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !wanted.has(file)) rmSync(file);
  }
}
