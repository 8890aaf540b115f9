import { es } from "~/content/mexico/es";
import { es as productWords } from "~/content/product-view/es";
import { mexicoOfferMeta } from "~/pages/mexico/offer-meta";
import { MexicoOfferPage } from "~/pages/mexico/offer-page";
import { ProductView } from "~/features/store/product-view";
import { sanitizeProductHtml } from "~/features/store/sanitize-product";
import { LOCALIZED_HANDLE } from "~/lib/lang-head-script";

/** /es/oferta-airbnb-mexico: the Mexico offer page in Spanish (twin of /airbnb-mexico-offer). */
export const handle = LOCALIZED_HANDLE;

export const meta = () => mexicoOfferMeta(es, "es");

export default function OfertaAirbnbMexico() {
  return (
    <MexicoOfferPage
      words={es}
      prepare={sanitizeProductHtml}
      renderProduct={(product) => <ProductView product={product} words={productWords} showBackLink={false} sanitized />}
    />
  );
}
