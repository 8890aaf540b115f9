import { en } from "~/content/mexico/en";
import { en as productWords } from "~/content/product-view/en";
import { mexicoOfferMeta } from "~/pages/mexico/offer-meta";
import { MexicoOfferPage } from "~/pages/mexico/offer-page";
import { ProductView } from "~/features/store/product-view";
import { sanitizeProductHtml } from "~/features/store/sanitize-product";
import { LOCALIZED_HANDLE } from "~/lib/lang-head-script";

/** /airbnb-mexico-offer (spec part 2 §2 "Mexico offer page"): the launch product, looked up by its exact title. Spanish twin: /es/oferta-airbnb-mexico. */
export const handle = LOCALIZED_HANDLE;

export const meta = () => mexicoOfferMeta(en, "en");

export default function AirbnbMexicoOffer() {
  return <MexicoOfferPage words={en} prepare={sanitizeProductHtml} renderProduct={(product) => <ProductView product={product} words={productWords} sanitized />} />;
}
