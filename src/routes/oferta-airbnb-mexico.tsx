import { mexicoOfferMeta } from "~/features/mexico/offer-meta";
import { MexicoOfferPage } from "~/features/mexico/offer-page";
import { ProductView } from "~/features/store/product-view";
import { sanitizeProductHtml } from "~/features/store/sanitize-product";
import { LOCALIZED_HANDLE } from "~/lib/i18n";
// This page can speak Spanish: its shell words come with it (see shellText).
import "~/content/shell-es";

/** /es/oferta-airbnb-mexico: the Mexico offer page in Spanish (twin of /airbnb-mexico-offer). */
export const handle = LOCALIZED_HANDLE;

export const meta = () => mexicoOfferMeta("es");

export default function OfertaAirbnbMexico() {
  return (
    <MexicoOfferPage
      lang="es"
      prepare={sanitizeProductHtml}
      renderProduct={(product) => <ProductView product={product} showBackLink={false} sanitized />}
    />
  );
}
