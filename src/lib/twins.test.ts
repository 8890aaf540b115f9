import { describe, expect, it } from "vitest";
import { localizeHref, TWIN_PAGES, twinPageOf, twinPath, twinUrls } from "./twins";
import { pageMeta } from "./seo";

describe("twin pages", () => {
  it.each([
    ["/pricing", "es", "/es/precios"],
    ["/es/precios", "en", "/pricing"],
    ["/es/precios/", "en", "/pricing"],
    ["/pricing", "en", "/pricing"],
    ["/", "es", "/es/"],
    ["/es", "en", "/"],
    ["/es/", "en", "/"],
    ["/airbnb-mexico", "en", "/en/airbnb-mexico"],
    ["/product/prod_1", "es", "/es/producto/prod_1"],
    ["/product/prod_1/", "es", "/es/producto/prod_1"],
    ["/es/producto/prod_1", "en", "/product/prod_1"],
    ["/checkout/price_1Rk", "es", "/es/pago/price_1Rk"],
    ["/es/pago/price_1Rk", "es", "/es/pago/price_1Rk"],
  ] as const)("%s in %s is %s", (path, lang, twin) => {
    expect(twinPath(path, lang)).toBe(twin);
  });

  it("has no twin for the team tools, unknown paths or a product path with more segments", () => {
    expect(twinPath("/email-list", "es")).toBeNull();
    expect(twinPath("/nope", "es")).toBeNull();
    expect(twinPath("/product/a/b", "es")).toBeNull();
    expect(twinPath("/product/", "es")).toBeNull();
  });

  it("gives every page one URL per language, none shared, every Spanish one under /es/ but the Mexico landing", () => {
    const all = Object.values(TWIN_PAGES).flatMap((p) => [p.en, p.es]);
    expect(new Set(all).size).toBe(all.length);
    for (const [page, urls] of Object.entries(TWIN_PAGES)) {
      if (page !== "mexico") expect(urls.es.startsWith("/es/")).toBe(true);
      expect(twinPageOf(urls.es)?.lang).toBe("es");
      expect(twinPageOf(urls.en)?.lang).toBe("en");
    }
  });
});

describe("localizeHref", () => {
  it("keeps the query and hash", () => {
    expect(localizeHref("/pricing?kit=pro#faq", "es")).toBe("/es/precios?kit=pro#faq");
    expect(localizeHref("/es/tienda#top", "en")).toBe("/store#top");
  });
  it("leaves outside links, anchors, protocol-relative URLs and untwinned paths alone", () => {
    for (const href of ["https://calendly.com/x", "#pricing", "//evil.example/pricing", "/email-list", "mailto:a@b.c", "/og.png"]) {
      expect(localizeHref(href, "es")).toBe(href);
    }
  });
});

describe("twinUrls and the head", () => {
  it("pairs the table's pages and the per-id pages, x-default the spec's URL", () => {
    expect(twinUrls("/es/precios")).toEqual({ en: "/pricing", es: "/es/precios", xDefault: "/pricing" });
    expect(twinUrls("/airbnb-mexico")).toEqual({ en: "/en/airbnb-mexico", es: "/airbnb-mexico", xDefault: "/airbnb-mexico" });
    expect(twinUrls("/es/producto/prod_1")).toEqual({ en: "/product/prod_1", es: "/es/producto/prod_1", xDefault: "/product/prod_1" });
    expect(twinUrls("/email-list")).toBeNull();
  });

  it("a product page's head carries its alternates like any page with a twin", () => {
    const tags = pageMeta({ title: "T", description: "D", path: "/es/producto/prod_1", rawTitle: true });
    const alternates = tags.filter((t) => "rel" in t && t.rel === "alternate").map((t) => [(t as { hrefLang: string }).hrefLang, (t as { href: string }).href.replace(/^https?:\/\/[^/]+/, "")]);
    expect(alternates).toEqual([["es", "/es/producto/prod_1"], ["en", "/product/prod_1"], ["x-default", "/product/prod_1"]]);
  });
});
