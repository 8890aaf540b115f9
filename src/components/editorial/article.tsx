import { ArrowLeft, ArrowRight, CalendarDays, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { Badge } from "~/components/ui/badge";
import type { ArticleFrameWords } from "~/content/article-frame/en";
import type { PostCardFacts, PostLinkFacts, PostPageFacts } from "~/content/blog/post-facts";
import { postPath } from "~/content/blog/post-facts";
import { PostCard } from "./post-card";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** The article's header: category, the page's h1, date, author, reading time and cover. */
export function ArticleHeader({ post, words }: { post: PostPageFacts; words: ArticleFrameWords }) {
  return (
    <header className="bg-gradient-to-b from-brand-50 via-sand-50 to-white">
      <div className="mx-auto max-w-3xl px-5 pb-10 pt-10 sm:px-8 sm:pt-14">
        <Link to="/blog" className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {words.allArticles}
        </Link>
        <div className="mt-6">
          <Badge tone="accent">{post.category}</Badge>
        </div>
        <h1 className="mt-4 text-3xl font-extrabold leading-tight text-brand-900 sm:text-5xl">{post.title}</h1>
        <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
          <span className="font-medium text-ink">
            {words.by} {post.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            <time dateTime={post.date}>{post.dateLabel}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {words.minutesRead(post.readingMinutes)}
          </span>
        </p>
        <img
          src={post.imageUrl}
          alt={post.imageAlt}
          width={1200}
          height={630}
          fetchPriority="high"
          decoding="async"
          className={cn(cardVariants({ tone: "frame", pad: "none" }), "mt-8 h-auto w-full")}
        />
      </div>
    </header>
  );
}

/** The related posts under an article (content/posts/rules.ts: its category's first, then the newest). */
export function RelatedPosts({ posts, words }: { posts: readonly PostCardFacts[]; words: ArticleFrameWords }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="bg-sand-50">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8">
        <h2 id="related-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {words.keepReading}
        </h2>
        <div className="mt-8 grid gap-6 @3xl:grid-cols-2">
          {posts.map((p) => (
            <PostCard key={p.slug} post={p} readLabel={words.readArticle} headingLevel="h3" />
          ))}
        </div>
      </div>
    </section>
  );
}

/** The posts either side of this one by date: the older one and the newer one, in its language. */
export function PostNav({ previous, next, words }: { previous?: PostLinkFacts | null; next?: PostLinkFacts | null; words: ArticleFrameWords }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={words.postNav} data-post-nav className="mx-auto grid max-w-3xl gap-4 px-5 pb-12 sm:grid-cols-2 sm:px-8">
      {previous && (
        <Link to={postPath(previous)} rel="prev" className={cn(cardVariants({ tone: "white", pad: "none" }), "group p-5 hover:border-brand-300")}>
          <span className="inline-flex items-center gap-1.5 text-sm text-muted">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {words.previous}
          </span>
          <span className="mt-1 block font-semibold text-brand-900 group-hover:underline">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={postPath(next)} rel="next" className={cn(cardVariants({ tone: "white", pad: "none" }), "group p-5 text-right hover:border-brand-300 sm:col-start-2")}>
          <span className="inline-flex items-center gap-1.5 text-sm text-muted">
            {words.next}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </span>
          <span className="mt-1 block font-semibold text-brand-900 group-hover:underline">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}

/** What a post page shows besides its body: the post, its neighbours and related posts, the frame's words. */
export type ArticleFrame = { post: PostPageFacts; frame: ArticleFrameWords; previous?: PostLinkFacts | null; next?: PostLinkFacts | null; related: readonly PostCardFacts[] };

/** The article page frame: header, the body (its column and what follows it, ../../pages/blog-post), neighbours, related posts. */
export function ArticleLayout({ words, children }: { words: ArticleFrame; children: ReactNode }) {
  return (
    <article>
      <ArticleHeader post={words.post} words={words.frame} />
      {children}
      <PostNav previous={words.previous} next={words.next} words={words.frame} />
      <RelatedPosts posts={words.related} words={words.frame} />
    </article>
  );
}
