import { articleMeta } from "~/components/editorial/article-meta";
import { en } from "~/content/article-five-stars/en";
import { ArticleFiveStarsPage } from "~/pages/article-five-stars/article-five-stars-page";

export const meta = () => articleMeta(en.post);

export default function FiveStarsArticle() {
  return <ArticleFiveStarsPage words={en} />;
}
