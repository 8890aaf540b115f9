import { describe, expect, it } from "vitest";
import { es as shellEs } from "./content/shell/es";
import { langForPath, NOT_FOUND_PATHS } from "./lib/i18n";
import { NOT_FOUND_ROUTES, ROUTES } from "./route-table";
import routes from "./routes";
import { handle as englishLayout } from "./routes/layouts/english";
import { handle as spanishLayout } from "./routes/layouts/spanish";

type Config = { file: string; path?: string; index?: boolean; children?: Config[] };

/** Every page route of the config with the layout files around it. */
function leaves(config: Config[], layouts: string[] = []): { path: string; file: string; layouts: string[] }[] {
  return config.flatMap((r) => (r.children ? leaves(r.children, [...layouts, r.file]) : [{ path: r.index ? "/" : `/${r.path ?? ""}`, file: r.file, layouts }]));
}

/**
 * A page speaks Spanish because the route table puts it under the Spanish layout route, whose
 * words root.tsx provides (docs/architecture.md, decision 3): a Spanish route cannot forget its
 * shell's words, and no English page loads them.
 */
describe("the language layouts", () => {
  const pages = leaves(routes as Config[]);
  const SPANISH = "routes/layouts/spanish.ts";
  const ENGLISH = "routes/layouts/english.ts";

  it("put every page under its language's layout", () => {
    const spanish = ROUTES.filter((r) => langForPath(r.sample ?? r.path) === "es");
    expect(spanish.length).toBeGreaterThanOrEqual(3);
    for (const r of ROUTES) {
      const page = pages.find((p) => p.path === r.path);
      expect(page, r.path).toBeDefined();
      expect(page!.layouts, r.path).toEqual(langForPath(r.sample ?? r.path) === "es" ? [SPANISH] : [ENGLISH]);
    }
  });

  it("answer an unknown address in the language of its URL", () => {
    expect(pages.filter((p) => p.path.endsWith("*"))).toEqual([
      { path: "/*", file: NOT_FOUND_ROUTES.en.file, layouts: [ENGLISH] },
      { path: "/es/*", file: NOT_FOUND_ROUTES.es.file, layouts: [SPANISH] },
    ]);
    expect(langForPath(NOT_FOUND_PATHS.es)).toBe("es");
  });

  it("each layout brings its language's words", () => {
    expect(spanishLayout.words.shell).toBe(shellEs);
    expect(englishLayout.words.shell.skipLink).toBe("Skip to content");
    expect(spanishLayout.words.shell.skipLink).toBe("Saltar al contenido");
  });
});
