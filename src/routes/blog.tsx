import { useLocation } from "react-router";
import { blogMeta } from "~/components/editorial/article-meta";
import { en } from "~/content/blog/en";
import { BlogPage } from "~/pages/blog/blog-page";
import { wordsForCategory } from "~/pages/blog/category-filter";
import type { Route } from "./+types/blog";

/** /blog, and each category's page (/blog/category/…, registered per category: content/posts/derive.ts). */
export const meta = ({ location }: Route.MetaArgs) => blogMeta(wordsForCategory(en, location.pathname).words);

export default function Blog() {
  const { words, current } = wordsForCategory(en, useLocation().pathname);
  return <BlogPage words={words} current={current} />;
}
