import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { langForPath, NOT_FOUND_PATHS } from "./lib/i18n";
import { ROUTES } from "./route-table";

/**
 * The shell's Spanish words arrive with the routes that speak Spanish (content/shell.ts): until a
 * route imports `~/content/shell-es`, `shellText.es` reads English. A Spanish route that forgot the
 * import would compile and show an English header and footer; this catches it before any browser.
 */
describe("Spanish routes bring the Spanish shell", () => {
  const spanish = ROUTES.filter((r) => langForPath(r.sample ?? r.path) === "es").map((r) => r.file);
  const notFound = "routes/not-found.tsx";

  it("finds the Spanish routes of the table", () => {
    expect(spanish.length).toBeGreaterThanOrEqual(3);
    expect(langForPath(NOT_FOUND_PATHS.es)).toBe("es");
  });

  for (const file of [...spanish, notFound]) {
    it(`${file} imports ~/content/shell-es`, () => {
      const source = readFileSync(path.join(import.meta.dirname, file), "utf8");
      expect(source).toMatch(/^import\s+["']~\/content\/shell-es["'];?$/m);
    });
  }
});
