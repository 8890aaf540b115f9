/**
 * What a blog post is as the pages show it (spec part 1 §3 "Other entities": Blog post = category,
 * title, slug, excerpt, imageUrl, imageAlt), with its date, author and reading time. Each post is a
 * file per language (src/content/posts/<key>.<lang>.mdx); the build derives these from them
 * (content/posts/derive.ts `toBlogPost`).
 */
export type BlogPost = {
  /** The route path without its leading slash. */
  slug: string;
  /** The category's label, in the post's language. */
  category: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  imageAlt: string;
  /** ISO date, for <time dateTime> and structured data. */
  date: string;
  /** As the page prints it, in the post's language ("June 2, 2025" / "2 de junio de 2025"). */
  dateLabel: string;
  author: string;
  /** Computed from the body, in its language (content/posts/rules.ts). */
  readingMinutes: number;
  /** The meta description. */
  description: string;
};

/** What a post's own page shows and its head tags say: all but the excerpt, which only its card shows (a post page carries it for nothing). */
export type PostPageFacts = Omit<BlogPost, "excerpt">;

/** What a post's card shows (the hub, "keep reading"): a post page carries no more of another post. */
export type PostCardFacts = Pick<BlogPost, "slug" | "category" | "title" | "excerpt" | "imageUrl" | "imageAlt" | "date" | "dateLabel">;

/** What a link to the previous or next post shows. */
export type PostLinkFacts = Pick<BlogPost, "slug" | "title">;

export const postPath = (post: Pick<BlogPost, "slug">): string => `/${post.slug}`;
