import { en } from "~/content/all-services/en";
import { pageMeta } from "~/lib/seo";
import { AllServicesPage } from "~/pages/all-services/all-services-page";

export const meta = () => pageMeta({ title: en.title, description: en.metaDescription, path: en.path });

export default function AllServices() {
  return <AllServicesPage words={en} />;
}
