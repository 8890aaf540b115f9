import { es } from "~/content/all-services/es";
import { pageMeta } from "~/lib/seo";
import { AllServicesPage } from "~/pages/all-services/all-services-page";

export const meta = () => pageMeta({ title: es.title, description: es.metaDescription, path: es.path });

export default function Servicios() {
  return <AllServicesPage words={es} />;
}
