import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compactManifest, ManifestShapeError } from "./compact-manifest";

/** React Router's manifest file, as the build writes it (two routes). */
const MANIFEST = `window.__reactRouterManifest={"entry":{"module":"/assets/entry.client-CEqVsyqV.js","imports":["/assets/rolldown-runtime-WkwZ5CU-.js","/assets/shell-BxEN29l2.js"],"css":["/assets/shell-B6JmeDQ8.css"]},"routes":{"root":{"id":"root","path":"","hasAction":false,"hasLoader":false,"hasClientAction":false,"hasClientLoader":false,"hasClientMiddleware":false,"hasDefaultExport":true,"hasErrorBoundary":true,"module":"/assets/root-BfcpuOlO.js","imports":["/assets/rolldown-runtime-WkwZ5CU-.js","/assets/shell-BxEN29l2.js"],"css":["/assets/shell-B6JmeDQ8.css"]},"routes/home":{"id":"routes/home","parentId":"root","index":true,"hasAction":false,"hasLoader":false,"hasClientAction":false,"hasClientLoader":false,"hasClientMiddleware":false,"hasDefaultExport":true,"hasErrorBoundary":false,"module":"/assets/home-B0yItwdy.js","imports":["/assets/rolldown-runtime-WkwZ5CU-.js","/assets/shell-BxEN29l2.js","/assets/blocks-CxGkK32K.js"],"css":["/assets/shell-B6JmeDQ8.css"]}},"url":"/assets/manifest-dd4e0761.js","version":"dd4e0761"};`;

const parse = (text: string) => JSON.parse(text.slice(text.indexOf("=") + 1, -1));

describe("compactManifest", () => {
  it("drops each route's imports, false flags, build-only key and the root's CSS repeated, and keeps everything else as written", () => {
    const before = parse(MANIFEST);
    const after = parse(compactManifest(MANIFEST));
    for (const route of Object.values(before.routes) as Record<string, unknown>[]) {
      delete route.imports;
      delete route.hasDefaultExport;
      for (const [key, value] of Object.entries(route)) if (value === false) delete route[key];
    }
    delete before.routes["routes/home"].css;
    expect(after).toEqual(before);
    expect(after.routes.root).toEqual({ id: "root", path: "", hasErrorBoundary: true, module: "/assets/root-BfcpuOlO.js", css: ["/assets/shell-B6JmeDQ8.css"] });
    expect(after.routes["routes/home"]).toEqual({ id: "routes/home", parentId: "root", index: true, module: "/assets/home-B0yItwdy.js" });
    expect(after.entry).toEqual(before.entry);
    expect(compactManifest(MANIFEST).length).toBeLessThan(MANIFEST.length);
  });

  it("keeps a true flag, and a child route's own stylesheet", () => {
    const source = MANIFEST.replace('"index":true,"hasAction":false,"hasLoader":false', '"index":true,"hasAction":false,"hasLoader":true').replace(
      '"module":"/assets/home-B0yItwdy.js","imports":["/assets/rolldown-runtime-WkwZ5CU-.js","/assets/shell-BxEN29l2.js","/assets/blocks-CxGkK32K.js"],"css":["/assets/shell-B6JmeDQ8.css"]',
      '"module":"/assets/home-B0yItwdy.js","css":["/assets/shell-B6JmeDQ8.css","/assets/home-X.css"]',
    );
    const home = parse(compactManifest(source)).routes["routes/home"];
    expect(home.hasLoader).toBe(true);
    expect(home.css).toEqual(["/assets/home-X.css"]);
  });

  it("refuses a file of another shape instead of guessing", () => {
    expect(() => compactManifest("export default {};")).toThrow(ManifestShapeError);
    expect(() => compactManifest("window.__reactRouterManifest={routes:{}};")).toThrow(ManifestShapeError);
    expect(() => compactManifest('window.__reactRouterManifest={"routes":{}};')).toThrow(/no entry imports/);
    expect(() => compactManifest('window.__reactRouterManifest={"entry":{"module":"/e.js","imports":[]},"routes":{"root":{"id":"root"}}};')).toThrow(/no module/);
  });
});

// What React Router's browser code reads of the manifest is in local-services/react-router-contract.test.ts.
describe("what the browser reads of the manifest", () => {
  it("no link of the site asks for prefetching (the one reader of imports after hydration)", () => {
    const files = readdirSync("src", { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name));
    const prefetching = files.filter((e) => /\bprefetch=/.test(readFileSync(path.join(e.parentPath, e.name), "utf8"))).map((e) => e.name);
    expect(prefetching).toEqual([]);
  });
});
