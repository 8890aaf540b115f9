import { blogMeta } from "~/components/editorial/article-meta";
import { es } from "~/content/blog/es";
import { BlogPage } from "~/pages/blog/blog-page";

export const meta = () => blogMeta(es);

export default function BlogEs() {
  return <BlogPage words={es} />;
}
