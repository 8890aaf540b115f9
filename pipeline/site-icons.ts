import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { svgToPng } from "./share-card-layout";

/**
 * The files browsers, home screens and crawlers ask for at the root (issue 25 point 3), drawn
 * from the one SVG logo (`public/favicon.svg`): favicon.ico (16, 32, 48), apple-touch-icon.png
 * (180, opaque), the web app manifest with 192 and 512 icons and a maskable one, and
 * /.well-known/security.txt with the site's contact.
 */

export const THEME_COLOR = "#115e59";
export const BACKGROUND_COLOR = "#fdfaf5";

/** The logo drawn edge to edge on its own colour (iOS rounds the corners itself; Android masks). */
export function opaqueLogo(svg: string, { safeZone = 1 } = {}): string {
  const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "").replace(/<rect\b[^>]*\/>/, "");
  const scale = safeZone;
  const offset = Number(((32 * (1 - scale)) / 2).toFixed(3));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${THEME_COLOR}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
}

/** An ICO file holding PNG images (supported by every browser since IE Vista-era): one entry per size. */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2); // no palette
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

export type WebManifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

export function webManifest(brand: string): WebManifest {
  return {
    name: brand,
    short_name: brand,
    start_url: "/",
    scope: "/",
    display: "browser",
    lang: "en",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/** security.txt (RFC 9116): contact, expiry a year after the build, the canonical location. */
export function securityTxt({ email, siteOrigin, now = new Date() }: { email: string; siteOrigin: string; now?: Date }): string {
  const expires = new Date(now.getTime() + 365 * 24 * 3600 * 1000);
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, ".000Z")}`,
    "Preferred-Languages: en, es",
    `Canonical: ${siteOrigin}/.well-known/security.txt`,
    "",
  ].join("\n");
}

/** Writes every icon, the manifest and security.txt into the build's client folder. */
export async function writeSiteIcons(clientDir: string, { brand, email, siteOrigin }: { brand: string; email: string; siteOrigin: string }): Promise<string[]> {
  const logo = await readFile(path.join(clientDir, "favicon.svg"), "utf8");
  const files: [string, Buffer | string][] = [
    ["favicon.ico", icoFromPngs([16, 32, 48].map((size) => ({ size, png: svgToPng(logo, size) })))],
    ["apple-touch-icon.png", svgToPng(opaqueLogo(logo), 180)],
    ["icons/icon-192.png", svgToPng(logo, 192)],
    ["icons/icon-512.png", svgToPng(logo, 512)],
    // Maskable: the mark within the central 80% (the safe zone), the background to the edges.
    ["icons/icon-maskable-512.png", svgToPng(opaqueLogo(logo, { safeZone: 0.8 }), 512)],
    ["manifest.webmanifest", JSON.stringify(webManifest(brand), null, 2) + "\n"],
    [".well-known/security.txt", securityTxt({ email, siteOrigin })],
  ];
  for (const [file, body] of files) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), body);
  }
  return files.map(([f]) => `/${f}`);
}
