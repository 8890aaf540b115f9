import { ArrowRight, Mail } from "lucide-react";
import { ArticleBody, ArticleLayout } from "~/components/editorial/article";
import { ButtonLink } from "~/components/ui/button";
import type { BlogIntroWords } from "~/content/blog-intro/en";

/** /cxf{name}-blog-intro: the blog's welcome post, closing on the sign-up and the founder story. */
export function BlogIntroPage({ words }: { words: BlogIntroWords }) {
  return (
    <ArticleLayout words={words}>
      <ArticleBody blocks={words.body} />
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/subscribe" size="lg">
          <Mail className="h-5 w-5" aria-hidden="true" />
          {words.tipsLabel}
        </ButtonLink>
        <ButtonLink to="/founder-story" variant="outline" size="lg">
          {words.founderLabel}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </ButtonLink>
      </div>
    </ArticleLayout>
  );
}
