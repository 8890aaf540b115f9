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
      addToCart: store.add,
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
