import { en } from "~/content/my-data/en";
import { en as consent } from "~/content/sign-up-consent/en";
import { MyDataView } from "~/features/subscription/my-data-view";
import { localizedMeta } from "~/lib/seo";

// The data request, and the erase link's landing (?erase=<token>); prerendered without a query string.
export const meta = () => localizedMeta("myData", "en", { title: en.meta.title, description: en.meta.description, noindex: true });

export default function MyDataRoute() {
  return <MyDataView words={en} consent={consent} />;
}
