import { Suspense, useEffect, useState } from "react";
import { lazyWithWords } from "~/components/layout/lazy-with-words";
import { useShellWords, useSharedWords } from "~/content/shared-words";
import { useCart } from "~/features/cart/cart-context";
import { toast } from "~/lib/toast";

const loadDrawer = () => import("./cart-drawer");

/**
 * The drawer's stand-in when its code or words could not be fetched: each time the cart is opened,
 * it closes again and says why (the lines stay in the browser's storage, so a reload loses none).
 */
function CartUnavailable() {
  const { isOpen, closeCart } = useCart();
  const message = useShellWords().cartButton.unavailable;
  useEffect(() => {
    if (!isOpen) return;
    closeCart();
    toast({ title: message, variant: "destructive" });
  }, [isOpen, closeCart, message]);
  return null;
}

/**
 * Mounts the drawer's code on first open; once opened it stays mounted, so closing can animate.
 * Its words (the page's language's) are fetched with its code.
 */
export function CartDrawerMount() {
  const { isOpen } = useCart();
  const CartDrawer = lazyWithWords(loadDrawer, useSharedWords().cart, CartUnavailable);
  const [mounted, setMounted] = useState(false);
  if (isOpen && !mounted) setMounted(true);
  if (!mounted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
