import { articleMeta } from "~/components/editorial/article-meta";
import { en } from "~/content/blog-intro/en";
import { BlogIntroPage } from "~/pages/blog-intro/blog-intro-page";

export const meta = () => articleMeta(en.post);

export default function BlogIntro() {
  return <BlogIntroPage words={en} />;
}
