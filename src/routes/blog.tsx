import { blogMeta } from "~/components/editorial/article-meta";
import { en } from "~/content/blog/en";
import { BlogPage } from "~/pages/blog/blog-page";

export const meta = () => blogMeta(en);

export default function Blog() {
  return <BlogPage words={en} />;
}
