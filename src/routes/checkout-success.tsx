import { SuccessView } from "~/features/checkout/success-view";
import { pageMeta } from "~/lib/seo";

// Prerendered without a query string; the view reads session_id in the browser.
export const meta = () =>
  pageMeta({
    title: "Payment Successful",
    description: "Your launch kit payment went through. Your Order Confirmation ID and next steps.",
    path: "/checkout-success",
    noindex: true,
  });

export default function CheckoutSuccessRoute() {
  return <SuccessView />;
}
