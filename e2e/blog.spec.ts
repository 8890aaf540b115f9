import { expect, test } from "@playwright/test";
import { loadPosts } from "../src/content/posts/collection.server";
import { POST_CATALOGUE_EN, POST_CATALOGUE_ES } from "../src/content/posts/catalogue";
import { config } from "../src/lib/config";

/**
 * The blog as files (issue 45): every post of src/content/posts/ in both languages renders, names
 * and links its twin, and is listed where posts are listed (the hub, its category's page, the
 * feed of its language, the sitemap); the hub's category filter works without JavaScript.
 */
const { posts } = loadPosts({ lenient: true });
const listed = posts.filter((p) => p.listed);
const abs = (path: string) => `${config.siteOrigin}${path}`;

for (const post of posts) {
  test(`${post.path} renders its post, names its twin and links it from the language switch`, async ({ page }) => {
    await page.goto(post.path);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator("main time").first()).toHaveAttribute("datetime", post.published);
    await expect(page.getByText(post.lang === "es" ? `${post.readingMinutes} min de lectura` : `${post.readingMinutes} min read`)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", post.lang === "es" ? "es-MX" : "en");
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    if (post.twin) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${post.twin.lang}"]`)).toHaveAttribute("href", abs(post.twin.path));
      await expect(page.locator("[data-language-switch=page]").first()).toHaveAttribute("href", post.twin.path);
    } else {
      await expect(alternates).toHaveCount(0);
      await expect(page.locator("[data-language-switch=page]")).toHaveCount(0);
    }
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = ld.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: post.title, datePublished: post.published, image: abs(post.cover) });
  });
}

test("every listed post is in its hub, its category's page, its language's feed and the sitemap; its neighbours link it", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const feeds = { en: await (await request.get("/blog/feed.xml")).text(), es: await (await request.get("/es/blog/feed.xml")).text() };
  const catalogue = { en: POST_CATALOGUE_EN, es: POST_CATALOGUE_ES };
  for (const post of listed) {
    expect(sitemap, post.path).toContain(`<loc>${abs(post.path)}</loc>`);
    expect(feeds[post.lang], post.path).toContain(`<link>${abs(post.path)}</link>`);
    expect(feeds[post.lang === "en" ? "es" : "en"], post.path).not.toContain(`<link>${abs(post.path)}</link>`);
    const hub = post.lang === "es" ? "/es/blog" : "/blog";
    const category = catalogue[post.lang].categories.find((c) => c.key === post.category)!;
    for (const path of [hub, category.path]) {
      await page.goto(path);
      await expect(page.locator(`main a[href="${post.path}"]`).first(), `${post.path} on ${path}`).toBeVisible();
    }
  }
  // Previous/next: the English posts by date, each linking the next older one.
  const english = listed.filter((p) => p.lang === "en").sort((a, b) => b.published.localeCompare(a.published));
  for (const [newer, older] of english.slice(0, -1).map((p, i) => [p, english[i + 1]!] as const)) {
    await page.goto(newer.path);
    await expect(page.locator('main a[rel="prev"]')).toHaveAttribute("href", older.path);
    await page.goto(older.path);
    await expect(page.locator('main a[rel="next"]')).toHaveAttribute("href", newer.path);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the hub's category filter is links to prerendered pages that list that category's posts only", async ({ page }) => {
    for (const [hub, catalogue] of [["/blog", POST_CATALOGUE_EN], ["/es/blog", POST_CATALOGUE_ES]] as const) {
      await page.goto(hub);
      const filter = page.getByRole("navigation", { name: hub === "/blog" ? "Filter by category" : "Filtrar por categoría" });
      await expect(filter.locator('[aria-current="page"]')).toHaveText(hub === "/blog" ? "All" : "Todos");
      for (const category of catalogue.categories) {
        await page.goto(hub);
        await filter.getByRole("link", { name: category.label, exact: true }).click();
        await expect(page).toHaveURL(category.path);
        await expect(page.locator('[aria-current="page"]')).toHaveText(category.label);
        const shown = await page.locator("main article h2 a, main article h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        expect(shown.sort(), category.path).toEqual(catalogue.posts.filter((p) => p.categoryKey === category.key).map((p) => `/${p.slug}`).sort());
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", abs(category.path));
      }
    }
  });
});
