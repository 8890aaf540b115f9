import type { ComponentProps } from "react";
import type { PageMeta } from "~/lib/page-table";
import { caseStudyMeta } from "./case-study-meta";
import { CaseStudyPage } from "./case-study-page";

/** The page of its row in lib/page-table.ts: the build writes a route per language that passes that language's words. */
export const meta: PageMeta<ComponentProps<typeof CaseStudyPage>["words"]> = (words) => caseStudyMeta(words);

export default CaseStudyPage;
