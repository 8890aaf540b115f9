import { ExternalLink, Mail } from "lucide-react";
import { PostCard } from "~/components/editorial/post-card";
import { NewTabLink } from "~/components/ui/links";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { BLOG_POSTS, postPath } from "~/content/blog";
import { blogHub } from "~/content/blog-hub";
import { config } from "~/lib/config";
import { blogFeedLink, jsonLd, pageMeta } from "~/lib/seo";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export const meta = () =>
  pageMeta({
    title: "Blog",
    description:
      "Guest communication, reviews, pricing and tools: practical playbooks for short-term-rental hosts in the US and Mexico from the team that answers guests 24/7.",
    path: "/blog",
    extra: [
      blogFeedLink(),
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `${config.brand} Blog`,
        url: `${config.siteOrigin}/blog`,
        blogPost: BLOG_POSTS.map((p) => ({
          "@type": "BlogPosting",
          headline: p.title,
          url: `${config.siteOrigin}${postPath(p)}`,
          datePublished: p.date,
          image: `${config.siteOrigin}${p.imageUrl}`,
        })),
      }),
    ],
  });

export default function Blog() {
  const [featured, ...rest] = BLOG_POSTS;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-sand-50 to-white">
        <div className="mx-auto max-w-3xl px-5 pb-6 pt-14 text-center sm:px-8 sm:pt-20">
          <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-700">{blogHub.eyebrow}</p>
          <h1 className="text-4xl font-extrabold leading-tight text-brand-900 sm:text-5xl">{blogHub.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{blogHub.intro}</p>
        </div>
      </section>

      <Section aria-label={blogHub.listLabel} className="pt-8 sm:pt-10">
        <ul className="grid gap-8">
          {featured && (
            <li>
              <PostCard post={featured} featured eager />
            </li>
          )}
          <li>
            <ul className="grid gap-8 md:grid-cols-2">
              {rest.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} />
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </Section>

      <Section tone="sand" aria-labelledby="team-blog-title">
        <div className={cn(cardVariants({ tone: "bare", pad: "none" }), "grid items-center gap-8 p-8 md:grid-cols-[1fr_auto] md:p-10")}>
          <div>
            <h2 id="team-blog-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
              {blogHub.teamBlogTitle}
            </h2>
            <p className="mt-3 max-w-2xl leading-relaxed text-muted">{blogHub.teamBlogText}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
            {config.links.teamBlog && (
              <NewTabLink
                href={config.links.teamBlog}
                toast={blogHub.teamBlogToast}
                variant="secondary"
              >
                {blogHub.teamBlogLabel}
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
              </NewTabLink>
            )}
            <ButtonLink to="/subscribe" variant="outline">
              <Mail className="h-4 w-4" aria-hidden="true" />
              {blogHub.tipsLabel}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
