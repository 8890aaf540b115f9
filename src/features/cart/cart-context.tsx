import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { cartCount, cartTotalCents } from "./cart-core";
import { cartStore, type CartStore } from "./cart-store";

/**
 * The cart for React: a context over the external cart store. It is on every page, so it stays
 * tiny; the drawer (features/cart) reads the open state through `useCart` and mounts itself.
 */
const CartContext = createContext<CartStore>(cartStore);

export function CartProvider({ children, store = cartStore }: { children: ReactNode; store?: CartStore }) {
  return (
    <CartContext.Provider value={store}>
      {children}
    </CartContext.Provider>
  );
}

/** The page's cart store itself (cart-add.ts adds to it through the stock rule). */
export const useCartStore = (): CartStore => useContext(CartContext);

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
      setQuantity: store.setQuantity,
      removeFromCart: store.remove,
      clearCart: store.clear,
      /** A purchase was confirmed: its units leave the cart (other lines stay). */
      settlePurchase: store.settle,
      openCart: store.openDrawer,
      closeCart: store.closeDrawer,
    }),
    [lines, isOpen, store],
  );
}
