import { es } from "~/content/case-study/es";
import { CaseStudyPage } from "~/pages/case-study/case-study-page";
import { caseStudyMeta } from "~/pages/case-study/case-study-meta";

export const meta = () => caseStudyMeta(es);

export default function CaseStudyEs() {
  return <CaseStudyPage words={es} />;
}
