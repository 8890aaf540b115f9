import { kitsJsonLd } from "~/components/marketing/structured-data";
import { en } from "~/content/pricing/en";
import { pageMeta } from "~/lib/seo";
import { PricingPage } from "~/pages/pricing/pricing-page";

export const meta = () => [
  ...pageMeta({ title: en.title, description: en.metaDescription, path: en.path, ogType: "product" }),
  kitsJsonLd(en.path, en.kitCard.kits),
];

export default function Pricing() {
  return <PricingPage words={en} />;
}
