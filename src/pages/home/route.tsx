import type { ComponentProps } from "react";
import type { PageMeta } from "~/lib/page-table";
import { pageMeta } from "~/lib/seo";
import { HomePage } from "./home-page";

/** The page of its row in lib/page-table.ts: the build writes a route per language that passes that language's words. */
export const meta: PageMeta<ComponentProps<typeof HomePage>["words"]> = (words) => pageMeta({ title: words.page.title, description: words.page.metaDescription, path: words.page.path });

export default HomePage;
