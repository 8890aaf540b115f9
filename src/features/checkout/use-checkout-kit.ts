import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { CheckoutWords } from "~/content/checkout/en";
import type { Kit } from "~/content/kits";
import { useLang } from "~/lib/i18n";
import { toast } from "~/lib/toast";
import { localizeHref } from "~/lib/twins";
import { lookupCheckoutKit } from "./kit-checkout";

export type CheckoutKitState = { status: "loading" } | { status: "ready"; kit: Kit } | { status: "not-found" };

/**
 * Loading, then the kit the price id names (with its words, the page's), or not-found: then the
 * 'Error: Product Not Found' toast and the way back to pricing in the page's language (/pricing,
 * /es/precios; spec part 1 §5 and §8).
 */
export function useCheckoutKit(priceId: string | undefined, words: CheckoutWords): CheckoutKitState {
  const navigate = useNavigate();
  const lang = useLang();
  const [state, setState] = useState<CheckoutKitState>({ status: "loading" });

  useEffect(() => {
    const kit = lookupCheckoutKit(priceId, words.kits);
    if (kit) {
      setState({ status: "ready", kit });
      return;
    }
    setState({ status: "not-found" });
    toast({ ...words.toasts.notFound, variant: "destructive" });
    void navigate(localizeHref("/pricing", lang), { replace: true });
  }, [priceId, words, lang, navigate]);

  return state;
}
