import { ExternalLink, Mail } from "lucide-react";
import { PostCard } from "~/components/editorial/post-card";
import { ButtonLink } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import { NewTabLink } from "~/components/ui/links";
import { Section } from "~/components/ui/section";
import type { BlogWords } from "~/content/blog/en";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";

/**
 * /blog (spec part 1 §2, and §3 "Other entities" for the posts): the posts, newest first, the
 * featured one on top, and the team blog. Its category pages (/blog/category/…) are the same page
 * with one category's posts (./category-filter.ts): the filter is links to prerendered pages, so
 * it works before and without JavaScript.
 */
export function BlogPage({ words, current = null }: { words: BlogWords; current?: BlogWords["categories"][number] | null }) {
  const [featured, ...rest] = words.posts;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-sand-50 to-white">
        <div className="mx-auto max-w-3xl px-5 pb-6 pt-14 text-center sm:px-8 sm:pt-20">
          <Eyebrow className="mb-3">{words.eyebrow}</Eyebrow>
          <h1 className="text-4xl font-extrabold leading-tight text-brand-900 sm:text-5xl">{words.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{words.intro}</p>
        </div>
      </section>

      {words.categories.length > 1 && (
        <nav aria-label={words.filterLabel} className="mx-auto max-w-6xl px-5 sm:px-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {[{ key: "all", label: words.allCategories, path: "/blog" }, ...words.categories].map((c) => {
              const here = c.key === "all" ? current === null : current?.key === c.key;
              return (
                <li key={c.key}>
                  <ButtonLink to={c.path} size="sm" variant={here ? "secondary" : "outline"} aria-current={here ? "page" : undefined}>
                    {c.label}
                  </ButtonLink>
                </li>
              );
            })}
          </ul>
        </nav>
      )}

      <Section aria-label={words.listLabel} className="pt-8 sm:pt-10">
        <ul className="grid gap-8">
          {featured && (
            <li>
              <PostCard post={featured} readLabel={words.readArticle} featured eager />
            </li>
          )}
          <li>
            <ul className="grid gap-8 @3xl:grid-cols-2">
              {rest.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} readLabel={words.readArticle} />
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </Section>

      <Section tone="sand" aria-labelledby="team-blog-title">
        <div className={cn(cardVariants({ tone: "bare", pad: "none" }), "grid items-center gap-8 p-8 @3xl:grid-cols-[1fr_auto] md:p-10")}>
          <div>
            <h2 id="team-blog-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
              {words.teamBlogTitle}
            </h2>
            <p className="mt-3 max-w-2xl leading-relaxed text-muted">{words.teamBlogText}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
            {config.links.teamBlog && (
              <NewTabLink href={config.links.teamBlog} toast={words.teamBlogToast} variant="secondary">
                {words.teamBlogLabel}
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
              </NewTabLink>
            )}
            <ButtonLink to="/subscribe" variant="outline">
              <Mail className="h-4 w-4" aria-hidden="true" />
              {words.tipsLabel}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
