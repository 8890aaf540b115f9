import type { ComponentProps } from "react";
import type { PageMeta } from "~/lib/page-table";
import { pageMeta } from "~/lib/seo";
import { FounderStoryPage } from "./founder-story-page";

/** The page of its row in lib/page-table.ts: the build writes a route per language that passes that language's words. */
export const meta: PageMeta<ComponentProps<typeof FounderStoryPage>["words"]> = (words) => pageMeta({ ...words.meta, ogType: "article" });

export default FounderStoryPage;
