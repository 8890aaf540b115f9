import type { CaseStudyWords } from "~/content/case-study/en";
import { config } from "~/lib/config";
import { jsonLd, pageMeta } from "~/lib/seo";

/** The case study's head, in its words' language: the page's meta and its Article JSON-LD. */
export function caseStudyMeta(words: CaseStudyWords) {
  return pageMeta({
    ...words.meta,
    ogType: "article",
    extra: [
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Article",
        headline: words.caseStudy.title,
        description: words.caseStudy.intro,
        author: { "@type": "Organization", name: config.brand },
        image: `${config.siteOrigin}${words.caseStudy.hero.src}`,
        mainEntityOfPage: `${config.siteOrigin}${words.meta.path}`,
      }),
    ],
  });
}
