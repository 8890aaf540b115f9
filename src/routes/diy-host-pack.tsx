import { en } from "~/content/diy-host-pack/en";
import { pageMeta } from "~/lib/seo";
import { DiyHostPackPage } from "~/pages/diy-host-pack/diy-host-pack-page";

export const meta = () => pageMeta({ title: en.title, description: en.metaDescription, path: en.path });

export default function DiyHostPack() {
  return <DiyHostPackPage words={en} />;
}
