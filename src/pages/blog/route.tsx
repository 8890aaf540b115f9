import type { ComponentProps } from "react";
import { blogMeta } from "~/components/editorial/article-meta";
import type { PageMeta } from "~/lib/page-table";
import { BlogPage } from "./blog-page";

/** The page of its row in lib/page-table.ts: the build writes a route per language that passes that language's words. */
export const meta: PageMeta<ComponentProps<typeof BlogPage>["words"]> = (words) => blogMeta(words);

export default BlogPage;
