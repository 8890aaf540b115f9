import { articleMeta } from "~/components/editorial/article-meta";
import { es } from "~/content/blog-intro/es";
import { BlogIntroPage } from "~/pages/blog-intro/blog-intro-page";

export const meta = () => articleMeta(es.post);

export default function BlogIntroEs() {
  return <BlogIntroPage words={es} />;
}
