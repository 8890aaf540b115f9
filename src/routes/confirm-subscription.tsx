import { en } from "~/content/confirm-subscription/en";
import { ConfirmView } from "~/features/subscription/confirm-view";
import { localizedMeta } from "~/lib/seo";

// Where the confirmation mail's link lands (?token=…); prerendered without a query string.
export const meta = () => localizedMeta("confirmSubscription", "en", { title: en.meta.title, description: en.meta.description, noindex: true });

export default function ConfirmSubscriptionRoute() {
  return <ConfirmView words={en} />;
}
