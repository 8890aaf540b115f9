import { useEffect, useRef, useState } from "react";
import { useNavigate } from "~/components/ui/link";
import type { CheckoutWords } from "~/content/checkout/en";
import type { Kit } from "~/content/kits";
import { toast } from "~/lib/toast";
import { lookupCheckoutKit } from "./kit-checkout";

export type CheckoutKitState = { status: "loading" } | { status: "ready"; kit: Kit } | { status: "not-found" };

/**
 * Loading, then the kit the price id names (with its words, the page's), or not-found: then the
 * 'Error: Product Not Found' toast and the way back to pricing in the page's language (/pricing,
 * /es/precios: the link layer's navigate; spec part 1 §5 and §8).
 */
export function useCheckoutKit(priceId: string | undefined, words: CheckoutWords): CheckoutKitState {
  // The link layer's navigate is a new function on every render: kept in a ref, so the lookup
  // runs when the price id or the words change, not after every render it causes.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  const [state, setState] = useState<CheckoutKitState>({ status: "loading" });

  useEffect(() => {
    const kit = lookupCheckoutKit(priceId, words.kits);
    if (kit) {
      setState({ status: "ready", kit });
      return;
    }
    setState({ status: "not-found" });
    toast({ ...words.toasts.notFound, variant: "destructive" });
    void navigateRef.current("/pricing", { replace: true });
  }, [priceId, words]);

  return state;
}
