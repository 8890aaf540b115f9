import { en } from "~/content/founder-story/en";
import { pageMeta } from "~/lib/seo";
import { FounderStoryPage } from "~/pages/founder-story/founder-story-page";

export const meta = () => pageMeta({ ...en.meta, ogType: "article" });

export default function FounderStory() {
  return <FounderStoryPage words={en} />;
}
