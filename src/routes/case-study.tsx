import { en } from "~/content/case-study/en";
import { config } from "~/lib/config";
import { jsonLd, pageMeta } from "~/lib/seo";
import { CaseStudyPage } from "~/pages/case-study/case-study-page";

export const meta = () =>
  pageMeta({
    ...en.meta,
    ogType: "article",
    extra: [
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Article",
        headline: en.caseStudy.title,
        description: en.caseStudy.intro,
        author: { "@type": "Organization", name: config.brand },
        image: `${config.siteOrigin}${en.caseStudy.hero.src}`,
        mainEntityOfPage: `${config.siteOrigin}${en.meta.path}`,
      }),
    ],
  });

export default function CaseStudy() {
  return <CaseStudyPage words={en} />;
}
