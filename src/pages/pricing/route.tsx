import type { ComponentProps } from "react";
import { kitsJsonLd } from "~/components/marketing/structured-data";
import type { PageMeta } from "~/lib/page-table";
import { pageMeta } from "~/lib/seo";
import { PricingPage } from "./pricing-page";

/** The page of its row in lib/page-table.ts: the build writes a route per language that passes that language's words. */
export const meta: PageMeta<ComponentProps<typeof PricingPage>["words"]> = (words) => [
  ...pageMeta({ title: words.title, description: words.metaDescription, path: words.path, ogType: "product" }),
  kitsJsonLd(words.path, words.kitCard.kits),
];

export default PricingPage;
