import { createContext, lazy, Suspense, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { Variant } from "~/features/store/types";
import { cartCount, cartTotalCents, type CartProduct } from "./cart-core";
import { cartStore, type CartStore } from "./cart-store";

/**
 * The cart for React: a context over the external cart store. It is on every page, so it stays
 * tiny; the drawer's UI (and the store client it needs for checkout) loads on first open.
 */
const CartContext = createContext<CartStore>(cartStore);

const CartDrawer = lazy(() => import("./cart-drawer"));

function DrawerMount() {
  const store = useContext(CartContext);
  const open = useSyncExternalStore(store.subscribe, store.isDrawerOpen, () => false);
  // Once opened it stays mounted, so closing can animate and reopening is instant.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}

export function CartProvider({ children, store = cartStore }: { children: ReactNode; store?: CartStore }) {
  return (
    <CartContext.Provider value={store}>
      {children}
      <DrawerMount />
    </CartContext.Provider>
  );
}

export function useCart() {
  const store = useContext(CartContext);
  const lines = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const isOpen = useSyncExternalStore(store.subscribe, store.isDrawerOpen, () => false);
  return useMemo(
    () => ({
      lines,
      count: cartCount(lines),
      totalCents: cartTotalCents(lines),
      isOpen,
      /** Throws CartError with the visitor's message when the stock rule says no. */
      addToCart: (product: CartProduct, variant: Variant, quantity = 1) => store.add(product, variant, quantity),
      setQuantity: store.setQuantity,
      removeFromCart: store.remove,
      clearCart: store.clear,
      openCart: store.openDrawer,
      closeCart: store.closeDrawer,
    }),
    [lines, isOpen, store],
  );
}
