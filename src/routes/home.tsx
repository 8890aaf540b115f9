import { en } from "~/content/home/en";
import { pageMeta } from "~/lib/seo";
import { HomePage } from "~/pages/home/home-page";

export const meta = () => pageMeta({ title: en.page.title, description: en.page.metaDescription, path: en.page.path });

export default function Home() {
  return <HomePage words={en} />;
}
