import path from "node:path";
import { clientDirectory } from "../local-services/react-router-contract.mjs";
import { config } from "../src/lib/config";
import { BUILD_API_ENV } from "./build-catalogue";
import { writeBlogFeeds } from "./blog-feed";
import { imageFetcher, writeShareCards } from "./share-cards";
import { writeSiteIcons } from "./site-icons";

/** Where drawn cards are kept between builds (by content): unchanged pages are not drawn again. */
export const CARD_CACHE_DIR = path.join("node_modules", ".cache", "share-cards");

/**
 * What a shared link, a home screen and a feed reader ask the site for (issue 25), written at
 * the end of the build from the pages it prerendered: a share card per public page, the icons,
 * the web app manifest, security.txt and the blog's feed. Prints one line of what it wrote.
 */
export async function writeSharedFiles(buildDirectory: string): Promise<void> {
  const client = clientDirectory(buildDirectory);
  const started = Date.now();
  const { pages, drawn, cached } = await writeShareCards(client, {
    brand: config.brand,
    siteOrigin: config.siteOrigin,
    fetchImage: imageFetcher(client, config.siteOrigin, process.env[BUILD_API_ENV]),
    cacheDir: CARD_CACHE_DIR,
  });
  const icons = await writeSiteIcons(client, { brand: config.brand, email: config.email, siteOrigin: config.siteOrigin });
  const feeds = await writeBlogFeeds(client, { brand: config.brand, siteOrigin: config.siteOrigin });
  const { writeFile } = await import("node:fs/promises");
  // The list of cards, for `npm run cards` (the contact sheet); not published.
  await writeFile(path.join(buildDirectory, "cards.json"), JSON.stringify(pages, null, 2) + "\n");
  console.log(
    `Share cards: ${pages.length} (${drawn} drawn, ${cached} cached), ${icons.length} icon and manifest files, ${feeds.length} feed${feeds.length === 1 ? "" : "s"} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
