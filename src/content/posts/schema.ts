import { z } from "zod";
import { CATEGORY_KEYS } from "./categories";

/**
 * A post file's frontmatter (issue 45 part 2; the spec's blog post fields: category, title, slug,
 * excerpt, imageUrl = `cover`, imageAlt = `coverAlt`). The file's name is `<key>.<lang>.mdx`: the
 * key names the post in both languages (its twin is the other language's file of the same key),
 * the language is the file's. `{brand}`, `{founderName}`, `{founderFirstName}` and `{founderSlug}`
 * in a value are the site's (lib/config).
 */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/, "a slug is the page's path without its leading slash: lower-case words joined by - (and /), e.g. why-hosts-need-templates");
const isoDate = z.iso.date("a date is written YYYY-MM-DD, e.g. 2026-11-28");

export const FRONTMATTER = z.strictObject({
  title: z.string().trim().min(1),
  /** The meta description: what a search result shows. */
  description: z.string().trim().min(1).max(200, "a description is at most 200 characters (search results cut the rest)"),
  slug,
  category: z.enum(CATEGORY_KEYS, { error: `the category is one of ${CATEGORY_KEYS.join(", ")} (src/content/blog-categories/en.ts and es.ts add one)` }),
  /** The hub's and the cards' teaser. */
  excerpt: z.string().trim().min(1),
  author: z.string().trim().min(1),
  published: isoDate,
  updated: isoDate.optional(),
  /** A file under public/ (`/images/blog/…`). */
  cover: z.string().regex(/^\/images\/[^\s]+\.(svg|png|jpe?g|webp|avif)$/, "the cover is an image under public/images/, e.g. /images/blog/my-post.svg"),
  coverAlt: z.string({ error: "a cover needs its alternative text: coverAlt says what the image shows" }).trim().min(1, "a cover needs its alternative text: coverAlt says what the image shows"),
  draft: z.boolean().default(false),
  /** Written in one language only: no twin, no hreflang pair, no language switch. */
  singleLanguage: z.boolean().default(false),
});

export type Frontmatter = z.infer<typeof FRONTMATTER>;
