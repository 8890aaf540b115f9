import type { ComponentProps } from "react";
import type { PageMeta } from "~/lib/page-table";
import { pageMeta } from "~/lib/seo";
import { DiyHostPackPage } from "./diy-host-pack-page";

/** The page of its row in lib/page-table.ts: the build writes a route per language that passes that language's words. */
export const meta: PageMeta<ComponentProps<typeof DiyHostPackPage>["words"]> = (words) => pageMeta({ title: words.title, description: words.metaDescription, path: words.path });

export default DiyHostPackPage;
