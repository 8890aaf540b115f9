import { config } from "~/lib/config";

/**
 * What a blog post is (spec part 1 §3 "Other entities": Blog post = category, title, slug, excerpt,
 * imageUrl, imageAlt), and the facts of each post that do not change with its language: its date,
 * cover, author and reading time. A post is written in its language: each language's blog is a
 * catalogue of its own (./posts.ts in English, ./posts-es.ts in Spanish), its own titles and
 * slugs, built on these facts. Nothing here is English, so a Spanish page importing this module
 * carries no English post.
 */
export type BlogPost = {
  /** The route path without its leading slash. */
  slug: string;
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
  readingMinutes: number;
  /** The meta description. */
  description: string;
};

/** Copy written as data. Paragraphs and list items may carry [label](href) links. */
export type ArticleBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string; id: string }
  | { type: "h3"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "quote"; text: string; cite?: string }
  | { type: "callout"; title: string; text: string }
  /** Where the page inserts an interactive piece (video, referral, form). */
  | { type: "slot"; name: string };

export const postPath = (post: Pick<BlogPost, "slug">): string => `/${post.slug}`;

type PostFacts = Pick<BlogPost, "imageUrl" | "date" | "author" | "readingMinutes">;

/** Each post's facts, written once for both languages. */
export const POST_FACTS = {
  intro: { imageUrl: "/images/blog/intro.svg", date: "2025-06-02", author: config.founderName, readingMinutes: 4 },
  workspace: { imageUrl: "/images/blog/google-workspace.svg", date: "2025-08-13", author: config.founderName, readingMinutes: 6 },
  fiveStars: { imageUrl: "/images/blog/five-stars.svg", date: "2025-07-21", author: config.founderName, readingMinutes: 7 },
} as const satisfies Record<string, PostFacts>;
