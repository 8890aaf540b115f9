import { postPath, type BlogPost } from "~/content/blog/posts";
import { config } from "~/lib/config";
import { blogFeedLink, jsonLd, pageMeta } from "~/lib/seo";

/** Head tags of an article route: title, description, canonical and BlogPosting JSON-LD. */
export function articleMeta(post: BlogPost) {
  const url = `${config.siteOrigin}${postPath(post)}`;
  return pageMeta({
    title: post.title,
    description: post.description,
    path: postPath(post),
    ogType: "article",
    extra: [
      { property: "article:published_time", content: post.date },
      blogFeedLink(),
      jsonLd({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        author: { "@type": "Person", name: post.author },
        publisher: { "@type": "Organization", name: config.brand },
        image: `${config.siteOrigin}${post.imageUrl}`,
        mainEntityOfPage: url,
        articleSection: post.category,
      }),
    ],
  });
}
