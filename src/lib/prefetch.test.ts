import { describe, expect, it } from "vitest";
import type { RouteObject } from "react-router";
import { couldMatch, fewestFilesFirst, linkTarget, matchPath, mayPrefetch, pathMatcher, prefetchLane, routeFiles, routeTree, takeChunks, viewportPrefetchAllowed, visitorReads, viewportInFlight, H2_IN_FLIGHT, VIEWPORT_IN_FLIGHT, type ManifestRoute } from "./prefetch";
import type { RouteChunks } from "./route-chunks";
import { NOT_FOUND_ROUTES, prerenderPaths } from "../route-table";
import { siteManifest } from "../site-manifest.fixture";

const here = { origin: "https://cx.example", pathname: "/store", search: "" };

const MANIFEST_ROUTES: Record<string, ManifestRoute> = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/store": { id: "routes/store", parentId: "root", path: "store", hasLoader: true },
  "routes/product": { id: "routes/product", parentId: "root", path: "product/:id", hasLoader: true },
  "routes/email-list": { id: "routes/email-list", parentId: "root", path: "email-list" },
  "routes/checkout": { id: "routes/checkout", parentId: "root", path: "checkout/:priceId" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
};

describe("what a link leads to", () => {
  it("an in-site link: its path and query", () => {
    expect(linkTarget({ href: "https://cx.example/hire-us" }, here)).toBe("/hire-us");
    expect(linkTarget({ href: "/product/p1?ref=grid" }, here)).toBe("/product/p1?ref=grid");
    expect(linkTarget({ href: "pricing" }, { ...here, pathname: "/" })).toBe("/pricing");
  });

  it("nothing for another site, another scheme, a new tab, a download or the page itself", () => {
    expect(linkTarget({ href: "https://elsewhere.example/store" }, here)).toBeNull();
    expect(linkTarget({ href: "mailto:hello@cx.example" }, here)).toBeNull();
    expect(linkTarget({ href: "tel:+15555550100" }, here)).toBeNull();
    expect(linkTarget({ href: "/pricing", target: "_blank" }, here)).toBeNull();
    expect(linkTarget({ href: "/pricing", target: "_self" }, here)).toBe("/pricing");
    expect(linkTarget({ href: "/brochure.pdf", hasDownload: true }, here)).toBeNull();
    expect(linkTarget({ href: "/store" }, here)).toBeNull();
    expect(linkTarget({ href: "#main" }, here)).toBeNull();
    expect(linkTarget({ href: "/store?page=2" }, here)).toBe("/store?page=2");
  });
});

describe("when a link may prefetch", () => {
  const never = ["routes/email-list", "routes/checkout"];

  it("on screen, unless the visitor saves data or is on 2g", () => {
    expect(viewportPrefetchAllowed(undefined)).toBe(true);
    expect(viewportPrefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(viewportPrefetchAllowed({ effectiveType: "3g" })).toBe(true);
    expect(viewportPrefetchAllowed({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(viewportPrefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(viewportPrefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
    expect(mayPrefetch("viewport", ["root", "routes/store"], never, { saveData: true })).toBe(false);
    expect(mayPrefetch("viewport", ["root", "routes/store"], never, { effectiveType: "4g" })).toBe(true);
  });

  it("on intent (hover, touch, focus) even when the visitor saves data", () => {
    expect(mayPrefetch("intent", ["root", "routes/store"], never, { saveData: true })).toBe(true);
    expect(mayPrefetch("intent", ["root", "routes/store"], never, { effectiveType: "slow-2g" })).toBe(true);
  });

  it("never the team tools or a kit's checkout, but a tap fetches what it opens", () => {
    for (const trigger of ["viewport", "intent"] as const) {
      expect(mayPrefetch(trigger, ["root", "routes/email-list"], never, undefined)).toBe(false);
      expect(mayPrefetch(trigger, ["root", "routes/checkout"], never, undefined)).toBe(false);
    }
    expect(mayPrefetch("tap", ["root", "routes/checkout"], never, { saveData: true })).toBe(true);
    expect(mayPrefetch("viewport", [], never, undefined)).toBe(false);
  });
});

describe("how often", () => {
  const table: RouteChunks = {
    files: ["/assets/root.js", "/assets/store.js", "/assets/store-client.js", "/assets/product.js", "/assets/product-page-data.js"],
    routes: { root: [0], "routes/store": [1, 2], "routes/product": [3, 4, 2] },
    never: [],
  };

  it("each file once, whichever link asked for it first", () => {
    const asked = new Set<string>(["/assets/root.js"]);
    expect(takeChunks(table, ["root", "routes/store"], asked)).toEqual(["/assets/store.js", "/assets/store-client.js"]);
    expect(takeChunks(table, ["root", "routes/store"], asked)).toEqual([]);
    expect(takeChunks(table, ["root", "routes/product"], asked)).toEqual(["/assets/product.js", "/assets/product-page-data.js"]);
    expect(takeChunks(table, ["routes/unknown"], asked)).toEqual([]);
  });
});

describe("which routes a path opens", () => {
  const tree = routeTree(MANIFEST_ROUTES);

  it("matches the manifest's routes as the router does, params included", () => {
    expect(matchPath(tree, "/").ids).toEqual(["root", "routes/home"]);
    expect(matchPath(tree, "/store?x=1")).toEqual({ ids: ["root", "routes/store"], params: {}, pathname: "/store" });
    const product = matchPath(tree, "/product/prod_1");
    expect(product.ids).toEqual(["root", "routes/product"]);
    expect(product.params.id).toBe("prod_1");
    expect(matchPath(tree, "/checkout/price_1").ids).toEqual(["root", "routes/checkout"]);
    expect(matchPath(tree, "/nope/at/all").ids).toEqual(["root", "routes/not-found"]);
  });

  it("matches each pathname once: the tap reuses what the link's prefetch matched", () => {
    const match = pathMatcher(tree);
    const first = match("/product/prod_1");
    expect(first).toEqual(matchPath(tree, "/product/prod_1"));
    // Same pathname, other query or hash: the same answer, not a second walk of the route table.
    expect(match("/product/prod_1?ref=store#top")).toBe(first);
    expect(match("/store").ids).toEqual(["root", "routes/store"]);
    expect(match("/product/prod_2").params.id).toBe("prod_2");
  });

  it("answers as React Router's whole-table match does, for every page of the site and paths near them", () => {
    // The site's own route tree, as src/routes.ts gives it to the router (root, a layout per language).
    const routes = siteManifest();
    expect(NOT_FOUND_ROUTES.en).toBeDefined();
    const tree = routeTree(routes);
    const pages = prerenderPaths({ productIds: ["prod_1"] });
    expect(pages.length).toBeGreaterThan(60);
    const near = pages.flatMap((p) => [p, `${p}/`, `${p}//`, p.toUpperCase(), `${p}/more`, `${p}x`, p.replace(/\/[^/]*$/, "/other")]);
    const odd = ["/", "//", "/es", "/es/", "/ES/Precios", "/product/a%20b", "/es/producto/x/y", "/checkout/price_1", "/es/pago/price_1/", "/blog/category/", "/nope/at/all", "/es/nada/de/nada"];
    const match = pathMatcher(tree);
    const differ = [...near, ...odd].filter((p) => JSON.stringify(match(p)) !== JSON.stringify(matchPath(tree, p)));
    expect(differ).toEqual([]);
    // …over a few routes, not the whole table: the page's own branch and those with a param or a splat.
    const count = (t: RouteObject[]): number => t.reduce((n, r) => n + 1 + count(r.children ?? []), 0);
    expect(count(tree)).toBeGreaterThan(60);
    expect(count(couldMatch(tree)("/pricing"))).toBeLessThan(12);
    expect(count(couldMatch(tree)("/100%25"))).toBe(count(tree));
  });
});

describe("the viewport queue", () => {
  const started: Array<[string, string]> = [];
  const lane = () => {
    started.length = 0;
    return prefetchLane(2, (file, priority) => started.push([file, priority]));
  };

  it("keeps at most its limit of viewport files in flight, the link last on screen first", () => {
    const l = lane();
    l.low(["a", "b", "c"]);
    l.low(["d", "e"]); // a footer link, scrolled to while the header's files still wait
    expect(started).toEqual([
      ["a", "low"],
      ["b", "low"],
    ]);
    expect(l.waiting()).toBe(3);
    l.done("a");
    expect(started.at(-1)).toEqual(["d", "low"]);
    l.done("nope"); // not in flight: nothing more starts
    expect(started).toHaveLength(3);
    l.done("b");
    l.done("d");
    l.done("e");
    expect(started.map(([f]) => f)).toEqual(["a", "b", "d", "e", "c"]);
    expect(l.waiting()).toBe(0);
  });

  it("holds six files in flight over HTTP/1.1, more over HTTP/2 and HTTP/3, where no browser queue waits", () => {
    expect(VIEWPORT_IN_FLIGHT).toBe(6);
    expect(viewportInFlight("http/1.1")).toBe(6);
    expect(viewportInFlight(undefined)).toBe(6); // Safari before 17 does not say
    expect(viewportInFlight("")).toBe(6);
    expect(viewportInFlight("h2")).toBe(H2_IN_FLIGHT);
    expect(viewportInFlight("h3")).toBe(H2_IN_FLIGHT);
    expect(viewportInFlight("h3-29")).toBe(H2_IN_FLIGHT);
    expect(H2_IN_FLIGHT).toBeGreaterThan(6);
  });

  it("keeps files queued last behind every link's, older or newer", () => {
    const l = lane();
    l.low(["a", "b", "c"]);
    l.low(["twin"], "last");
    l.low(["d"]);
    for (const f of ["a", "b", "d", "c"]) l.done(f);
    expect(started.map(([f]) => f)).toEqual(["a", "b", "d", "c", "twin"]);
  });

  it("lets a tap or a hover take a waiting file at once, at high priority, and only once", () => {
    const l = lane();
    l.low(["a", "b", "c", "d"]);
    l.promote(["d", "a", "x"]); // a is in flight already, x was never queued
    expect(started).toEqual([
      ["a", "low"],
      ["b", "low"],
      ["d", "high"],
    ]);
    l.done("a");
    l.done("b");
    expect(started.map(([f]) => f)).toEqual(["a", "b", "d", "c"]);
  });

  it("orders links that came on screen together by the files each still needs, fewest first, shared files counted once", () => {
    const files: Record<string, string[]> = {
      store: ["s1", "s2", "s3", "s4", "client"],
      mexico: ["m1", "client", "m2"],
      pricing: ["p1", "kits"],
      kit: ["k1", "kits"],
      terms: ["t1", "legal"],
      privacy: ["p2", "legal"],
    };
    const order = fewestFilesFirst(Object.keys(files), (l) => files[l]!, new Set(["legal"]));
    // terms and privacy need one file each (the legal chunk is in): the later link first; then
    // kit and pricing need two, and once kit is in pricing one; mexico's shared client makes
    // the store need four after it, not five.
    expect(order).toEqual(["privacy", "terms", "kit", "pricing", "mexico", "store"]);
    expect(fewestFilesFirst([], () => [], new Set())).toEqual([]);
  });

  it("lists a route's files whether asked for or not", () => {
    const table = { files: ["/assets/a.js", "/assets/b.js", "/assets/c.js"], routes: { root: [0], "routes/x": [1, 2] }, never: [] };
    expect(routeFiles(table, ["root", "routes/x", "routes/none"])).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  });
});

describe("the language switch, on screen", () => {
  it("is a link like the others for a visitor whose browser reads its language, last for everyone else", () => {
    expect(visitorReads("es", ["es-MX", "en-US"])).toBe(true);
    expect(visitorReads("es", ["en-US", "ES"])).toBe(true);
    expect(visitorReads("en", ["en"])).toBe(true);
    expect(visitorReads("es", ["en-US", "en"])).toBe(false);
    expect(visitorReads("es", ["eu-ES"])).toBe(false); // Basque, spoken in Spain, is not Spanish
    expect(visitorReads("es", [])).toBe(false);
  });
});
