import { es } from "~/content/founder-story/es";
import { pageMeta } from "~/lib/seo";
import { FounderStoryPage } from "~/pages/founder-story/founder-story-page";

export const meta = () => pageMeta({ ...es.meta, ogType: "article" });

export default function FounderStoryEs() {
  return <FounderStoryPage words={es} />;
}
