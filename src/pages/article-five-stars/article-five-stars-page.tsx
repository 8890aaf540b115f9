import { CalendarCheck } from "lucide-react";
import { ArticleBody, ArticleLayout } from "~/components/editorial/article";
import { NewTabLink } from "~/components/ui/links";
import type { ArticleFiveStarsWords } from "~/content/article-five-stars/en";
import { config } from "~/lib/config";

/** /from-feedback-to-five-stars-online-reputation-management: the article, then the call to book a consultation. */
export function ArticleFiveStarsPage({ words }: { words: ArticleFiveStarsWords }) {
  const { call } = words;
  return (
    <ArticleLayout
      words={words}
      after={
        <section aria-labelledby="book-call-title" className="bg-brand-900 text-white">
          <div className="mx-auto max-w-3xl px-5 py-14 text-center sm:px-8">
            <h2 id="book-call-title" className="text-3xl font-bold">
              {call.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{call.text}</p>
            <NewTabLink href={config.links.calendar} toast={call.toast} size="lg" className="mt-8">
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
              {call.label}
            </NewTabLink>
          </div>
        </section>
      }
    >
      <ArticleBody blocks={words.body} />
    </ArticleLayout>
  );
}
