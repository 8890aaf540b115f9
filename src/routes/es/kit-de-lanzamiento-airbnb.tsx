import { kitsJsonLd } from "~/components/marketing/structured-data";
import { es } from "~/content/launch-kit/es";
import { pageMeta } from "~/lib/seo";
import { LaunchKitPage } from "~/pages/launch-kit/launch-kit-page";

export const meta = () => [
  ...pageMeta({ title: es.title, description: es.metaDescription, path: es.path, ogType: "product" }),
  kitsJsonLd(es.path, es.kitCard.kits),
];

export default function KitDeLanzamientoAirbnb() {
  return <LaunchKitPage words={es} />;
}
