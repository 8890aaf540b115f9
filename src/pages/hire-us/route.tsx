import type { ComponentProps } from "react";
import type { PageMeta } from "~/lib/page-table";
import { pageMeta } from "~/lib/seo";
import { HireUsPage } from "./hire-us-page";

/** The page of its row in lib/page-table.ts: the build writes a route per language that passes that language's words. */
export const meta: PageMeta<ComponentProps<typeof HireUsPage>["words"]> = (words) => pageMeta(words.meta);

export default HireUsPage;
