import { useEffect, useState } from "react";
import { useNavigate } from "~/components/ui/link";
import { checkoutToasts } from "~/content/checkout";
import type { Kit } from "~/content/kits";
import { toast } from "~/lib/toast";
import { lookupCheckoutKit } from "./kit-checkout";

export type CheckoutKitState = { status: "loading" } | { status: "ready"; kit: Kit } | { status: "not-found" };

/**
 * Loading, then the kit the price id names, or not-found: then the 'Error: Product Not Found'
 * toast and the way back to /pricing (spec part 1 §5 and §8).
 */
export function useCheckoutKit(priceId: string | undefined): CheckoutKitState {
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutKitState>({ status: "loading" });

  useEffect(() => {
    const kit = lookupCheckoutKit(priceId);
    if (kit) {
      setState({ status: "ready", kit });
      return;
    }
    setState({ status: "not-found" });
    toast({ ...checkoutToasts.notFound, variant: "destructive" });
    void navigate("/pricing", { replace: true });
  }, [priceId, navigate]);

  return state;
}
