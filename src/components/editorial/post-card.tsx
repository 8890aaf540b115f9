import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { Badge } from "~/components/ui/badge";
import { postPath, type PostCardFacts } from "~/content/blog/post-facts";
import { cn } from "~/lib/cn";
import { cardVariants } from "~/components/ui/card";

/** A blog post teaser: the whole card is one link to the article. */
export function PostCard({
  post,
  readLabel,
  headingLevel: Heading = "h2",
  featured = false,
  eager = false,
}: {
  post: PostCardFacts;
  /** "Read article", in the page's words. */
  readLabel: string;
  headingLevel?: "h2" | "h3";
  featured?: boolean;
  /** Above the fold: load the image eagerly. */
  eager?: boolean;
}) {
  return (
    <article
      className={cn(
        cardVariants({ pad: "none" }),
        "group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg focus-within:ring-4 focus-within:ring-accent-500/50",
        featured && "md:grid @3xl:grid-cols-2",
      )}
    >
      <img
        src={post.imageUrl}
        alt={post.imageAlt}
        width={1200}
        height={630}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={cn("aspect-[40/21] h-auto w-full bg-sand-100 object-cover", featured && "md:aspect-auto md:h-full")}
      />
      <div className={cn("flex flex-1 flex-col p-6", featured && "md:p-10 md:justify-center")}>
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone="accent">{post.category}</Badge>
          <time dateTime={post.date} className="text-sm text-muted">
            {post.dateLabel}
          </time>
        </div>
        <Heading className={cn("mt-4 font-bold leading-snug text-brand-900", featured ? "text-2xl sm:text-3xl" : "text-xl")}>
          <Link to={postPath(post)} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{post.excerpt}</p>
        <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-700" aria-hidden="true">
          {readLabel}
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        </span>
      </div>
    </article>
  );
}
