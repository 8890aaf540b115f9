import { en } from "~/content/blog/en";
import { postPath } from "~/content/blog/posts";
import { config } from "~/lib/config";
import { blogFeedLink, jsonLd, pageMeta } from "~/lib/seo";
import { BlogPage } from "~/pages/blog/blog-page";

export const meta = () =>
  pageMeta({
    ...en.meta,
    extra: [
      blogFeedLink(),
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Blog",
        name: en.blogName,
        url: `${config.siteOrigin}${en.meta.path}`,
        blogPost: en.posts.map((p) => ({
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
  return <BlogPage words={en} />;
}
