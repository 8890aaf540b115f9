import { describe, expect, it } from "vitest";
import { compactManifest, ManifestShapeError } from "./compact-manifest";
import { neverPrefetched } from "./host-files";
import { parseManifest, routeChunks } from "./route-chunks";
import { prerenderedDataPath } from "../local-services/react-router-contract.mjs";
import { routeDataPath } from "../src/lib/route-data";

/** React Router's manifest file as the build writes it, before compact-manifest.ts (three routes). */
const MANIFEST = `window.__reactRouterManifest=${JSON.stringify({
  entry: { module: "/assets/entry.client-C.js", imports: ["/assets/rolldown-runtime-W.js", "/assets/shell-B.js"], css: ["/assets/shell-B6.css"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root-B.js", imports: ["/assets/rolldown-runtime-W.js", "/assets/shell-B.js"] },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: "/assets/home-B.js", imports: ["/assets/shell-B.js", "/assets/blocks-C.js"] },
    "routes/product": {
      id: "routes/product",
      parentId: "root",
      path: "product/:id",
      module: "/assets/product-main-C.js",
      clientLoaderModule: "/assets/product-client-loader-9.js",
      hydrateFallbackModule: "/assets/product-m.js",
      imports: ["/assets/shell-B.js", "/assets/product-client-loader-9.js", "/assets/store-client-D.js", "/assets/blocks-C.js"],
    },
    "routes/email-list": { id: "routes/email-list", parentId: "root", path: "email-list", module: "/assets/email-list-B.js", imports: ["/assets/team-gate-B.js"] },
  },
  url: "/assets/manifest-dd4e0761.js",
  version: "dd4e0761",
})};`;

describe("routeChunks", () => {
  const table = routeChunks(parseManifest(MANIFEST), ["routes/email-list"]);
  const filesOf = (id: string) => table.routes[id]!.map((i) => table.files[i]);

  it("lists each route's module, its client loader and every chunk they import, once, without the shell", () => {
    expect(filesOf("routes/home")).toEqual(["/assets/home-B.js", "/assets/blocks-C.js"]);
    expect(filesOf("routes/product")).toEqual(["/assets/product-main-C.js", "/assets/product-client-loader-9.js", "/assets/store-client-D.js", "/assets/blocks-C.js"]);
    expect(filesOf("root")).toEqual(["/assets/root-B.js"]);
    // A chunk two routes share is one entry of the file list; the HydrateFallback (first load only) is not there.
    expect(table.files.filter((f) => f === "/assets/blocks-C.js")).toHaveLength(1);
    expect(table.files).not.toContain("/assets/product-m.js");
    expect(table.files).not.toContain("/assets/shell-B.js");
  });

  it("names the routes public pages never prefetch", () => {
    expect(table.never).toEqual(["routes/email-list"]);
    expect(filesOf("routes/email-list")).toEqual(["/assets/email-list-B.js", "/assets/team-gate-B.js"]);
    expect(routeChunks(parseManifest(MANIFEST), ["routes/email-list", "routes/gone"]).never).toEqual(["routes/email-list"]);
  });

  it("refuses a compacted manifest instead of writing a table without imports", () => {
    expect(() => routeChunks(parseManifest(compactManifest(MANIFEST)), [])).toThrow(ManifestShapeError);
    expect(() => parseManifest("export default {};")).toThrow(ManifestShapeError);
  });
});

it("the team tools and a kit's checkout (both languages) are never prefetched; a product page is", () => {
  expect(neverPrefetched().sort()).toEqual(["routes/checkout", "routes/email-list", "routes/es/pago", "routes/subscription-audit"]);
});

it("the browser reads prerendered data where React Router writes it", () => {
  for (const p of ["/store", "/product/prod_1", "/blog/", "/"]) expect(routeDataPath(p)).toBe(prerenderedDataPath(p));
});
