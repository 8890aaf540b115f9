import { describe, expect, it } from "vitest";
import { en as storeEn } from "./content/store/en";
import { es as storeEs } from "./content/store/es";
import { productPageMeta } from "./features/store/product-meta";
import { productHref, productRouteId, storeRouteId } from "./features/store/store-routes";
import type { Product } from "./features/store-api/types";
import { LANGS } from "./lib/i18n";
import { TWIN_PAGES } from "./lib/twins";
import { prerenderPaths, productPath, ROUTES, sitemapPaths, sitemapXml } from "./route-table";

const catalogue = { productIds: ["prod_A", "prod_B"] };
const routeIdOf = (path: string) => ROUTES.find((r) => r.path === path)?.file.replace(/\.tsx$/, "");

/**
 * The store in both languages (issue 23): its product pages are prerendered, listed and paired per
 * catalogue product in each language, and the route ids the store's feature reads prerendered data
 * by are the route table's.
 */
describe("the store's routes in both languages", () => {
  it("the store feature names each language's store and product route as the route table does", () => {
    expect(storeRouteId("en")).toBe(routeIdOf(TWIN_PAGES.store.en));
    expect(storeRouteId("es")).toBe(routeIdOf(TWIN_PAGES.store.es));
    expect(productRouteId("en")).toBe(routeIdOf("/product/:id"));
    expect(productRouteId("es")).toBe(routeIdOf("/es/producto/:id"));
    for (const lang of LANGS) expect(productHref("prod A/1", lang)).toBe(productPath("prod A/1", lang));
    expect(productPath("prod_A", "es")).toBe("/es/producto/prod_A");
  });

  it("prerenders and lists every catalogue product in each language, paired in the sitemap", () => {
    for (const paths of [prerenderPaths(catalogue), sitemapPaths(catalogue)]) {
      for (const id of catalogue.productIds) expect(paths).toEqual(expect.arrayContaining([`/product/${id}`, `/es/producto/${id}`]));
      expect(paths.filter((p) => p.startsWith("/es/producto/"))).toHaveLength(catalogue.productIds.length);
    }
    const entry = sitemapXml("https://x.example", catalogue).split("<url>").find((u) => u.includes("<loc>https://x.example/es/producto/prod_B</loc>"));
    expect(entry).toContain('hreflang="en" href="https://x.example/product/prod_B"');
    expect(entry).toContain('hreflang="x-default" href="https://x.example/product/prod_B"');
  });

  it("a Spanish product page's head: the Spanish title around the store's product title, its own canonical and the pair of alternates", () => {
    const product = {
      id: "prod_A",
      title: "Guest Welcome Book Template",
      description: "<p>A welcome book.</p>",
      image: null,
      purchasable: true,
      variants: [{ price_in_cents: 2900, sale_price_in_cents: null, currency: "USD" }],
    } as unknown as Product;
    const head = productPageMeta({ page: { kind: "prerendered", product }, id: "prod_A", lang: "es", words: storeEs });
    expect(head).toContainEqual({ title: "Guest Welcome Book Template - Nuestra tienda" });
    expect(head).toContainEqual(expect.objectContaining({ rel: "canonical", href: expect.stringMatching(/\/es\/producto\/prod_A$/) }));
    const alternates = (head as Record<string, unknown>[]).filter((t) => "hrefLang" in t).map((t) => [t.hrefLang, new URL(String(t.href)).pathname]);
    expect(alternates).toEqual([
      ["es", "/es/producto/prod_A"],
      ["en", "/product/prod_A"],
      ["x-default", "/product/prod_A"],
    ]);
    expect(head).toContainEqual({ property: "og:locale", content: "es_MX" });
    expect(productPageMeta({ page: { kind: "prerendered", product }, id: "prod_A", lang: "en", words: storeEn })).toContainEqual({
      title: "Guest Welcome Book Template - Our Store",
    });
    expect(productPageMeta({ page: { kind: "not-found", id: "x" }, id: "x", lang: "es", words: storeEs })).toContainEqual({ title: "Producto no disponible - Nuestra tienda" });
  });
});
