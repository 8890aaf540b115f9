// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readPageHead } from "./page-head";
import { CARD_HEIGHT, CARD_WIDTH, TITLE_MAX_LINES, cardSvg, fitTitle, measureLines, textWidth } from "./share-card-layout";
import { cardContentOf, drawableImage } from "./share-cards";
import { svgToPng } from "./share-card-layout";

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const opts = { brand: "CX Fusion", siteOrigin: "https://www.cxfusion.example", fetchImage: async () => null };

const page = (head: string, lang = "en") => `<!DOCTYPE html><html lang="${lang}"><head>${head}</head><body></body></html>`;

describe("the share card's layout", () => {
  it("wraps a 120-character title to at most three lines, inside the card, at the largest size that fits", async () => {
    const title = "How to launch a short-term rental in Mexico and the US: listing, guest messages, house rules and thirty days of reviews!";
    expect(title).toHaveLength(120);
    const width = textWidth({});
    const fit = await fitTitle(title, width);
    expect(fit.lines).toBeLessThanOrEqual(TITLE_MAX_LINES);
    // The rendered text box at that size: its lines, and its height within the card.
    const lines = await measureLines(title, fit.size, width);
    expect(lines).toBeLessThanOrEqual(TITLE_MAX_LINES);
    expect(lines * fit.size * 1.15).toBeLessThan(CARD_HEIGHT - 250);
    // A short title keeps the largest size.
    expect((await fitTitle("Pricing", width)).size).toBeGreaterThan(fit.size);
  });

  it("draws accents, ñ, ¿ and ¡ with the font's own glyphs (no missing-glyph boxes)", async () => {
    const glyph = async (ch: string) => {
      const svg = await cardSvg({ lang: "es", title: ch, description: "", brand: "", host: "x" });
      return [...svg.matchAll(/<path[^>]*\bd="([^"]+)"/g)].map((m) => m[1]).join("|");
    };
    const missing = await glyph("\u{E000}"); // a private-use character: no font has it
    for (const ch of ["ñ", "é", "¿", "¡", "ó"]) {
      const drawn = await glyph(ch);
      expect(drawn).not.toBe(missing);
      expect(drawn).not.toBe(await glyph(ch === "ñ" ? "n" : "e"));
    }
  });

  it("is a 1200x630 PNG", async () => {
    const png = svgToPng(await cardSvg({ lang: "en", title: "Pricing", description: "Kits", brand: "CX Fusion", host: "x" }));
    expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
  });
});

describe("what a card shows, read from the page's head", () => {
  it("a page: its title without the brand, its description and language; none for a noindex page", async () => {
    const head = readPageHead(
      page(
        '<title>Precios | CX Fusion</title><meta property="og:title" content="Precios | CX Fusion"/><meta property="og:description" content="Tres kits"/><link rel="canonical" href="https://www.cxfusion.example/es/precios"/>',
        "es-MX",
      ),
    );
    expect(await cardContentOf(head, opts)).toMatchObject({ lang: "es-MX", title: "Precios", description: "Tres kits", host: "www.cxfusion.example" });
    const noindex = readPageHead(page('<meta name="robots" content="noindex, nofollow"/><link rel="canonical" href="https://www.cxfusion.example/email-list"/>'));
    expect(await cardContentOf(noindex, opts)).toBeNull();
  });

  it("a product: its name and its price as the page formats it (USD for a Spanish page)", async () => {
    const product = (lang: string) =>
      readPageHead(
        page(
          `<meta property="og:type" content="product"/><link rel="canonical" href="https://www.cxfusion.example/product/p1"/><script type="application/ld+json">{"@type":"Product","name":"Welcome Book","offers":{"price":"1299.50"},"image":"https://media.example/p1.svg"}</script>`,
          lang,
        ),
      );
    expect(await cardContentOf(product("en"), opts)).toMatchObject({ title: "Welcome Book", price: "$1299.50", image: null });
    expect((await cardContentOf(product("es-MX"), opts))?.price).toBe("USD\u00a01,299.50");
  });

  it("rasterises an SVG image and keeps PNG and JPEG; any other format gets the placeholder", () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>');
    expect(drawableImage({ bytes: svg, type: "image/svg+xml" })).toMatch(/^data:image\/png;base64,/);
    expect(drawableImage({ bytes: Buffer.from([1, 2]), type: "image/jpeg" })).toBe("data:image/jpeg;base64,AQI=");
    expect(drawableImage({ bytes: Buffer.from([1, 2]), type: "image/avif" })).toBeNull();
    expect(drawableImage(null)).toBeNull();
  });
});
