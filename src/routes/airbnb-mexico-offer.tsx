import { MexicoOfferPage } from "~/features/mexico/offer-page";
import { ProductView } from "~/features/store/product-view";
import { pageMeta } from "~/lib/seo";

/** /airbnb-mexico-offer (spec part 2): the launch product, looked up by its exact title. */
export const meta = () =>
  pageMeta({
    title: "Mexico Launch Offer",
    description:
      "The CX Launch Kit for Airbnb hosts in Mexico: Pro setup plus 30 days of 24/7 guest operations in Spanish and English. Add it to your cart and check out securely.",
    path: "/airbnb-mexico-offer",
  });

export default function AirbnbMexicoOffer() {
  return <MexicoOfferPage renderProduct={(product) => <ProductView product={product} />} />;
}
