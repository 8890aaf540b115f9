import type { BlogWords } from "~/content/blog/en";

/** The category a hub path shows ("/blog/category/productivity"), or null for the hub itself. */
export function categoryOf(words: Pick<BlogWords, "categories">, pathname: string): BlogWords["categories"][number] | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return words.categories.find((c) => c.path === path) ?? null;
}

/** The hub's words for one of its category pages: its posts only, its title, heading and meta. */
export function wordsForCategory(words: BlogWords, pathname: string): { words: BlogWords; current: BlogWords["categories"][number] | null } {
  const current = categoryOf(words, pathname);
  if (!current) return { words, current };
  return {
    current,
    words: {
      ...words,
      meta: { ...words.meta, title: words.categoryTitle(current.label), description: words.categoryDescription(current.label), path: current.path },
      title: words.categoryHeading(current.label),
      posts: words.posts.filter((p) => p.categoryKey === current.key),
    },
  };
}
