import { lazy, Suspense, useState } from "react";
import { useCart } from "~/features/cart/cart-context";

const CartDrawer = lazy(() => import("./cart-drawer"));

/** Mounts the drawer's code on first open; once opened it stays mounted, so closing can animate. */
export function CartDrawerMount() {
  const { isOpen } = useCart();
  const [mounted, setMounted] = useState(false);
  if (isOpen && !mounted) setMounted(true);
  if (!mounted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
