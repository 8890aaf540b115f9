import type { Page } from "@playwright/test";

/**
 * What a reader and a search engine get from a post page before any script runs: the page's
 * visible text (its <main>, as the browser lays it out) and the head tags that name it. Saved
 * from the build before the posts became files (e2e/fixtures/blog-before/), compared after.
 */
export type PostSnapshot = {
  url: string;
  title: string;
  description: string | null;
  canonical: string | null;
  hreflang: Record<string, string>;
  ogImage: string | null;
  blogPosting: Record<string, unknown> | null;
  text: string;
};

/** The posts' URLs on the day they moved to files (issue 45 part 2). */
export const POSTS_BEFORE = [
  "/cxfana-blog-intro",
  "/es/blog/bienvenida",
  "/why-creators-thrive-with-google-workspace",
  "/es/por-que-los-creadores-prosperan-con-google-workspace",
  "/from-feedback-to-five-stars-online-reputation-management",
  "/es/de-las-opiniones-a-las-cinco-estrellas-reputacion-en-linea",
] as const;

export async function snapshotPost(page: Page, url: string): Promise<PostSnapshot> {
  await page.goto(url);
  return page.evaluate((url) => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const hreflang: Record<string, string> = {};
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) hreflang[link.hreflang] = link.getAttribute("href")!;
    let blogPosting: Record<string, unknown> | null = null;
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      const data = JSON.parse(script.textContent ?? "null") as Record<string, unknown> | null;
      if (data?.["@type"] === "BlogPosting") blogPosting = data;
    }
    return {
      url,
      title: document.title,
      description: attr('meta[name="description"]', "content"),
      canonical: attr('link[rel="canonical"]', "href"),
      hreflang,
      ogImage: attr('meta[property="og:image"]', "content"),
      blogPosting,
      // The posts' previous/next links came with the files: not part of what moved.
      text: (() => {
        for (const nav of document.querySelectorAll<HTMLElement>("[data-post-nav]")) nav.style.display = "none";
        return (document.querySelector("main") as HTMLElement).innerText;
      })(),
    };
  }, url);
}

export const snapshotFile = (url: string) => `${url.replace(/^\//, "").replace(/\//g, "__")}.json`;
