import type { MexicoWords } from "~/content/mexico/en";
import { MexicoFaq } from "./sections/faq";
import { MexicoFinalCta } from "./sections/final-cta";
import { MexicoHero } from "./sections/hero";
import { MexicoOfferBand } from "./sections/offer-band";
import { MexicoOperation } from "./sections/operation";
import { MexicoPurchase } from "./sections/purchase";
import { MexicoServices } from "./sections/services-table";
import { MexicoStories } from "./sections/stories";
import { useLang } from "~/lib/i18n";
import { useRememberedLanguage } from "./use-mexico-landing";

/**
 * The Mexico landing page, one component for both languages: /airbnb-mexico renders it with the
 * Spanish words, /en/airbnb-mexico with the English ones; the language itself is the URL's.
 * An islands page (decision 2026-11-28-islands): its islands are the ES/EN toggle, Buy Now with
 * the store lookup, and the FAQ; on a document load the head script has already moved a
 * returning visitor to their language, and the hook below does it on a client navigation here.
 */
export function MexicoLandingPage({ words }: { words: MexicoWords }) {
  const hidden = useRememberedLanguage(useLang());
  return (
    <div className={hidden ? "invisible" : undefined}>
      <MexicoHero copy={words} />
      <MexicoPurchase copy={words} />
      <MexicoOperation copy={words} />
      <MexicoServices copy={words} />
      <MexicoOfferBand copy={words} />
      <MexicoStories copy={words} />
      <MexicoFaq copy={words} />
      <MexicoFinalCta copy={words} />
    </div>
  );
}
