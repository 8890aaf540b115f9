import { articleMeta } from "~/components/editorial/article-meta";
import { es } from "~/content/article-five-stars/es";
import { ArticleFiveStarsPage } from "~/pages/article-five-stars/article-five-stars-page";

export const meta = () => articleMeta(es.post);

export default function FiveStarsArticleEs() {
  return <ArticleFiveStarsPage words={es} />;
}
