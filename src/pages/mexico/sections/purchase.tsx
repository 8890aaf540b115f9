import { Check, Clock, Info, Loader2, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "~/components/ui/link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import type { MexicoWords } from "~/content/mexico/en";
import { track } from "~/lib/analytics";
import { useTrackOnce } from "~/lib/use-track-once";
import { cn } from "~/lib/cn";
import { useLang } from "~/lib/i18n";
import { toast } from "~/lib/toast";
import { buyNowAction, type LaunchLookup } from "../launch-product";
import { Eyebrow } from "~/components/ui/eyebrow";
import { MEXICO_SECTION_IDS } from "./parts";
import { cardVariants } from "~/components/ui/card";

function BuyStatus({ lookup, copy }: { lookup: LaunchLookup; copy: MexicoWords }) {
  // One fixed-height line whose text changes: the page never shifts when the store answers.
  let icon: ReactNode;
  let text: string;
  let tone: string;
  if (lookup.status === "loading") {
    icon = <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />;
    text = copy.purchase.checking;
    tone = "text-muted";
  } else if (lookup.status === "found") {
    icon = <Check className="h-4 w-4 shrink-0" aria-hidden="true" />;
    text = copy.purchase.available;
    tone = "text-brand-800";
  } else {
    icon = <Info className="h-4 w-4 shrink-0" aria-hidden="true" />;
    text = copy.purchase.configuring;
    tone = "text-accent-700";
  }
  return (
    <p
      role="status"
      data-testid="buy-now-status"
      data-status={lookup.status}
      className={cn("mt-3 flex min-h-16 items-start gap-2 text-sm leading-snug", tone)}
    >
      <span className="mt-0.5">{icon}</span>
      <span>{text}</span>
    </p>
  );
}

export function MexicoPurchase({ copy, lookup }: { copy: MexicoWords; lookup: LaunchLookup }) {
  const lang = useLang();
  const navigate = useNavigate();
  const action = buyNowAction(lookup, lang);
  const enabled = action.kind === "navigate";
  // The offer's card shows the store's launch product once the store has answered: a list of one.
  // (Measuring never breaks the page: a product the store sent without styles is simply not counted.)
  const style = lookup.status === "found" && Array.isArray(lookup.product.variants) ? lookup.product.variants[0] : undefined;
  const offered = lookup.status === "found" && style ? { product: lookup.product, style } : null;
  useTrackOnce(offered && offered.product.id, (p) => offered && p.viewItemList(p.ITEM_LISTS.mexicoOffer, [p.storeLine(offered.product, offered.style)]));

  function onBuyNow() {
    const available = action.kind === "navigate";
    track((p) => p.mexicoBuyNow(lang, available));
    if (offered && available) track((p) => p.selectItem(p.ITEM_LISTS.mexicoOffer, p.storeLine(offered.product, offered.style), 0));
    if (action.kind === "navigate") void navigate(action.to);
    else if (action.kind === "unavailable") toast({ ...copy.toasts.unavailable, variant: "destructive" });
  }

  return (
    // Hydrated with the page: the Buy Now status says what the store lookup found as soon as it answers.
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
          <Button
            data-testid="buy-now"
            aria-disabled={!enabled}
            aria-describedby="buy-now-status"
            onClick={onBuyNow}
            variant="primary"
            size="lg"
            className="mt-6 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {copy.purchase.buyNow}
          </Button>
          <div id="buy-now-status">
            <BuyStatus lookup={lookup} copy={copy} />
          </div>
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
