import { Check, Info, Loader2 } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import type { IslandProps } from "~/components/ui/island";
import { useNavigate } from "~/components/ui/link";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { useLang } from "~/lib/i18n";
import { toast } from "~/lib/toast";
import { useTrackOnce } from "~/lib/use-track-once";
import { buyNowAction, type LaunchLookup } from "../launch-product";
import { useLaunchProduct } from "../use-launch-product";

/** The words Buy Now and its status line are drawn with: an island's props (components/ui/island.tsx). */
export type BuyNowProps = IslandProps["mexicoBuyNow"];

function BuyStatus({ lookup, words }: { lookup: LaunchLookup; words: BuyNowProps["words"] }) {
  // One fixed-height line whose text changes: the page never shifts when the store answers.
  let icon: ReactNode;
  let text: string;
  let tone: string;
  if (lookup.status === "loading") {
    icon = <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />;
    text = words.checking;
    tone = "text-muted";
  } else if (lookup.status === "found") {
    icon = <Check className="h-4 w-4 shrink-0" aria-hidden="true" />;
    text = words.available;
    tone = "text-brand-800";
  } else {
    icon = <Info className="h-4 w-4 shrink-0" aria-hidden="true" />;
    text = words.configuring;
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

/** The spec's toasts once the store has answered: product missing, or the store call failed. */
function useLookupToasts(lookup: LaunchLookup, toasts: BuyNowProps["toasts"]) {
  const shown = useRef<LaunchLookup["status"] | null>(null);
  useEffect(() => {
    if (shown.current === lookup.status) return;
    if (lookup.status === "missing") toast({ ...toasts.productNotFound, variant: "destructive" });
    if (lookup.status === "error") toast({ ...toasts.loadFailed, variant: "destructive" });
    shown.current = lookup.status;
  }, [lookup.status, toasts]);
}

/**
 * Buy Now and the line under it: the store's launch product, looked up after hydration
 * ("loading" in the prerendered HTML), the spec's toasts, the offer's view_item_list and
 * select_item. Everything of the Mexico page's purchase band that runs: an island of its own on
 * the islands page (decision 2026-11-28-islands), where Buy Now loads the offer page as a document.
 */
export function MexicoBuyNow({ words, toasts }: BuyNowProps) {
  const lookup = useLaunchProduct();
  useLookupToasts(lookup, toasts);
  const lang = useLang();
  const navigate = useNavigate();
  const action = buyNowAction(lookup, lang);
  const enabled = action.kind === "navigate";
  // The offer's card shows the store's launch product once the store has answered: a list of one.
  // (Measuring never breaks the page: a product the store sent without styles is simply not counted.)
  const style = lookup.status === "found" && Array.isArray(lookup.product.variants) ? lookup.product.variants[0] : undefined;
  const offered = lookup.status === "found" && style ? { product: lookup.product, style } : null;
  useTrackOnce(offered && offered.product.id, (p) => offered && p.viewItemList(p.ITEM_LISTS.mexicoOffer, [p.storeLine(offered.product, offered.style)]));

  function buy() {
    const available = action.kind === "navigate";
    track((p) => p.mexicoBuyNow(lang, available));
    if (offered && available) track((p) => p.selectItem(p.ITEM_LISTS.mexicoOffer, p.storeLine(offered.product, offered.style), 0));
    if (action.kind === "navigate") void navigate(action.to);
    else if (action.kind === "unavailable") toast({ ...toasts.unavailable, variant: "destructive" });
  }

  // A press while the store is still being asked (a hurried tap, or one kept before the island
  // hydrated: islands/near-screen.ts) is not lost: it is answered once the store has, as any
  // press then would be (the offer page, or why not).
  const pressedWhileChecking = useRef(false);
  useEffect(() => {
    if (action.kind === "wait" || !pressedWhileChecking.current) return;
    pressedWhileChecking.current = false;
    buy();
  });

  function onBuyNow() {
    if (action.kind === "wait") pressedWhileChecking.current = true;
    else buy();
  }

  return (
    <>
      <Button
        data-testid="buy-now"
        aria-disabled={!enabled}
        aria-describedby="buy-now-status"
        onClick={onBuyNow}
        variant="primary"
        size="lg"
        className="mt-6 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        {words.buyNow}
      </Button>
      <div id="buy-now-status">
        <BuyStatus lookup={lookup} words={words} />
      </div>
    </>
  );
}
