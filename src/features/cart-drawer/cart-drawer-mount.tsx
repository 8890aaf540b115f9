import { Suspense, useState } from "react";
import { lazyWithWords } from "~/components/layout/lazy-with-words";
import { useSharedWords } from "~/content/shared-words";
import { useCart } from "~/features/cart/cart-context";

const loadDrawer = () => import("./cart-drawer");

/**
 * Mounts the drawer's code on first open; once opened it stays mounted, so closing can animate.
 * Its words (the page's language's) are fetched with its code.
 */
export function CartDrawerMount() {
  const { isOpen } = useCart();
  const CartDrawer = lazyWithWords(loadDrawer, useSharedWords().cart);
  const [mounted, setMounted] = useState(false);
  if (isOpen && !mounted) setMounted(true);
  if (!mounted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
