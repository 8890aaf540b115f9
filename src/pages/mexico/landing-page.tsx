import type { MexicoWords } from "~/content/mexico/en";
import { MexicoFaq } from "./sections/faq";
import { MexicoFinalCta } from "./sections/final-cta";
import { MexicoHero } from "./sections/hero";
import { MexicoOfferBand } from "./sections/offer-band";
import { MexicoOperation } from "./sections/operation";
import { MexicoPurchase } from "./sections/purchase";
import { MexicoServices } from "./sections/services-table";
import { MexicoStories } from "./sections/stories";
import { useMexicoLanding } from "./use-mexico-landing";

/**
 * The Mexico landing page, one component for both languages: /airbnb-mexico renders it with the
 * Spanish words, /en/airbnb-mexico with the English ones; the language itself is the URL's.
 */
export function MexicoLandingPage({ words }: { words: MexicoWords }) {
  const { lookup, hidden } = useMexicoLanding(words);
  return (
    <div className={hidden ? "invisible" : undefined}>
      <MexicoHero copy={words} />
      <MexicoPurchase copy={words} lookup={lookup} />
      <MexicoOperation copy={words} />
      <MexicoServices copy={words} />
      <MexicoOfferBand copy={words} />
      <MexicoStories copy={words} />
      <MexicoFaq copy={words} />
      <MexicoFinalCta copy={words} />
    </div>
  );
}
