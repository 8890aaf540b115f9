import { es } from "~/content/diy-host-pack/es";
import { pageMeta } from "~/lib/seo";
import { DiyHostPackPage } from "~/pages/diy-host-pack/diy-host-pack-page";

export const meta = () => pageMeta({ title: es.title, description: es.metaDescription, path: es.path });

export default function KitsParaAnfitriones() {
  return <DiyHostPackPage words={es} />;
}
