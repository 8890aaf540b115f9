import { en } from "~/content/mexico/en";
import { mexicoMeta } from "~/features/mexico/language";
import { MexicoLandingPage } from "~/features/mexico/landing-page";
import { LOCALIZED_HANDLE } from "~/lib/i18n";

/** /en/airbnb-mexico: the English counterpart of the Mexico landing page. */
export const handle = LOCALIZED_HANDLE;
export const meta = () => mexicoMeta(en, "en");
export default function AirbnbMexicoEn() {
  return <MexicoLandingPage words={en} />;
}
