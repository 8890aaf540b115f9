import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Plugin, ResolvedConfig } from "vite";
import type { ResponsiveImage } from "../src/lib/responsive-image.ts";

/**
 * Responsive images at build (issue 45 part 5, docs/decisions/2026-11-28-responsive-images.md).
 *
 * `import cover from "./cover.jpg?responsive"` (or `import.meta.glob("./*.jpg", { query:
 * "?responsive", import: "default" })`) yields a {@link ResponsiveImage}: AVIF and WebP sources at
 * the layouts' widths (never wider than the original), a JPEG (PNG when the original is a PNG)
 * fallback at the widest of them, and the fallback's width and height against layout shift.
 * `src/components/ui/picture.tsx` draws it. An SVG draws at any width: it passes through with
 * the width and height of its viewBox and no sources.
 *
 * Files are named from the original's content (`assets/<name>-<width>-<hash>.<ext>`), so the
 * server bundle (which prerenders the pages) and the browser's bundle name the same files while
 * only the browser's bundle encodes and emits them. Encoded files are kept in
 * `node_modules/.cache/responsive-images` keyed by the original's hash, width and format: a build
 * encodes only new or changed images. `npm run dev` (and Vitest) answer the original file
 * through Vite's own `?url` with the same fields and no sources: no encoding while editing.
 */

export type { ResponsiveImage };

/** The layouts' widths: a post's body column (~480 and 768 CSS px) and its cover at 2x on phones / 1x on desktop. */
export const DEFAULT_WIDTHS = [480, 768, 1200] as const;

/** Bump when an encoder setting changes: cached files of older settings are then not reused. */
const ENCODING = "v1:avif-q50-e4:webp-q75:jpeg-q78-mozjpeg:png-9";

const QUERY = /[?&]responsive(?:=[^&]*)?(?:&|$)/;
const RASTER = /\.(jpe?g|png|webp|avif|tiff?)$/i;

/** Whether a module id asks for responsive sources. */
export function isResponsiveId(id: string): boolean {
  const q = id.indexOf("?");
  return q >= 0 && QUERY.test(id.slice(q));
}

/**
 * The widths to encode an image `original` px wide at: each layout width narrower than the
 * original, and the original's own width when it is narrower than the widest layout (an image is
 * never upscaled, and the widest file still shows the whole original).
 */
export function variantWidths(original: number, widths: readonly number[] = DEFAULT_WIDTHS): number[] {
  const sorted = [...new Set(widths)].filter((w) => w > 0).sort((a, b) => a - b);
  const below = sorted.filter((w) => w < original);
  const widest = sorted.at(-1) ?? original;
  return original <= widest ? [...below, original] : below;
}

/** An SVG's drawing size: its viewBox, else its width and height attributes (in px), else 300×150 as browsers do. */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? "";
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(root)?.[1];
  const box = attr("viewBox")?.trim().split(/[\s,]+/).map(Number);
  if (box && box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) {
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  }
  const px = (v: string | undefined) => (v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? Math.round(parseFloat(v)) : NaN);
  const width = px(attr("width"));
  const height = px(attr("height"));
  return Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0 ? { width, height } : { width: 300, height: 150 };
}

type Format = "avif" | "webp" | "jpeg" | "png";
const EXT: Record<Format, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };

/** One file to write: its public name, and how to make it. */
type Variant = { fileName: string; width: number; format: Format };

type Plan = { image: ResponsiveImage; variants: Variant[]; hash: string };

function slug(file: string): string {
  return path.basename(file, path.extname(file)).replace(/[^\w-]+/g, "-").toLowerCase() || "image";
}

/**
 * What an original becomes: its fields and the files they name. Reads only the original's header
 * (sharp's metadata): the server bundle needs the names, not the files.
 */
export async function planImage(file: string, source: Buffer, opts: { base: string; assetsDir: string; widths?: readonly number[] }): Promise<Plan> {
  const hash = createHash("sha256").update(source).digest("hex");
  const short = hash.slice(0, 10);
  const name = slug(file);
  const url = (fileName: string) => `${opts.base}${fileName}`;
  if (/\.svg$/i.test(file)) {
    const fileName = path.posix.join(opts.assetsDir, `${name}-${short}.svg`);
    return { hash, image: { src: url(fileName), ...svgSize(source.toString("utf8")), sources: [] }, variants: [{ fileName, width: 0, format: "png" }] };
  }
  const { width: ow, height: oh, format } = await uprightSize(source);
  if (!ow || !oh) throw new Error(`${file}: not an image sharp can read (no width or height)`);
  const widths = variantWidths(ow, opts.widths);
  const widest = widths.at(-1)!;
  const fallback: Format = format === "png" ? "png" : "jpeg";
  const fileOf = (w: number, f: Format) => path.posix.join(opts.assetsDir, `${name}-${w}-${short}.${EXT[f]}`);
  const variants: Variant[] = [];
  const sources: ResponsiveImage["sources"] = [];
  for (const format of ["avif", "webp"] as const) {
    const list = widths.map((w) => ({ fileName: fileOf(w, format), width: w, format }));
    variants.push(...list);
    sources.push({ type: `image/${format}`, srcset: list.map((v) => `${url(v.fileName)} ${v.width}w`).join(", ") });
  }
  variants.push({ fileName: fileOf(widest, fallback), width: widest, format: fallback });
  return {
    hash,
    image: { src: url(fileOf(widest, fallback)), width: widest, height: Math.round((oh * widest) / ow), sources },
    variants,
  };
}

/** One variant's bytes (an SVG's own). */
export async function encodeVariant(source: Buffer, v: Variant, svg: boolean): Promise<Buffer> {
  if (svg) return source;
  const img = sharp(source).autoOrient().resize({ width: v.width, withoutEnlargement: true });
  switch (v.format) {
    case "avif":
      return img.avif({ quality: 50, effort: 4 }).toBuffer();
    case "webp":
      return img.webp({ quality: 75 }).toBuffer();
    case "jpeg":
      return img.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    case "png":
      return img.png({ compressionLevel: 9 }).toBuffer();
  }
}

/** A variant's bytes from the cache, else encoded and cached (written whole, then renamed: a build stopped midway leaves no half file). */
async function cachedVariant(cacheDir: string, hash: string, source: Buffer, v: Variant, svg: boolean): Promise<Buffer> {
  if (svg) return source;
  const key = createHash("sha256").update(`${ENCODING}:${hash}:${v.width}:${v.format}`).digest("hex").slice(0, 32);
  const file = path.join(cacheDir, `${key}.${EXT[v.format]}`);
  try {
    return await readFile(file);
  } catch {
    const bytes = await encodeVariant(source, v, svg);
    await mkdir(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
    return bytes;
  }
}

/** The module a `?responsive` import becomes. */
export function moduleCode(image: ResponsiveImage): string {
  return `export default ${JSON.stringify(image)};\n`;
}

export type ResponsiveImagesOptions = {
  /** The widths to offer (CSS px at 1x and device px alike: the browser picks from `sizes`). */
  widths?: readonly number[];
  /** Where encoded files are kept between builds. */
  cacheDir?: string;
};

/** The Vite plugin. Runs before Vite's own asset handling, which would otherwise answer `.jpg?responsive` with a URL. */
export function responsiveImages(options: ResponsiveImagesOptions = {}): Plugin {
  let config: ResolvedConfig;
  let cacheDir = "";
  let serving = true;
  return {
    name: "responsive-images",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
      serving = resolved.command === "serve";
      cacheDir = options.cacheDir ?? path.join(resolved.root, "node_modules/.cache/responsive-images");
    },
    async load(id) {
      if (!isResponsiveId(id)) return null;
      const file = id.slice(0, id.indexOf("?"));
      const svg = /\.svg$/i.test(file);
      if (!svg && !RASTER.test(file)) this.error(`${file}: ?responsive takes a JPEG, PNG, WebP, AVIF, TIFF or SVG file`);
      this.addWatchFile(file);
      const source = await readFile(file);
      const plan = await planImage(file, source, { base: config.base, assetsDir: config.build.assetsDir, widths: options.widths });
      if (serving) {
        // Dev and tests: the original through Vite's own asset URL, at its own size.
        const { width, height } = svg ? plan.image : await uprightSize(source);
        return `import src from ${JSON.stringify(`${file}?url`)};\nexport default { src, width: ${width}, height: ${height}, sources: [] };\n`;
      }
      // Only the browser's bundle writes files; the server's (prerendering) names the same ones.
      if (this.environment?.config.consumer === "client") {
        for (const v of plan.variants) {
          this.emitFile({ type: "asset", fileName: v.fileName, source: await cachedVariant(cacheDir, plan.hash, source, v, svg) });
        }
      }
      return moduleCode(plan.image);
    },
  };
}

/**
 * An original's size as drawn. A photo taken sideways is stored sideways with an EXIF
 * orientation; the encoders turn it upright (autoOrient), so its drawn width is the stored height.
 */
async function uprightSize(source: Buffer): Promise<{ width: number; height: number; format: string | undefined }> {
  const meta = await sharp(source).metadata();
  const sideways = (meta.orientation ?? 1) >= 5;
  return { width: (sideways ? meta.height : meta.width) ?? 0, height: (sideways ? meta.width : meta.height) ?? 0, format: meta.format };
}
