import { en } from "~/content/success/en";
import { SuccessView } from "~/features/checkout/success-view";
import { pageMeta } from "~/lib/seo";

// Where a kit's Payment Link returns to (?kit=…&session_id=…); prerendered without a query string.
export const meta = () => pageMeta({ title: en.meta.title, description: en.meta.kitDescription, path: "/checkout-success", noindex: true });

export default function CheckoutSuccessRoute() {
  return <SuccessView words={en} />;
}
