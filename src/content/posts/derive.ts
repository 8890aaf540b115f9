import type { Lang } from "../../lib/i18n";
import type { BlogPost } from "../blog/post-facts";
import { CATEGORY_KEYS, categoryLabel, categoryPath, type CategoryKey } from "./categories";

/**
 * What the site derives from the collection (./collection.server.ts), as plain data: the rows the
 * page tables take (twins, routes), the hub's cards and categories, a post page's own facts. Pure:
 * the build writes these as literals into the browser's modules (pipeline/posts-plugin.ts).
 */

/** The fields of a post these need (a Post of ./collection.server.ts has them all). */
export type PostFacts = {
  key: string;
  lang: Lang;
  file: string;
  path: string;
  slug: string;
  title: string;
  description: string;
  excerpt: string;
  category: CategoryKey;
  categoryLabel: string;
  author: string;
  published: string;
  updated?: string;
  dateLabel: string;
  cover: string;
  coverAlt: string;
  singleLanguage: boolean;
  scheduled: boolean;
  listed: boolean;
  readingMinutes: number;
  twin?: { lang: Lang; path: string };
};

/** A twin row (lib/twins TWIN_PAGES): a post, or a category page, in both languages. */
export type PostTwinRow = { en: string; es: string; xDefault: Lang };

/** A route row (src/route-table ROUTES): file relative to src/, an id when a module serves several pages. */
export type PostRouteRow = { path: string; file: string; kind: "static" | "unlisted"; id?: string };

export type PostPageRows = { twins: Record<`post:${string}`, PostTwinRow>; routes: PostRouteRow[] };

/** Categories with a listed post in `lang`, in the table's order. */
export const categoriesIn = (posts: readonly PostFacts[], lang: Lang): CategoryKey[] =>
  CATEGORY_KEYS.filter((c) => posts.some((p) => p.lang === lang && p.listed && p.category === c));

/** The rows for the page tables: each post's route (its own MDX module), twins, and each category page. */
export function postPageRows(posts: readonly PostFacts[]): PostPageRows {
  const twins: PostPageRows["twins"] = {};
  const routes: PostRouteRow[] = [];
  for (const post of posts) {
    // A short id: every page's route manifest names each route (the file's path would be twice as long).
    routes.push({ path: post.path, file: post.file.replace(/^src\//, ""), kind: post.listed ? "static" : "unlisted", id: `post-${post.key}-${post.lang}` });
    if (post.lang === "en" && post.twin) twins[`post:${post.key}`] = { en: post.path, es: post.twin.path, xDefault: "en" };
  }
  for (const lang of ["en", "es"] as const) {
    for (const c of categoriesIn(posts, lang)) {
      routes.push({ path: categoryPath(c, lang), file: lang === "en" ? "routes/blog.tsx" : "routes/es/blog.tsx", kind: "static", id: `${lang}-blog-${c}` });
    }
  }
  const both = categoriesIn(posts, "es");
  for (const c of categoriesIn(posts, "en")) if (both.includes(c)) twins[`post:category-${c}`] = { en: categoryPath(c, "en"), es: categoryPath(c, "es"), xDefault: "en" };
  return { twins, routes };
}

/** A post as a card and a header show it (components/editorial: the BlogPost shape the site had). */
export const toBlogPost = (p: PostFacts): BlogPost => ({
  slug: p.slug,
  category: p.categoryLabel,
  title: p.title,
  excerpt: p.excerpt,
  imageUrl: p.cover,
  imageAlt: p.coverAlt,
  date: p.published,
  dateLabel: p.dateLabel,
  author: p.author,
  readingMinutes: p.readingMinutes,
  description: p.description,
});

/** The hub's catalogue in one language: listed posts newest first, each with its category key, and the categories. */
export type HubCatalogue = { posts: (BlogPost & { categoryKey: CategoryKey })[]; categories: { key: CategoryKey; label: string; path: string }[] };

export function hubCatalogue(posts: readonly PostFacts[], lang: Lang): HubCatalogue {
  return {
    posts: posts.filter((p) => p.lang === lang && p.listed).map((p) => ({ ...toBlogPost(p), categoryKey: p.category })),
    categories: categoriesIn(posts, lang).map((key) => ({ key, label: categoryLabel(key, lang), path: categoryPath(key, lang) })),
  };
}
