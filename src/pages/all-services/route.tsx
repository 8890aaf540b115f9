import type { ComponentProps } from "react";
import type { PageMeta } from "~/lib/page-table";
import { pageMeta } from "~/lib/seo";
import { AllServicesPage } from "./all-services-page";

/** The page of its row in lib/page-table.ts: the build writes a route per language that passes that language's words. */
export const meta: PageMeta<ComponentProps<typeof AllServicesPage>["words"]> = (words) => pageMeta({ title: words.title, description: words.metaDescription, path: words.path });

export default AllServicesPage;
