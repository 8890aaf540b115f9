import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Feed } from "feed";
import { BLOG_FEED_PATH, shareCardPath } from "../src/lib/seo";
import { htmlFiles, jsonLdOfType, readPageHead } from "./page-head";

/**
 * The blog's RSS 2.0 feed (issue 25 point 4), drawn from the prerendered articles themselves: every
 * page whose head carries a schema.org BlogPosting is an item (its headline, canonical URL,
 * datePublished, description, author and share card). One feed per language that has articles:
 * /blog/feed.xml, and /es/blog/feed.xml once Spanish articles exist.
 */

export type FeedArticle = { lang: "en" | "es"; title: string; url: string; date: string; description: string; author?: string; card: string };

/** The articles a build holds, newest first. */
export async function articlesOf(clientDir: string, siteOrigin: string): Promise<FeedArticle[]> {
  const out: FeedArticle[] = [];
  for (const file of await htmlFiles(clientDir)) {
    const head = readPageHead(await readFile(path.join(clientDir, file), "utf8"));
    const post = jsonLdOfType(head, "BlogPosting");
    if (!post || head.noindex || !head.path) continue;
    const author = (post.author as { name?: string } | undefined)?.name;
    out.push({
      lang: head.lang.startsWith("es") ? "es" : "en",
      title: String(post.headline ?? head.title),
      url: `${siteOrigin}${head.path}`,
      date: String(post.datePublished),
      description: String(post.description ?? head.description),
      ...(author ? { author } : {}),
      card: `${siteOrigin}${shareCardPath(head.path)}`,
    });
  }
  return out.sort((a, b) => b.date.localeCompare(a.date) || a.url.localeCompare(b.url));
}

export const FEED_TEXT = {
  en: { title: (brand: string) => `${brand} Blog`, description: "Guest experience, reviews and tools for short-term-rental hosts in the US and Mexico." },
  es: { title: (brand: string) => `Blog de ${brand}`, description: "Experiencia del huésped, reseñas y herramientas para anfitriones de rentas vacacionales en México y EE. UU." },
} as const;

/** Each language's blog hub: the feed's channel link (the Spanish feed's is the Spanish hub). */
const BLOG_HUB_PATH = { en: "/blog", es: "/es/blog" } as const;

/** One language's feed as RSS 2.0. */
export function blogFeedXml(lang: "en" | "es", articles: readonly FeedArticle[], { brand, siteOrigin }: { brand: string; siteOrigin: string }): string {
  const mine = articles.filter((a) => a.lang === lang);
  const newest = mine[0]?.date;
  const feed = new Feed({
    title: FEED_TEXT[lang].title(brand),
    description: FEED_TEXT[lang].description,
    id: `${siteOrigin}${BLOG_HUB_PATH[lang]}`,
    link: `${siteOrigin}${BLOG_HUB_PATH[lang]}`,
    language: lang === "es" ? "es-MX" : "en-US",
    image: `${siteOrigin}/icons/icon-192.png`,
    favicon: `${siteOrigin}/favicon.ico`,
    copyright: `© ${brand}`,
    // The newest article's date, so an unchanged blog builds an unchanged feed.
    ...(newest ? { updated: new Date(`${newest}T00:00:00Z`) } : {}),
    generator: false,
    feedLinks: { rss: `${siteOrigin}${BLOG_FEED_PATH[lang]}` },
  });
  for (const a of mine) {
    feed.addItem({
      title: a.title,
      id: a.url,
      link: a.url,
      date: new Date(`${a.date}T00:00:00Z`),
      description: a.description,
      image: { url: a.card, type: "image/png" },
    });
  }
  return feed.rss2();
}

/** Writes the feed of each language that has articles; returns their paths. */
export async function writeBlogFeeds(clientDir: string, options: { brand: string; siteOrigin: string }): Promise<string[]> {
  const articles = await articlesOf(clientDir, options.siteOrigin);
  const written: string[] = [];
  for (const lang of ["en", "es"] as const) {
    if (!articles.some((a) => a.lang === lang)) continue;
    const file = path.join(clientDir, BLOG_FEED_PATH[lang].slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, blogFeedXml(lang, articles, options));
    written.push(BLOG_FEED_PATH[lang]);
  }
  return written;
}
