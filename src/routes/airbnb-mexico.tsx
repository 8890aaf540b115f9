import { MexicoLanding } from "~/features/mexico/landing";
import { mexicoHandle, mexicoMeta } from "~/features/mexico/language";

/** /airbnb-mexico: the Mexico landing page in Spanish, the default language. */
export const handle = mexicoHandle();

export const meta = () => mexicoMeta("es");

export default function AirbnbMexicoEs() {
  return <MexicoLanding lang="es" />;
}
