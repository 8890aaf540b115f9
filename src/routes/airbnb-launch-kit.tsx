import { kitsJsonLd } from "~/components/marketing/structured-data";
import { en } from "~/content/launch-kit/en";
import { pageMeta } from "~/lib/seo";
import { LaunchKitPage } from "~/pages/launch-kit/launch-kit-page";

export const meta = () => [
  ...pageMeta({ title: en.title, description: en.metaDescription, path: en.path, ogType: "product" }),
  kitsJsonLd(en.path, en.kitCard.kits),
];

export default function AirbnbLaunchKit() {
  return <LaunchKitPage words={en} />;
}
