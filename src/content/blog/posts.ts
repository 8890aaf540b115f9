import { config, introBlogPath } from "~/lib/config";

/**
 * The blog's posts (spec part 1 §3 "Other entities": Blog post = category, title, slug, excerpt,
 * imageUrl, imageAlt): the catalogue of an English-language blog, one record per article, read by
 * the hub, each article's header and meta, and the "keep reading" cards. A post is an entity
 * written in its language, not a page's words to translate: a Spanish blog would be a catalogue of
 * its own (its own posts and slugs). Each article's body and the hub's words are the pages' words
 * (content/blog/en.ts, content/<article route>/en.ts); the article frame's labels are in
 * content/article-frame/en.ts.
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
  /** As the page prints it. */
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

export const introPost: BlogPost = {
  slug: introBlogPath.slice(1),
  category: "Our Story",
  title: `Welcome to the ${config.brand} Blog: Hospitality That Never Sleeps`,
  excerpt: `Why ${config.founderFirstName} started a 24/7 guest-experience team for short-term-rental hosts, what this blog will cover, and how to get the most out of it.`,
  imageUrl: "/images/blog/intro.svg",
  imageAlt: "A host's phone at night showing a guest message answered within minutes, with a moon over a small house",
  date: "2025-06-02",
  dateLabel: "June 2, 2025",
  author: config.founderName,
  readingMinutes: 4,
  description: `Meet ${config.founderName}, founder of ${config.brand}, and learn what the blog covers: guest communication, reviews, pricing and running a calmer hosting business in the US and Mexico.`,
};

export const workspacePost: BlogPost = {
  slug: "why-creators-thrive-with-google-workspace",
  category: "Productivity",
  title: "Why Creators Thrive with Google Workspace",
  excerpt:
    "A shared inbox, one calendar for every booking and a single folder of house manuals: how hosts and creators run a tidy business on Google Workspace.",
  imageUrl: "/images/blog/google-workspace.svg",
  imageAlt: "Illustration of a laptop with mail, calendar and document panels arranged side by side",
  date: "2025-08-13",
  dateLabel: "August 13, 2025",
  author: config.founderName,
  readingMinutes: 6,
  description:
    "How short-term-rental hosts and independent creators use Google Workspace for a professional inbox, shared calendars, house manuals and guest templates, with a short video walkthrough.",
};

export const fiveStarsPost: BlogPost = {
  slug: "from-feedback-to-five-stars-online-reputation-management",
  category: "Reputation Management",
  title: "From Feedback to Five Stars: Online Reputation Management for Hosts",
  excerpt:
    "Reviews decide who books you next. A practical system for asking, listening, replying and fixing, so every stay moves your rating the right way.",
  imageUrl: "/images/blog/five-stars.svg",
  imageAlt: "Five stars rising from a speech bubble above a review card",
  date: "2025-07-21",
  dateLabel: "July 21, 2025",
  author: config.founderName,
  readingMinutes: 7,
  description:
    "A step-by-step reputation system for Airbnb and short-term-rental hosts: prevent bad reviews, ask at the right moment, reply well in public and turn feedback into five-star stays.",
};

/** Newest first on the hub. */
export const BLOG_POSTS: readonly BlogPost[] = [workspacePost, fiveStarsPost, introPost];
