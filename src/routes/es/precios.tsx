import { kitsJsonLd } from "~/components/marketing/structured-data";
import { es } from "~/content/pricing/es";
import { pageMeta } from "~/lib/seo";
import { PricingPage } from "~/pages/pricing/pricing-page";

export const meta = () => [
  ...pageMeta({ title: es.title, description: es.metaDescription, path: es.path, ogType: "product" }),
  kitsJsonLd(es.path, es.kitCard.kits),
];

export default function Precios() {
  return <PricingPage words={es} />;
}
