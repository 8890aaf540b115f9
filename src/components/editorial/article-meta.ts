import type { BlogWords } from "~/content/blog/en";
import { postPath, type PostPageFacts } from "~/content/blog/post-facts";
import { config } from "~/lib/config";
import { langForPath } from "~/lib/i18n";
import { blogFeedLink, jsonLd, pageMeta } from "~/lib/seo";

/**
 * Head tags of a post (each src/content/posts/*.mdx module's `meta`): title, description, canonical,
 * hreflang and BlogPosting JSON-LD (its image the post's cover, which its share card draws too).
 * The language is the post's URL's (a Spanish post links the Spanish feed).
 */
export function articleMeta(post: PostPageFacts, { noindex = false, updated }: { noindex?: boolean; updated?: string } = {}) {
  const path = postPath(post);
  const url = `${config.siteOrigin}${path}`;
  return pageMeta({
    title: post.title,
    description: post.description,
    path,
    // A scheduled post (its date to come) is built but not listed: not indexed either until then.
    noindex,
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
        ...(updated ? { dateModified: updated } : {}),
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
