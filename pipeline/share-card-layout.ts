import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

/**
 * One share card: 1200x630, drawn with satori (layout and text to SVG) and resvg (SVG to PNG),
 * no browser. The site's look: sand background, the teal of the header, the coral accent, the
 * logo mark, Inter (the @fontsource/inter package: SIL Open Font License 1.1, shipped with the
 * project's dependencies, nothing fetched).
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the layout changes: cached cards drawn by another layout are drawn again. */
export const LAYOUT_VERSION = 3;

const COLORS = { sand: "#fdfaf5", sandLine: "#efe3cf", brand: "#115e59", brandDark: "#0b3b38", accent: "#f26b4a", ink: "#1c2a2e", muted: "#4b5b60" };
const PAD = 64;
const LINE_HEIGHT = 1.15;
/** Title sizes tried in turn: the largest that keeps the title within three lines. */
export const TITLE_SIZES = [68, 60, 52, 46, 40] as const;
export const TITLE_MAX_LINES = 3;
const PRODUCT_IMAGE = 420;

export type CardContent = {
  lang: string;
  title: string;
  description: string;
  brand: string;
  /** The site's host, printed at the foot ("www.cxfusion.example"). */
  host: string;
  /** A product's price as its page prints it. */
  price?: string;
  /** A product's image as a PNG or JPEG data URI; null draws the placeholder. */
  image?: string | null;
};

const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: number) =>
  readFileSync(path.join(path.dirname(require.resolve("@fontsource/inter/package.json")), "files", `inter-${subset}-${weight}-normal.woff`));

let fontCache: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[] | null = null;
/** Inter 400 and 700, Latin and Latin Extended (á, ñ, ¿, ç, ő…). */
export function cardFonts() {
  fontCache ??= (["latin", "latin-ext"] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({ name: "Inter", data: fontFile(subset, weight), weight, style: "normal" as const })),
  );
  return fontCache;
}

/** The logo mark (public/favicon.svg's drawing) as a data URI. */
export const LOGO_MARK =
  "data:image/svg+xml;base64," +
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${COLORS.brand}"/><path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-5v-5h-4v5H9a1 1 0 0 1-1-1z" fill="#fff"/><circle cx="24.5" cy="9.5" r="3.5" fill="${COLORS.accent}"/></svg>`,
  ).toString("base64");

type Style = Record<string, string | number>;
type El = { type: string; props: { style?: Style; children?: unknown; src?: string; width?: number; height?: number } };
const h = (type: string, style: Style, ...children: unknown[]): El => ({ type, props: { style, children: children.length === 1 ? children[0] : children } });
const img = (src: string, width: number, height: number, style: Style = {}): El => ({ type: "img", props: { src, width, height, style } });

/** How many lines `text` takes at `size` px in a box `width` px wide, as satori lays it out. */
export async function measureLines(text: string, size: number, width: number, weight: 400 | 700 = 700): Promise<number> {
  const svg = await satori(h("div", { display: "flex", width, fontSize: size, fontWeight: weight, lineHeight: LINE_HEIGHT, fontFamily: "Inter" }, text) as never, {
    width,
    fonts: cardFonts(),
  });
  const height = Number(/<svg[^>]*\bheight="([\d.]+)"/.exec(svg)?.[1]);
  return Math.round(height / (size * LINE_HEIGHT));
}

/** The largest title size that keeps the title within TITLE_MAX_LINES lines (the smallest, clamped, otherwise). */
export async function fitTitle(text: string, width: number): Promise<{ size: number; lines: number }> {
  for (const size of TITLE_SIZES) {
    const lines = await measureLines(text, size, width);
    if (lines <= TITLE_MAX_LINES) return { size, lines };
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1]!;
  return { size, lines: TITLE_MAX_LINES };
}

/** Whether a card shows an image panel: a product's (its image or the placeholder), a post's cover (issue 45). */
const hasPanel = (content: Pick<CardContent, "image" | "price">) => content.price !== undefined || Boolean(content.image);

/** The text column's width: the whole card, or beside a product's image or a post's cover. */
export const textWidth = (content: Pick<CardContent, "image" | "price">) =>
  CARD_WIDTH - 2 * PAD - (hasPanel(content) ? PRODUCT_IMAGE + 48 : 0);

function productPanel(image: string | null | undefined): El {
  const frame: Style = { display: "flex", width: PRODUCT_IMAGE, height: PRODUCT_IMAGE, borderRadius: 28, background: "#ffffff", border: `2px solid ${COLORS.sandLine}`, alignItems: "center", justifyContent: "center", overflow: "hidden" };
  return image ? h("div", frame, img(image, PRODUCT_IMAGE - 40, PRODUCT_IMAGE - 40, { objectFit: "contain" })) : h("div", { ...frame, background: COLORS.sandLine }, img(LOGO_MARK, 160, 160));
}

/** The card as satori's element tree. */
export async function cardTree(content: CardContent): Promise<El> {
  const width = textWidth(content);
  const title = await fitTitle(content.title, width);
  const clamp = (lines: number): Style => ({ display: "block", lineClamp: lines, overflow: "hidden" });
  const text = h(
    "div",
    { display: "flex", flexDirection: "column", width, gap: 24 },
    h("div", { ...clamp(TITLE_MAX_LINES), fontSize: title.size, fontWeight: 700, lineHeight: LINE_HEIGHT, color: COLORS.brandDark, width }, content.title),
    content.description
      ? h("div", { ...clamp(title.lines >= 3 ? 1 : 2), fontSize: 30, lineHeight: 1.35, color: COLORS.muted, width }, content.description)
      : h("div", { display: "flex" }),
    content.price !== undefined
      ? h("div", { display: "flex" }, h("div", { display: "flex", background: COLORS.accent, color: "#ffffff", fontSize: 36, fontWeight: 700, padding: "10px 26px", borderRadius: 999 }, content.price))
      : h("div", { display: "flex" }),
  );
  return h(
    "div",
    { display: "flex", flexDirection: "column", width: CARD_WIDTH, height: CARD_HEIGHT, background: COLORS.sand, fontFamily: "Inter", color: COLORS.ink },
    h(
      "div",
      { display: "flex", flexDirection: "column", justifyContent: "space-between", flexGrow: 1, padding: `${PAD - 8}px ${PAD}px ${PAD - 16}px` },
      h("div", { display: "flex", alignItems: "center", gap: 18 }, img(LOGO_MARK, 60, 60), h("div", { display: "flex", fontSize: 34, fontWeight: 700, color: COLORS.brandDark }, content.brand)),
      h("div", { display: "flex", alignItems: "center", justifyContent: "space-between" }, text, hasPanel(content) ? productPanel(content.image) : h("div", { display: "flex" })),
      h("div", { display: "flex", fontSize: 26, color: COLORS.brand, fontWeight: 700 }, content.host),
    ),
    h("div", { display: "flex", height: 18, background: COLORS.brand }, h("div", { display: "flex", width: 240, height: 18, background: COLORS.accent })),
  );
}

/** The card as SVG (satori). */
export async function cardSvg(content: CardContent): Promise<string> {
  return satori((await cardTree(content)) as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: cardFonts(), ...(content.lang ? {} : {}) });
}

/** SVG to PNG at its own size (resvg). */
export const svgToPng = (svg: string, width?: number): Buffer =>
  Buffer.from(new Resvg(svg, { fitTo: width ? { mode: "width", value: width } : { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng());

/** The card as PNG. */
export async function renderCard(content: CardContent): Promise<Buffer> {
  return svgToPng(await cardSvg(content));
}
