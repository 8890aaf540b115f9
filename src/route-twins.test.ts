import { describe, expect, it } from "vitest";
import { langForPath } from "./lib/i18n";
import { ENGLISH_ONLY_PATHS, TWIN_PAGES, twinPath } from "./lib/twins";
import { NOT_FOUND_PAGES, prerenderPaths, ROUTES, sitemapPaths, sitemapXml, spaFallbackPatterns } from "./route-table";

/**
 * Issue 23: every public page has a Spanish twin, and the twin table (lib/twins), the route table
 * (router, prerender list, sitemap, host rules) agree on it.
 */
describe("twin pages", () => {
  const paths = new Set(ROUTES.map((r) => r.path));
  const publicRoutes = ROUTES.filter((r) => !(ENGLISH_ONLY_PATHS as readonly string[]).includes(r.path));
  const catalogue = { productIds: ["prod_a", "prod_b"] };

  it.each(publicRoutes.map((r) => [r.path, r] as const))("%s has its twin in the route table, of the same kind", (_, route) => {
    const other = langForPath(route.sample ?? route.path) === "es" ? "en" : "es";
    const twin = twinPath(route.path, other);
    expect(twin, `${route.path} has no twin in lib/twins`).not.toBeNull();
    const twinRoute = ROUTES.find((r) => r.path === twin);
    expect(twinRoute, `${twin} is not in the route table`).toBeDefined();
    expect(twinRoute!.kind).toBe(route.kind);
    expect(twinPath(twin!, langForPath(route.sample ?? route.path))).toBe(route.path);
  });

  it("has a route for every URL of the twin table", () => {
    const notFound = NOT_FOUND_PAGES.map((p) => p.prerenderPath as string);
    for (const urls of Object.values(TWIN_PAGES)) {
      for (const url of [urls.en, urls.es]) expect(paths.has(url) || notFound.includes(url), url).toBe(true);
    }
  });

  it("keeps the team tools English and out of the twin table", () => {
    for (const p of ENGLISH_ONLY_PATHS) {
      expect(paths.has(p)).toBe(true);
      expect(twinPath(p, "es")).toBeNull();
    }
  });

  it("prerenders and lists both languages, products included, with their alternates", () => {
    const prerendered = new Set(prerenderPaths(catalogue));
    const listed = sitemapPaths(catalogue);
    for (const p of listed) {
      const twin = twinPath(p, langForPath(p) === "es" ? "en" : "es");
      expect(listed, `${p}'s twin ${twin} is not in the sitemap`).toContain(twin);
      expect(prerendered.has(p)).toBe(true);
    }
    expect(listed).toContain("/es/producto/prod_a");
    const xml = sitemapXml("https://example.test", catalogue);
    expect(xml.match(/<loc>/g)!.length).toBe(listed.length);
    expect(xml.match(/hreflang="x-default"/g)!.length).toBe(listed.length);
    expect(xml).toContain('<loc>https://example.test/es/precios</loc>\n    <xhtml:link rel="alternate" hreflang="es" href="https://example.test/es/precios"/>\n    <xhtml:link rel="alternate" hreflang="en" href="https://example.test/pricing"/>');
  });

  it("sends both languages' per-visitor pages to the SPA fallback", () => {
    expect(spaFallbackPatterns()).toEqual(expect.arrayContaining(["/product/:id", "/es/producto/:id", "/checkout/:priceId", "/es/pago/:priceId"]));
  });
});
