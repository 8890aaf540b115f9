import { SuccessView } from "~/features/checkout/success-view";
import { pageMeta } from "~/lib/seo";

// The same purchase-success screen, at the address the store's checkout returns to.
export const meta = () =>
  pageMeta({
    title: "Payment Successful",
    description: "Your payment went through. Your order confirmation and next steps.",
    path: "/success",
    noindex: true,
  });

export default function SuccessRoute() {
  return <SuccessView />;
}
