import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { introBlogPath } from "~/lib/config";
import { ROUTES } from "~/route-table";
import { en as fiveStars } from "../article-five-stars/en";
import { en as workspace } from "../article-google-workspace/en";
import { en as intro } from "../blog-intro/en";
import { en as caseStudyPage } from "../case-study/en";
import { en as founder } from "../founder-story/en";
import { TWIN_PAGES } from "~/lib/twins";
import { es as fiveStarsEs } from "../article-five-stars/es";
import { es as workspaceEs } from "../article-google-workspace/es";
import { es as introEs } from "../blog-intro/es";
import { BLOG_POSTS, fiveStarsPost, introPost, postPath, workspacePost, type ArticleBlock } from "./posts";
import { BLOG_POSTS_ES, fiveStarsPostEs, introPostEs, workspacePostEs } from "./posts-es";

const publicFile = (url: string) => join(process.cwd(), "public", url);
/** The article body for each post path. */
const ARTICLES: Record<string, readonly ArticleBlock[]> = {
  [postPath(introPost)]: intro.body,
  [postPath(workspacePost)]: workspace.body,
  [postPath(fiveStarsPost)]: fiveStars.body,
};
const staticPaths = new Set(ROUTES.filter((r) => r.kind === "static").map((r) => r.path));

/** Every [label](/path) inside an article's text. */
function internalLinks(blocks: readonly ArticleBlock[]): string[] {
  const texts = blocks.flatMap((b) =>
    b.type === "p" || b.type === "callout" || b.type === "quote" ? [b.text] : b.type === "ul" || b.type === "ol" ? b.items : [],
  );
  return texts.flatMap((t) => [...t.matchAll(/\]\((\/[^)\s#]*)/g)].map((m) => m[1]!));
}

describe("blog posts", () => {
  it("link to the three article routes, each of them in the route table", () => {
    expect(BLOG_POSTS.map(postPath).sort()).toEqual(
      [introBlogPath, "/why-creators-thrive-with-google-workspace", "/from-feedback-to-five-stars-online-reputation-management"].sort(),
    );
    for (const post of BLOG_POSTS) expect(staticPaths.has(postPath(post)), postPath(post)).toBe(true);
    expect(staticPaths.has("/blog")).toBe(true);
  });

  it("carry every field of the spec's blog post, filled in", () => {
    for (const post of BLOG_POSTS) {
      for (const key of ["category", "title", "slug", "excerpt", "imageUrl", "imageAlt"] as const) {
        expect(post[key].trim().length, `${post.slug}.${key}`).toBeGreaterThan(0);
      }
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.description.length).toBeLessThanOrEqual(200);
    }
    expect(new Set(BLOG_POSTS.map((p) => p.slug)).size).toBe(BLOG_POSTS.length);
  });

  it("dates the Google Workspace article August 13, 2025", () => {
    const post = BLOG_POSTS.find((p) => p.slug === "why-creators-thrive-with-google-workspace")!;
    expect(post.dateLabel).toBe("August 13, 2025");
    expect(post.date).toBe("2025-08-13");
  });

  it("use local images that exist", () => {
    const images = [...BLOG_POSTS.map((p) => p.imageUrl), founder.hero.portrait.src, caseStudyPage.caseStudy.hero.src, "/images/blog/workspace-video-poster.svg"];
    for (const src of images) {
      expect(src.startsWith("/images/"), src).toBe(true);
      expect(existsSync(publicFile(src)), src).toBe(true);
    }
  });

  it("have a body each, whose internal links all lead to known routes", () => {
    for (const post of BLOG_POSTS) {
      const body = ARTICLES[postPath(post)];
      expect(body, post.slug).toBeDefined();
      expect(body!.length).toBeGreaterThan(4);
      for (const href of internalLinks(body!)) {
        // /subscribe belongs to the subscribers feature, which may land in the table separately.
        const known = ROUTES.some((r) => r.path === href) || href === "/subscribe";
        expect(known, `${post.slug} links to ${href}`).toBe(true);
      }
    }
  });

  it("give every h2 a unique id for in-page links", () => {
    for (const body of Object.values(ARTICLES)) {
      const ids = body.flatMap((b) => (b.type === "h2" ? [b.id] : []));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("the Spanish blog", () => {
  const pairs = [
    [introPost, introPostEs, TWIN_PAGES.blogIntro, introEs.body],
    [workspacePost, workspacePostEs, TWIN_PAGES.articleGoogleWorkspace, workspaceEs.body],
    [fiveStarsPost, fiveStarsPostEs, TWIN_PAGES.articleFiveStars, fiveStarsEs.body],
  ] as const;

  it("lists the same articles in the same order, each at its Spanish twin's URL, in the route table", () => {
    expect(BLOG_POSTS_ES.map((p) => p.date)).toEqual(BLOG_POSTS.map((p) => p.date));
    for (const [en, es, twin] of pairs) {
      expect(postPath(en)).toBe(twin.en);
      expect(postPath(es)).toBe(twin.es);
      expect(staticPaths.has(postPath(es)), postPath(es)).toBe(true);
      for (const key of ["date", "imageUrl", "author", "readingMinutes"] as const) expect(es[key], key).toBe(en[key]);
    }
    expect(staticPaths.has(TWIN_PAGES.blog.es)).toBe(true);
  });

  it("dates each post as Mexicans write it, and keeps its description short", () => {
    const esMx = new Intl.DateTimeFormat("es-MX", { dateStyle: "long", timeZone: "UTC" });
    for (const post of BLOG_POSTS_ES) {
      expect(post.dateLabel).toBe(esMx.format(new Date(`${post.date}T00:00:00Z`)));
      expect(post.description.length, post.slug).toBeLessThanOrEqual(200);
    }
    expect(workspacePostEs.dateLabel).toBe("13 de agosto de 2025");
  });

  it("keeps each Spanish article's sections and internal links those of its English twin", () => {
    for (const [en, , , esBody] of pairs) {
      const enBody = ARTICLES[postPath(en)]!;
      expect(esBody.map((b) => b.type)).toEqual(enBody.map((b) => b.type));
      expect(esBody.flatMap((b) => (b.type === "h2" ? [b.id] : []))).toEqual(enBody.flatMap((b) => (b.type === "h2" ? [b.id] : [])));
      // Links are written to the English URL; the link layer shows a Spanish page's as their twins.
      expect(internalLinks(esBody)).toEqual(internalLinks(enBody));
    }
  });
});
