import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import ogs from "open-graph-scraper";
import { xml2js, type Element } from "xml-js";
import { config } from "../src/lib/config";

/**
 * Every shared link shows the page (issue 25): each sitemap page read the way a link unfurler
 * reads it (open-graph-scraper on the served HTML), its card fetched and measured; the icons,
 * the manifest, security.txt and the blog's feed as browsers and readers ask for them.
 */

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
/** The site's canonical origin, served here by the local server. */
const local = (url: string) => new URL(url).pathname;

const pngSize = (png: Buffer) => ({ signature: png.subarray(1, 4).toString(), width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => local(m[1]!));
}

async function unfurl(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const { result, error } = await ogs({ html: await res.text() });
  expect(error, path).toBe(false);
  return result;
}

test("every sitemap page has a 1200x630 PNG card with alt text, a large Twitter card and its locale", async ({ request }) => {
  const cards = JSON.parse(readFileSync(`${BUILD_DIR}/cards.json`, "utf8")) as { path: string; card: string; content: { title: string } }[];
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(30);
  const seen = new Map<string, Buffer>();
  for (const path of paths) {
    const og = await unfurl(request, path);
    const image = og.ogImage?.[0];
    expect(image?.url, path).toMatch(new RegExp(`^${config.siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/cards/`));
    expect(image).toMatchObject({ width: "1200", height: "630", type: "image/png" });
    expect(image?.alt?.length, path).toBeGreaterThan(3);
    expect(og.twitterCard, path).toBe("summary_large_image");
    expect(og.twitterImage?.[0]?.url).toBe(image?.url);
    expect(og.twitterImage?.[0]?.alt).toBeTruthy();
    expect(og.ogLocale, path).toMatch(/^(en_US|es_MX)$/);
    const res = await request.get(local(image!.url));
    expect(res.status(), image!.url).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    const png = await res.body();
    expect(pngSize(png)).toEqual({ signature: "PNG", width: 1200, height: 630 });
    seen.set(path, png);
    // The card was drawn from this page's own title.
    const entry = cards.find((c) => c.path === path);
    expect(entry?.card).toBe(local(image!.url));
    expect(og.ogTitle?.startsWith(entry!.content.title) || og.ogTitle?.includes(entry!.content.title), path).toBe(true);
  }
  // A Spanish page's card is its own, not its English twin's.
  expect(seen.get("/airbnb-mexico")?.equals(seen.get("/en/airbnb-mexico")!)).toBe(false);
  expect(seen.get("/es/oferta-airbnb-mexico")?.equals(seen.get("/airbnb-mexico-offer")!)).toBe(false);
});

test("noindex pages carry no card; a product added after the build shows the store's card, never a broken image", async ({ request }) => {
  const success = await unfurl(request, "/checkout-success");
  expect(success.ogImage ?? []).toEqual([]);
  const later = await unfurl(request, "/product/prod_ADDED_AFTER_THE_BUILD");
  const image = later.ogImage?.[0]?.url;
  expect(image).toBe(`${config.siteOrigin}/cards/store.png`);
  expect((await request.get(local(image!))).status()).toBe(200);
});

test("the icons, the manifest and security.txt the web asks for at the root", async ({ request }) => {
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  const icoBody = await ico.body();
  expect(icoBody.readUInt16LE(4)).toBe(3);
  expect([0, 1, 2].map((i) => icoBody.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);

  const touch = await request.get("/apple-touch-icon.png");
  expect(pngSize(await touch.body())).toEqual({ signature: "PNG", width: 180, height: 180 });

  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const m = (await manifest.json()) as { name: string; short_name: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; purpose?: string }[] };
  expect(m).toMatchObject({ name: config.brand, short_name: config.brand });
  expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(m.icons.some((i) => i.purpose === "maskable")).toBe(true);
  for (const icon of m.icons) {
    const { width, height } = pngSize(await (await request.get(icon.src)).body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }

  const security = await (await request.get("/.well-known/security.txt")).text();
  expect(security).toContain(`Contact: mailto:${config.email}`);
  const expires = new Date(/^Expires: (.+)$/m.exec(security)![1]!);
  expect(expires.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
});

test("every page links the icons and the manifest with a theme colour; the blog and its articles link the feed", async ({ page, request }) => {
  await page.goto("/terms");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);

  const feedXml = await (await request.get("/blog/feed.xml")).text();
  const doc = xml2js(feedXml) as Element;
  const channel = doc.elements?.find((e) => e.name === "rss")?.elements?.find((e) => e.name === "channel");
  const items = channel?.elements?.filter((e) => e.name === "item") ?? [];
  const links = items.map((i) => i.elements?.find((e) => e.name === "link")?.elements?.[0]?.text as string);
  expect(links.length).toBe(3);
  for (const path of ["/blog", ...links.map(local)]) {
    const og = await unfurl(request, path);
    expect(og.ogTitle).toBeTruthy();
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(html, path).toContain('href="/blog/feed.xml"');
  }
});
