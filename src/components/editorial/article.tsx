import { ArrowLeft, CalendarDays, Clock, Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { Badge } from "~/components/ui/badge";
import { RichText } from "~/components/ui/rich-text";
import type { ArticleFrameWords } from "~/content/article-frame/en";
import type { ArticleBlock, BlogPost } from "~/content/blog/post-facts";
import { PostCard } from "./post-card";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

function Block({ block, slots }: { block: ArticleBlock; slots: Record<string, ReactNode> }) {
  switch (block.type) {
    case "slot":
      return <>{slots[block.name] ?? null}</>;
    case "p":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "h2":
      return <h2 id={block.id}>{block.text}</h2>;
    case "h3":
      return <h3>{block.text}</h3>;
    case "ul":
      return (
        <ul>
          {block.items.map((i) => (
            <li key={i}>
              <RichText text={i} />
            </li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol>
          {block.items.map((i) => (
            <li key={i}>
              <RichText text={i} />
            </li>
          ))}
        </ol>
      );
    case "quote":
      return (
        <figure className="my-8 border-l-4 border-accent-500 bg-sand-50 py-4 pl-6 pr-4">
          <blockquote className="text-xl font-medium leading-relaxed text-brand-900">
            <p className="!my-0 !text-brand-900">“{block.text}”</p>
          </blockquote>
          {block.cite && <figcaption className="mt-2 text-sm text-muted">— {block.cite}</figcaption>}
        </figure>
      );
    case "callout":
      return (
        <aside className={cn(cardVariants({ tone: "note" }), "my-8")}>
          <p className="!my-0 flex items-center gap-2 font-semibold !text-brand-900">
            <Lightbulb className="h-5 w-5 text-accent-600" aria-hidden="true" />
            {block.title}
          </p>
          <p className="!mb-0 !mt-2">
            <RichText text={block.text} />
          </p>
        </aside>
      );
  }
}

/** An article body written as data (see ~/content/blog/post-facts); `slots` fills its named slot blocks. */
export function ArticleBody({ blocks, slots = {} }: { blocks: readonly ArticleBlock[]; slots?: Record<string, ReactNode> }) {
  return (
    <div className="prose-site text-lg">
      {blocks.map((b, i) => (
        <Block key={i} block={b} slots={slots} />
      ))}
    </div>
  );
}

/** The article's header: category, the page's h1, date, author, reading time and cover. */
export function ArticleHeader({ post, words }: { post: BlogPost; words: ArticleFrameWords }) {
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

/** The other posts, under an article. */
export function RelatedPosts({ current, words }: { current: BlogPost; words: ArticleFrameWords }) {
  return (
    <section aria-labelledby="related-title" className="bg-sand-50">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8">
        <h2 id="related-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {words.keepReading}
        </h2>
        <div className="mt-8 grid gap-6 @3xl:grid-cols-2">
          {words.posts.map((p) => p !== current && (
            <PostCard key={p.slug} post={p} readLabel={words.readArticle} headingLevel="h3" />
          ))}
        </div>
      </div>
    </section>
  );
}

/** What every article page's words hold for its frame: its post and the frame's words. */
export type ArticleFrame = { post: BlogPost; frame: ArticleFrameWords };

/** The standard article page frame: header, body column and what follows. */
export function ArticleLayout({ words, children, after }: { words: ArticleFrame; children: ReactNode; after?: ReactNode }) {
  return (
    <article>
      <ArticleHeader post={words.post} words={words.frame} />
      <div className="mx-auto max-w-3xl px-5 pb-16 sm:px-8">{children}</div>
      {after}
      <RelatedPosts current={words.post} words={words.frame} />
    </article>
  );
}
