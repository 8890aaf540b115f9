import { mexicoCopy } from "~/content/mexico";
import { mexicoHandle, mexicoMeta } from "~/features/mexico/language";
import { MexicoFaq } from "~/features/mexico/sections/faq";
import { MexicoFinalCta } from "~/features/mexico/sections/final-cta";
import { MexicoHero } from "~/features/mexico/sections/hero";
import { MexicoOfferBand } from "~/features/mexico/sections/offer-band";
import { MexicoOperation } from "~/features/mexico/sections/operation";
import { MexicoPurchase } from "~/features/mexico/sections/purchase";
import { MexicoServices } from "~/features/mexico/sections/services-table";
import { MexicoStories } from "~/features/mexico/sections/stories";
import { useMexicoLanding } from "~/features/mexico/use-mexico-landing";
// This page can speak Spanish: its shell words come with it (see shellText).
import "~/content/shell-es";

/** /airbnb-mexico: the Mexico landing page in Spanish, the default language (English twin: /en/airbnb-mexico). */
const lang = "es";
const copy = mexicoCopy[lang];

export const handle = mexicoHandle();

export const meta = () => mexicoMeta(lang);

export default function AirbnbMexicoEs() {
  const { lookup, hidden } = useMexicoLanding(lang);
  return (
    <div className={hidden ? "invisible" : undefined}>
      <MexicoHero copy={copy} lang={lang} />
      <MexicoPurchase copy={copy} lang={lang} lookup={lookup} />
      <MexicoOperation copy={copy} />
      <MexicoServices copy={copy} />
      <MexicoOfferBand copy={copy} />
      <MexicoStories copy={copy} />
      <MexicoFaq copy={copy} />
      <MexicoFinalCta copy={copy} />
    </div>
  );
}
