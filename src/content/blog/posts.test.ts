// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { introBlogPath } from "~/lib/config";
import { TWIN_PAGES } from "~/lib/twins";
import { ROUTES } from "~/route-table";
import { loadPosts } from "../posts/collection.server";
import { POST_CATALOGUE_EN, POST_CATALOGUE_ES } from "../posts/catalogue";
import { postPath } from "./post-facts";

/**
 * The blog's posts as the site has them (src/content/posts/*.mdx): at their URLs, in the route
 * table and the twin table, dated as each language writes dates. The files' own rules are
 * ../posts/collection.test.ts's.
 */
const { posts } = loadPosts({ today: "2026-11-28" });
const staticPaths = new Set(ROUTES.filter((r) => r.kind === "static").map((r) => r.path));
const urls = (lang: "en" | "es") => posts.filter((p) => p.lang === lang).map((p) => p.path).sort();

describe("blog posts", () => {
  it("are today's three articles in both languages, at the URLs they always had", () => {
    expect(urls("en")).toEqual([introBlogPath, "/from-feedback-to-five-stars-online-reputation-management", "/why-creators-thrive-with-google-workspace"].sort());
    expect(urls("es")).toEqual(["/es/blog/bienvenida", "/es/de-las-opiniones-a-las-cinco-estrellas-reputacion-en-linea", "/es/por-que-los-creadores-prosperan-con-google-workspace"].sort());
    for (const post of posts) expect(staticPaths.has(post.path), post.path).toBe(true);
  });

  it("each has its twin in the twin table (hreflang, the switch, a Spanish page's links)", () => {
    for (const post of posts.filter((p) => p.lang === "en")) {
      const row = Object.values(TWIN_PAGES).find((r) => r.en === post.path);
      expect(row, post.path).toEqual({ en: post.path, es: post.twin!.path, xDefault: "en" });
    }
  });

  it("carry the spec's fields, dated as each language writes dates", () => {
    const esMx = new Intl.DateTimeFormat("es-MX", { dateStyle: "long", timeZone: "UTC" });
    for (const post of posts) {
      for (const key of ["category", "title", "slug", "excerpt", "cover", "coverAlt"] as const) expect(post[key].trim().length, `${post.file} ${key}`).toBeGreaterThan(0);
      expect(existsSync(join(process.cwd(), "public", post.cover)), post.cover).toBe(true);
      if (post.lang === "es") expect(post.dateLabel).toBe(esMx.format(new Date(`${post.published}T00:00:00Z`)));
    }
    expect(posts.find((p) => p.slug === "why-creators-thrive-with-google-workspace")).toMatchObject({ dateLabel: "August 13, 2025", published: "2025-08-13" });
  });

  it("the hubs list them newest first, in their own language only", () => {
    expect(POST_CATALOGUE_EN.posts.map(postPath)).toEqual(["/why-creators-thrive-with-google-workspace", "/from-feedback-to-five-stars-online-reputation-management", introBlogPath]);
    expect(POST_CATALOGUE_ES.posts.every((p) => p.slug.startsWith("es/"))).toBe(true);
    expect(POST_CATALOGUE_EN.categories.map((c) => c.path)).toEqual(["/blog/category/our-story", "/blog/category/productivity", "/blog/category/reputation-management"]);
    for (const c of [...POST_CATALOGUE_EN.categories, ...POST_CATALOGUE_ES.categories]) expect(staticPaths.has(c.path), c.path).toBe(true);
  });
});
