/**
 * The blog's categories (spec part 1 §3: a post has a category): each key's label and its page's
 * URL segment (/blog/category/<slug>). A post names one by its key in its frontmatter
 * (`category: reputation`); an unknown key stops the build (content/posts/schema.ts). A new
 * category is a row here and in ./es.ts.
 */
export const en = {
  "our-story": { label: "Our Story", slug: "our-story" },
  productivity: { label: "Productivity", slug: "productivity" },
  reputation: { label: "Reputation Management", slug: "reputation-management" },
  "guest-communication": { label: "Guest Communication", slug: "guest-communication" },
  pricing: { label: "Pricing", slug: "pricing" },
};

export type BlogCategoryWords = typeof en;
