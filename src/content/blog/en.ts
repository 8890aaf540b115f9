import { config } from "~/lib/config";
import { en as frame } from "../article-frame/en";
import { POST_CATALOGUE_EN } from "../posts/catalogue";

/** The blog hub's words (/blog); the posts are in ./posts.ts, the article frame's labels in ../article-frame/en.ts. */
export const en = {
  meta: {
    title: "Blog",
    description:
      "Guest communication, reviews, pricing and tools: practical playbooks for short-term-rental hosts in the US and Mexico from the team that answers guests 24/7.",
    path: "/blog",
  },
  /** The Blog's name in its structured data. */
  blogName: `${config.brand} Blog`,
  eyebrow: `The ${config.brand} Blog`,
  title: "Guest Experience Notes for Hosts",
  intro:
    "Practical playbooks from the team that answers guest messages around the clock: communication, reviews, pricing and the tools that keep a hosting business calm.",
  teamBlogTitle: "More from our team",
  teamBlogText:
    "Our support team also keeps a running blog of quick answers, template updates and platform changes as they happen.",
  teamBlogLabel: "Visit the Team Blog",
  teamBlogToast: { title: "Opening the Team Blog", description: "Our team blog opens in a new tab." },
  tipsLabel: "Get Tips by E-mail",
  listLabel: "Articles",
  /** The listed posts, newest first (src/content/posts/*.en.mdx): the first is featured. */
  posts: POST_CATALOGUE_EN.posts,
  /** The categories with posts, each with its page (/blog/category/…): the filter. */
  categories: POST_CATALOGUE_EN.categories,
  /** The filter's name and its first link (every post). */
  filterLabel: "Filter by category",
  allCategories: "All",
  /** A category page's title, heading and description. */
  categoryTitle: (label: string) => `${label} | Blog`,
  categoryHeading: (label: string) => `Articles on ${label.toLowerCase()}`,
  categoryDescription: (label: string) => `Every ${config.brand} Blog article on ${label.toLowerCase()}: practical playbooks for short-term-rental hosts in the US and Mexico.`,
  readArticle: frame.readArticle,
};

export type BlogWords = typeof en;
