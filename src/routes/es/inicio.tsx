import { es } from "~/content/home/es";
import { pageMeta } from "~/lib/seo";
import { HomePage } from "~/pages/home/home-page";

export const meta = () => pageMeta({ title: es.page.title, description: es.page.metaDescription, path: es.page.path });

export default function Inicio() {
  return <HomePage words={es} />;
}
