import { MexicoLanding } from "~/features/mexico/landing";
import { mexicoHandle, mexicoMeta } from "~/features/mexico/language";

/** /en/airbnb-mexico: the English counterpart of the Mexico landing page. */
export const handle = mexicoHandle();

export const meta = () => mexicoMeta("en");

export default function AirbnbMexicoEn() {
  return <MexicoLanding lang="en" />;
}
