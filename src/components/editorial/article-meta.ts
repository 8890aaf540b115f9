import type { BlogWords } from "~/content/blog/en";
import { postPath, type BlogPost } from "~/content/blog/post-facts";
import { config } from "~/lib/config";
import { langForPath } from "~/lib/i18n";
import { blogFeedLink, jsonLd, pageMeta } from "~/lib/seo";

/**
 * Head tags of an article route: title, description, canonical and BlogPosting JSON-LD. The
 * language is the post's URL's (the Spanish catalogue's posts link the Spanish feed).
 */
export function articleMeta(post: BlogPost) {
  const path = postPath(post);
  const url = `${config.siteOrigin}${path}`;
  return pageMeta({
    title: post.title,
    description: post.description,
    path,
    ogType: "article",
    extra: [
      { property: "article:published_time", content: post.date },
      blogFeedLink(langForPath(path)),
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

/** Head tags of the blog hub, in its words' language: its feed and the Blog's JSON-LD with every post. */
export function blogMeta(words: BlogWords) {
  return pageMeta({
    ...words.meta,
    extra: [
      blogFeedLink(langForPath(words.meta.path)),
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Blog",
        name: words.blogName,
        url: `${config.siteOrigin}${words.meta.path}`,
        blogPost: words.posts.map((p) => ({
          "@type": "BlogPosting",
          headline: p.title,
          url: `${config.siteOrigin}${postPath(p)}`,
          datePublished: p.date,
          image: `${config.siteOrigin}${p.imageUrl}`,
        })),
      }),
    ],
  });
}
