import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { build, createServer, type Rollup } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { isResponsiveId, responsiveImages, svgSize, variantWidths } from "./responsive-images";
import type { ResponsiveImage } from "../src/lib/responsive-image";

const fixtures = path.join(import.meta.dirname, "responsive-images-fixtures");
const cacheDir = mkdtempSync(path.join(tmpdir(), "responsive-images-"));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe("the widths an image is encoded at", () => {
  it("are the layouts' widths narrower than the original, and the original when it is narrower than the widest", () => {
    expect(variantWidths(1000)).toEqual([480, 768, 1000]);
    expect(variantWidths(4000)).toEqual([480, 768, 1200]);
    expect(variantWidths(1200)).toEqual([480, 768, 1200]);
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(900, [1200, 480, 480])).toEqual([480, 900]);
  });
});

describe("an SVG's size", () => {
  it("is its viewBox, else its px width and height, else the browser's 300×150", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="10" viewBox="0 0 640 360.4">')).toEqual({ width: 640, height: 360 });
    expect(svgSize('<svg width="120px" height="80">')).toEqual({ width: 120, height: 80 });
    expect(svgSize('<svg width="50%" height="80">')).toEqual({ width: 300, height: 150 });
  });
});

describe("which imports it answers", () => {
  it("is those with the responsive query, in any place of the query", () => {
    expect(isResponsiveId("/a/photo.jpg?responsive")).toBe(true);
    expect(isResponsiveId("/a/photo.jpg?import&responsive")).toBe(true);
    expect(isResponsiveId("/a/photo.jpg?responsive=true&lang.js")).toBe(true);
    expect(isResponsiveId("/a/photo.jpg?url")).toBe(false);
    expect(isResponsiveId("/a/responsive.jpg")).toBe(false);
  });
});

/** The fixture entry built as the site's browser bundle is; its exports evaluated from the output. */
async function buildFixture() {
  const out = (await build({
    root: fixtures,
    configFile: false,
    logLevel: "silent",
    plugins: [responsiveImages({ cacheDir })],
    build: { write: false, lib: { entry: path.join(fixtures, "entry.js"), formats: ["es"], fileName: "entry" }, assetsInlineLimit: 0 },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const output = (Array.isArray(out) ? out[0]! : out).output;
  const chunk = output.find((o): o is Rollup.OutputChunk => o.type === "chunk")!;
  const mod = (await import(`data:text/javascript,${encodeURIComponent(chunk.code)}`)) as { photo: ResponsiveImage; drawing: ResponsiveImage; all: Record<string, ResponsiveImage> };
  const assets = new Map(output.filter((o): o is Rollup.OutputAsset => o.type === "asset").map((a) => [a.fileName, Buffer.from(a.source)]));
  return { mod, assets };
}

// A Vite build and AVIF encoding: seconds alone, more on a shared 2-CPU machine.
describe("a build", { timeout: 90_000 }, () => {
  it("emits AVIF and WebP at each width and a PNG fallback, and names them in srcsets", async () => {
    const { mod, assets } = await buildFixture();
    const { photo } = mod;
    expect(photo.width).toBe(1000);
    expect(photo.height).toBe(600);
    expect(photo.src).toMatch(/^\/assets\/photo-1000-[0-9a-f]{10}\.png$/);
    expect(photo.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    for (const s of photo.sources) {
      const ext = s.type.slice("image/".length);
      expect(s.srcset).toMatch(new RegExp(`^/assets/photo-480-\\w+\\.${ext} 480w, /assets/photo-768-\\w+\\.${ext} 768w, /assets/photo-1000-\\w+\\.${ext} 1000w$`));
      // Each file named is emitted, in its format and at its width.
      for (const [, url, w] of s.srcset.matchAll(/(\S+) (\d+)w/g)) {
        const bytes = assets.get(url!.slice(1));
        expect(bytes, url).toBeDefined();
        const meta = await sharp(bytes!).metadata();
        expect(meta.width).toBe(Number(w));
        expect(meta.format).toBe(ext === "avif" ? "heif" : ext);
      }
    }
    expect((await sharp(assets.get(photo.src.slice(1))!).metadata()).format).toBe("png");
    // import.meta.glob with the query yields the same.
    expect(Object.values(mod.all)).toEqual([photo]);
    // The SVG passes through with its viewBox's size.
    expect(mod.drawing).toEqual({ src: expect.stringMatching(/^\/assets\/drawing-\w+\.svg$/), width: 640, height: 360, sources: [] });
    expect(assets.has(mod.drawing.src.slice(1))).toBe(true);
    // 3 AVIF + 3 WebP + the fallback, and no copy of the original.
    expect([...assets.keys()].filter((f) => f.startsWith("assets/photo-")).length).toBe(7);
  });

  it("encodes each file once: a second build reads the cache", async () => {
    const cached = readdirSync(cacheDir).sort();
    expect(cached.length).toBe(7);
    // A cached file is what the build emits: spoil one and the next build ships the spoilt copy.
    const spoilt = cached.find((f) => f.endsWith(".avif"))!;
    writeFileSync(path.join(cacheDir, spoilt), "cached");
    const { assets } = await buildFixture();
    expect(readdirSync(cacheDir).sort()).toEqual(cached);
    expect([...assets.values()].filter((b) => b.toString() === "cached").length).toBe(1);
  });
});

describe("the dev server", { timeout: 60_000 }, () => {
  it("answers the original at its size, without sources", async () => {
    const server = await createServer({ root: fixtures, configFile: false, logLevel: "silent", plugins: [responsiveImages({ cacheDir })], server: { middlewareMode: true, ws: false } });
    try {
      const mod = (await server.ssrLoadModule("/entry.js")) as { photo: ResponsiveImage; drawing: ResponsiveImage };
      expect(mod.photo).toEqual({ src: "/photo.png", width: 1000, height: 600, sources: [] });
      // (Vite inlines a small file as a data: URL in dev, as it does any ?url import.)
      expect(mod.drawing).toEqual({ src: expect.stringMatching(/^(\/drawing\.svg|data:image\/svg\+xml,)/), width: 640, height: 360, sources: [] });
    } finally {
      await server.close();
    }
  });
});
