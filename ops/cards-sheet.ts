import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import satori from "satori";
import { clientDirectory } from "../local-services/react-router-contract.mjs";
import { cardFonts, svgToPng } from "../pipeline/share-card-layout";
import type { CardPage } from "../pipeline/share-cards";

/**
 * `npm run cards`: every share card of the last build on one contact sheet (English on the left,
 * its Spanish twin beside it), so a person can look at them all at once; `npm run cards -- /path`
 * copies one page's card out for a closer look.
 */

const THUMB = { width: 480, height: 252 };

/** Rows of the sheet: each page beside its other-language twin; a page without one alone in its column. */
export function sheetRows(pages: readonly CardPage[]): [CardPage | null, CardPage | null][] {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const done = new Set<string>();
  const rows: [CardPage | null, CardPage | null][] = [];
  const isEs = (p: CardPage) => p.lang.startsWith("es");
  for (const page of pages) {
    if (done.has(page.path)) continue;
    const twin = page.twin ? byPath.get(page.twin) : undefined;
    done.add(page.path);
    if (twin) done.add(twin.path);
    const en = isEs(page) ? (twin ?? null) : page;
    const es = isEs(page) ? page : (twin ?? null);
    rows.push([en, es]);
  }
  return rows;
}

type El = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): El => ({ type, props: { style, children } });

export async function contactSheet(buildDirectory: string): Promise<Buffer> {
  const pages = JSON.parse(await readFile(path.join(buildDirectory, "cards.json"), "utf8")) as CardPage[];
  const client = clientDirectory(buildDirectory);
  const cell = async (page: CardPage | null) =>
    page
      ? h(
          "div",
          { display: "flex", flexDirection: "column", gap: 6, width: THUMB.width },
          { type: "img", props: { src: `data:image/png;base64,${(await readFile(path.join(client, page.card.slice(1)))).toString("base64")}`, width: THUMB.width, height: THUMB.height, style: { border: "1px solid #e2cfae" } } },
          h("div", { display: "flex", fontSize: 16, color: "#4b5b60" }, page.path),
        )
      : h("div", { display: "flex", width: THUMB.width, height: THUMB.height + 26 });
  const rows = sheetRows(pages);
  const rowEls = await Promise.all(rows.map(async ([en, es]) => h("div", { display: "flex", gap: 24 }, await cell(en), await cell(es))));
  const width = 2 * THUMB.width + 24 + 64;
  const height = 64 + 40 + rows.length * (THUMB.height + 26 + 24) + 40;
  const svg = await satori(
    h(
      "div",
      { display: "flex", flexDirection: "column", gap: 24, padding: 32, width, height, background: "#fdfaf5", fontFamily: "Inter" },
      h("div", { display: "flex", gap: 24, fontSize: 22, fontWeight: 700, color: "#0b3b38" }, h("div", { display: "flex", width: THUMB.width }, "English"), h("div", { display: "flex", width: THUMB.width }, "Español")),
      ...rowEls,
    ) as never,
    { width, height, fonts: cardFonts() },
  );
  return svgToPng(svg);
}

export async function main(args: string[], buildDirectory = process.env.BUILD_DIR ?? "build"): Promise<string> {
  const one = args.find((a) => a.startsWith("/"));
  if (one) {
    const pages = JSON.parse(await readFile(path.join(buildDirectory, "cards.json"), "utf8")) as CardPage[];
    const page = pages.find((p) => p.path === one);
    if (!page) throw new Error(`${one} has no card in the last build (is it a public page? run npm run build:local first)`);
    const out = path.join(buildDirectory, "card-preview.png");
    await writeFile(out, await readFile(path.join(clientDirectory(buildDirectory), page.card.slice(1))));
    return out;
  }
  const out = path.join(buildDirectory, "cards-contact-sheet.png");
  await writeFile(out, await contactSheet(buildDirectory));
  return out;
}
