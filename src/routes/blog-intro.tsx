import { ArrowRight, Mail } from "lucide-react";
import { ArticleBody, ArticleLayout } from "~/components/editorial/article";
import { articleMeta } from "~/components/editorial/article-meta";
import { ButtonLink } from "~/components/ui/button";
import { introArticle } from "~/content/articles/intro";
import { articleCopy, introPost } from "~/content/blog";

export const meta = () => articleMeta(introPost);

export default function BlogIntro() {
  return (
    <ArticleLayout post={introPost}>
      <ArticleBody blocks={introArticle} />
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/subscribe" size="lg">
          <Mail className="h-5 w-5" aria-hidden="true" />
          {articleCopy.introTips}
        </ButtonLink>
        <ButtonLink to="/founder-story" variant="outline" size="lg">
          {articleCopy.introFounder}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </ButtonLink>
      </div>
    </ArticleLayout>
  );
}
