import { config, introBlogPath } from "~/lib/config";
import { POST_FACTS, type BlogPost } from "./post-facts";

/**
 * The English blog's catalogue: one record per article, read by the hub, each article's header
 * and meta, and the "keep reading" cards. What a post is and the facts both languages share are
 * in ./post-facts.ts; the Spanish catalogue is ./posts-es.ts. Each article's body and the hub's
 * words are the pages' words (content/blog/en.ts, content/<article route>/en.ts); the article
 * frame's labels are in content/article-frame/en.ts.
 */
export { postPath, type ArticleBlock, type BlogPost } from "./post-facts";

export const introPost: BlogPost = {
  ...POST_FACTS.intro,
  slug: introBlogPath.slice(1),
  category: "Our Story",
  title: `Welcome to the ${config.brand} Blog: Hospitality That Never Sleeps`,
  excerpt: `Why ${config.founderFirstName} started a 24/7 guest-experience team for short-term-rental hosts, what this blog will cover, and how to get the most out of it.`,
  imageAlt: "A host's phone at night showing a guest message answered within minutes, with a moon over a small house",
  dateLabel: "June 2, 2025",
  description: `Meet ${config.founderName}, founder of ${config.brand}, and learn what the blog covers: guest communication, reviews, pricing and running a calmer hosting business in the US and Mexico.`,
};

export const workspacePost: BlogPost = {
  ...POST_FACTS.workspace,
  slug: "why-creators-thrive-with-google-workspace",
  category: "Productivity",
  title: "Why Creators Thrive with Google Workspace",
  excerpt:
    "A shared inbox, one calendar for every booking and a single folder of house manuals: how hosts and creators run a tidy business on Google Workspace.",
  imageAlt: "Illustration of a laptop with mail, calendar and document panels arranged side by side",
  dateLabel: "August 13, 2025",
  description:
    "How short-term-rental hosts and independent creators use Google Workspace for a professional inbox, shared calendars, house manuals and guest templates, with a short video walkthrough.",
};

export const fiveStarsPost: BlogPost = {
  ...POST_FACTS.fiveStars,
  slug: "from-feedback-to-five-stars-online-reputation-management",
  category: "Reputation Management",
  title: "From Feedback to Five Stars: Online Reputation Management for Hosts",
  excerpt:
    "Reviews decide who books you next. A practical system for asking, listening, replying and fixing, so every stay moves your rating the right way.",
  imageAlt: "Five stars rising from a speech bubble above a review card",
  dateLabel: "July 21, 2025",
  description:
    "A step-by-step reputation system for Airbnb and short-term-rental hosts: prevent bad reviews, ask at the right moment, reply well in public and turn feedback into five-star stays.",
};

/** Newest first on the hub. */
export const BLOG_POSTS: readonly BlogPost[] = [workspacePost, fiveStarsPost, introPost];
