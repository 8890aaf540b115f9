import { en } from "~/content/case-study/en";
import { CaseStudyPage } from "~/pages/case-study/case-study-page";
import { caseStudyMeta } from "~/pages/case-study/case-study-meta";

export const meta = () => caseStudyMeta(en);

export default function CaseStudy() {
  return <CaseStudyPage words={en} />;
}
