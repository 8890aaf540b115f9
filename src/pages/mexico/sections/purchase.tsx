import { Check, Clock, ShieldCheck } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Island } from "~/components/ui/island";
import { Section } from "~/components/ui/section";
import type { MexicoWords } from "~/content/mexico/en";
import { cn } from "~/lib/cn";
import { Eyebrow } from "~/components/ui/eyebrow";
import { MEXICO_SECTION_IDS } from "./parts";
import { cardVariants } from "~/components/ui/card";
import { MexicoBuyNow, type BuyNowProps } from "./buy-now";

export function MexicoPurchase({ copy }: { copy: MexicoWords }) {
  const { buyNow, checking, available, configuring } = copy.purchase;
  const { productNotFound, loadFailed, unavailable } = copy.toasts;
  const buy: BuyNowProps = { words: { buyNow, checking, available, configuring }, toasts: { productNotFound, loadFailed, unavailable } };

  return (
    // Hydrated with the page where the whole page hydrates: the Buy Now status says what the store
    // lookup found as soon as it answers. On the islands page, Buy Now is an island hydrated (and
    // its lookup started) when it comes near the screen (islands/near-screen.ts).
    <Section id={MEXICO_SECTION_IDS.buy} className="scroll-mt-20" hydrateWithPage>
      <div className="grid items-start gap-10 @5xl:grid-cols-[1.2fr_1fr] lg:gap-14">
        <div>
          <Eyebrow className="mb-2">{copy.purchase.eyebrow}</Eyebrow>
          <h2 className="text-3xl font-bold text-brand-900 sm:text-4xl">{copy.purchase.title}</h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{copy.purchase.intro}</p>
          <h3 className="mt-8 text-lg font-semibold text-brand-900">{copy.purchase.featuresTitle}</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {copy.purchase.features.map((f) => (
              <li key={f} className="flex items-start gap-2.5 text-ink">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={cn(cardVariants({ tone: "offer", pad: "lg" }), "lg:sticky lg:top-24")}>
          <Badge tone="accent">{copy.purchase.eyebrow}</Badge>
          <h3 className="mt-4 text-2xl font-bold text-brand-900">{copy.purchase.kitName}</h3>
          <p className="mt-2 text-muted">{copy.purchase.kitAudience}</p>
          <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
            <span className="text-5xl font-bold tracking-tight text-brand-900" data-testid="kit-price">
              {copy.purchase.price}
            </span>
            <span className="text-sm font-semibold text-muted">{copy.purchase.priceNote}</span>
          </p>
          <Island name="mexicoBuyNow" props={buy} hydrate="near">
            <MexicoBuyNow {...buy} />
          </Island>
          <ul className="mt-4 grid gap-2 border-t border-sand-200 pt-4 text-sm text-ink">
            <li className="flex items-center gap-2">
              <ShieldCheck className="h-4 w-4 text-brand-700" aria-hidden="true" />
              {copy.purchase.guarantee}
            </li>
            <li className="flex items-center gap-2">
              <Clock className="h-4 w-4 text-brand-700" aria-hidden="true" />
              {copy.purchase.setupTime}
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}
