import { es } from "~/content/mexico/es";
import { mexicoMeta } from "~/features/mexico/language";
import { MexicoLandingPage } from "~/features/mexico/landing-page";
import { LOCALIZED_HANDLE } from "~/lib/i18n";

/** /airbnb-mexico: the Mexico landing page in Spanish, the default language (English twin: /en/airbnb-mexico). */
export const handle = LOCALIZED_HANDLE;
export const meta = () => mexicoMeta(es, "es");
export default function AirbnbMexicoEs() {
  return <MexicoLandingPage words={es} />;
}
