import { useLocation } from "react-router";
import { blogMeta } from "~/components/editorial/article-meta";
import { es } from "~/content/blog/es";
import { BlogPage } from "~/pages/blog/blog-page";
import { wordsForCategory } from "~/pages/blog/category-filter";
import type { Route } from "./+types/blog";

/** /es/blog, y la página de cada categoría (/es/blog/categoria/…). */
export const meta = ({ location }: Route.MetaArgs) => blogMeta(wordsForCategory(es, location.pathname).words);

export default function BlogEs() {
  const { words, current } = wordsForCategory(es, useLocation().pathname);
  return <BlogPage words={words} current={current} />;
}
