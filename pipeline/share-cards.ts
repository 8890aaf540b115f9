import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { SPA_FALLBACK_FILE } from "../local-services/react-router-contract.mjs";
import { formatCents } from "../src/lib/money";
import { shareCardPath } from "../src/lib/seo";
import { htmlFiles, jsonLdOfType, readPageHead, type PageHead } from "./page-head";
import { LAYOUT_VERSION, renderCard, svgToPng, type CardContent } from "./share-card-layout";

/**
 * A share card for every public page (issue 25), drawn at the end of the build from what each
 * prerendered page says in its head: its title and description (Open Graph), its language, and
 * for a product its name, price and image (its schema.org Product). `src/lib/seo.ts` points each
 * page's og:image at `shareCardPath(path)`; this step writes that file. Pages marked noindex
 * (team tools, checkout, success pages, the 404s) get none.
 *
 * Cards are cached by content (the words, the image's bytes, the layout version): a build draws
 * only the cards whose page changed.
 */

export type CardPage = {
  /** The page's path, from its canonical URL. */
  path: string;
  lang: string;
  /** Where its card is, under the site's root. */
  card: string;
  /** Its other-language twin's path, when it has one. */
  twin?: string;
  content: CardContent;
};

type Options = {
  brand: string;
  siteOrigin: string;
  /** Reads an image the page names: bytes and media type, or null (the card then shows the placeholder). */
  fetchImage: (url: string) => Promise<{ bytes: Buffer; type: string } | null>;
  cacheDir: string;
  log?: (line: string) => void;
};

const FRAMEWORK_PAGES = new Set([SPA_FALLBACK_FILE, "404.html", path.join("es", "404.html")]);

/** "Pricing | CX Fusion" -> "Pricing": the brand is on the card already. */
const withoutBrand = (title: string, brand: string) => title.replace(new RegExp(`\\s*\\|\\s*${brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`), "");

/** An image as a data URI satori can draw: PNG and JPEG as they are, SVG rasterised; anything else none. */
export function drawableImage(image: { bytes: Buffer; type: string } | null): string | null {
  if (!image) return null;
  const type = image.type.split(";")[0]!.trim().toLowerCase();
  if (type === "image/png" || type === "image/jpeg") return `data:${type};base64,${image.bytes.toString("base64")}`;
  if (type === "image/svg+xml") {
    try {
      return `data:image/png;base64,${svgToPng(image.bytes.toString("utf8"), 760).toString("base64")}`;
    } catch {
      return null;
    }
  }
  return null;
}

/** What a page's card shows, from its head; null for a page that has no card. */
export async function cardContentOf(head: PageHead, options: Pick<Options, "brand" | "siteOrigin" | "fetchImage">): Promise<CardContent | null> {
  if (head.noindex || !head.path) return null;
  const host = new URL(options.siteOrigin).host;
  const base = { lang: head.lang, brand: options.brand, host, description: head.description };
  const product = head.ogType === "product" ? jsonLdOfType(head, "Product") : undefined;
  if (product) {
    const offers = (product.offers ?? {}) as { price?: string };
    const cents = Math.round(Number(offers.price) * 100);
    const imageUrl = typeof product.image === "string" ? product.image : null;
    return {
      ...base,
      title: String(product.name ?? withoutBrand(head.title, options.brand)),
      price: Number.isFinite(cents) && cents >= 0 ? formatCents(cents, head.lang.startsWith("es") ? "es" : "en") : undefined,
      image: imageUrl ? drawableImage(await options.fetchImage(imageUrl)) : null,
    };
  }
  // A post's card draws its cover (issue 45): the image its BlogPosting names, the file the post's frontmatter gives.
  const post = head.ogType === "article" ? jsonLdOfType(head, "BlogPosting") : undefined;
  const cover = typeof post?.image === "string" ? drawableImage(await options.fetchImage(post.image)) : null;
  return { ...base, title: withoutBrand(head.title, options.brand), ...(cover ? { image: cover } : {}) };
}

const cacheKey = (content: CardContent) => createHash("sha256").update(JSON.stringify({ LAYOUT_VERSION, content })).digest("hex").slice(0, 32);

/** Draws (or takes from the cache) every public page's card; returns the pages with their cards. */
export async function writeShareCards(clientDir: string, options: Options): Promise<{ pages: CardPage[]; drawn: number; cached: number }> {
  await mkdir(options.cacheDir, { recursive: true });
  const pages: CardPage[] = [];
  let drawn = 0;
  let cached = 0;
  for (const file of await htmlFiles(clientDir)) {
    if (FRAMEWORK_PAGES.has(file)) continue;
    const head = readPageHead(await readFile(path.join(clientDir, file), "utf8"));
    const content = await cardContentOf(head, options);
    if (!content || !head.path) continue;
    const card = shareCardPath(head.path);
    const cachedFile = path.join(options.cacheDir, `${cacheKey(content)}.png`);
    let png: Buffer;
    if (existsSync(cachedFile)) {
      png = await readFile(cachedFile);
      cached++;
    } else {
      png = await renderCard(content);
      await writeFile(cachedFile, png);
      drawn++;
    }
    const out = path.join(clientDir, card.slice(1));
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, png);
    const twinLang = head.lang.startsWith("es") ? "en" : "es";
    const twin = head.alternates.get(twinLang);
    pages.push({ path: head.path, lang: head.lang, card, ...(twin ? { twin: new URL(twin).pathname } : {}), content: { ...content, image: content.image ? "(image)" : content.image } });
  }
  options.log?.(`${pages.length} share cards (${drawn} drawn, ${cached} from the cache)`);
  return { pages, drawn, cached };
}

/**
 * Reads an image the way the site serves it: a file of the build, or the store's media (the
 * hosted media host, or during a local build the store stand-in the build started).
 */
export function imageFetcher(clientDir: string, siteOrigin: string, storeBuildApiUrl: string | undefined) {
  const typeOf = (p: string) => ({ ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".svg": "image/svg+xml", ".webp": "image/webp" })[path.extname(p).toLowerCase()] ?? "application/octet-stream";
  return async (url: string): Promise<{ bytes: Buffer; type: string } | null> => {
    try {
      const u = new URL(url, siteOrigin);
      const candidates: string[] = [];
      if (u.origin === new URL(siteOrigin).origin) {
        const root = path.resolve(clientDir);
        const file = path.join(root, decodeURIComponent(u.pathname));
        if (file.startsWith(root + path.sep) && existsSync(file)) return { bytes: await readFile(file), type: typeOf(file) };
        if (storeBuildApiUrl) candidates.push(new URL(u.pathname, storeBuildApiUrl).href);
      } else candidates.push(u.href);
      for (const candidate of candidates) {
        const res = await fetch(candidate, { signal: AbortSignal.timeout(5000) });
        if (res.ok) return { bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get("content-type") ?? typeOf(candidate) };
      }
    } catch {
      /* unreachable: the placeholder */
    }
    return null;
  };
}
