import { en } from "~/content/unsubscribe/en";
import { UnsubscribeView } from "~/features/subscription/unsubscribe-view";
import { localizedMeta } from "~/lib/seo";

// Where every mail's unsubscribe link lands (?token=…, or ?done=1 after the form's post); prerendered without a query string.
export const meta = () => localizedMeta("unsubscribe", "en", { title: en.meta.title, description: en.meta.description, noindex: true });

export default function UnsubscribeRoute() {
  return <UnsubscribeView words={en} />;
}
