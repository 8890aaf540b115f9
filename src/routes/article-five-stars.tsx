import { CalendarCheck } from "lucide-react";
import { ArticleBody, ArticleLayout } from "~/components/editorial/article";
import { articleMeta } from "~/components/editorial/article-meta";
import { NewTabLink } from "~/components/ui/links";
import { fiveStarsArticle, fiveStarsCall } from "~/content/articles/five-stars";
import { fiveStarsPost } from "~/content/blog";
import { config } from "~/lib/config";

export const meta = () => articleMeta(fiveStarsPost);

export default function FiveStarsArticle() {
  return (
    <ArticleLayout
      post={fiveStarsPost}
      after={
        <section aria-labelledby="book-call-title" className="bg-brand-900 text-white">
          <div className="mx-auto max-w-3xl px-5 py-14 text-center sm:px-8">
            <h2 id="book-call-title" className="text-3xl font-bold">
              {fiveStarsCall.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{fiveStarsCall.text}</p>
            <NewTabLink
              href={config.links.calendar}
              toast={fiveStarsCall.toast}
              size="lg"
              className="mt-8"
            >
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
              {fiveStarsCall.label}
            </NewTabLink>
          </div>
        </section>
      }
    >
      <ArticleBody blocks={fiveStarsArticle} />
    </ArticleLayout>
  );
}
