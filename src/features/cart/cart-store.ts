import type { Variant } from "~/features/store-api/types";
import { browserStorage, readJson, writeJson, type MaybeStorage } from "~/lib/storage";
import { CART_STORAGE_KEY, cartReducer, parseStoredCart, type BoughtUnits, type CartAction, type CartLine, type CartProduct } from "./cart-core";

type StoreEnv = {
  /** Where the cart is kept: the browser's localStorage (lib/storage.ts), a fake in tests, or null for nowhere. */
  storage: () => MaybeStorage;
  /** Where 'storage' events from other tabs arrive. */
  events: () => Pick<Window, "addEventListener" | "removeEventListener"> | null;
};

const EMPTY: CartLine[] = [];

/**
 * The cart as a tiny external store (read with useSyncExternalStore): any module can add to it,
 * it persists to localStorage under 'e-commerce-cart', and it follows other tabs through the
 * 'storage' event. Also holds whether the drawer is open.
 */
export function createCartStore(env: StoreEnv = { storage: () => browserStorage("local"), events: () => (typeof window === "undefined" ? null : window) }) {
  let lines: CartLine[] | null = null;
  let drawerOpen = false;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function read(): CartLine[] {
    return parseStoredCart(readJson(env.storage(), CART_STORAGE_KEY));
  }

  function current(): CartLine[] {
    if (lines === null) lines = read();
    return lines;
  }

  function write(next: CartLine[]) {
    // Storage full or blocked: the cart still works for this page view.
    writeJson(env.storage(), CART_STORAGE_KEY, next.length === 0 ? undefined : next);
  }

  function dispatch(action: CartAction) {
    const next = cartReducer(current(), action);
    if (next === lines) return;
    lines = next;
    if (action.type !== "replace") write(next);
    emit();
  }

  const onStorage = (e: StorageEvent) => {
    if (e.key !== CART_STORAGE_KEY && e.key !== null) return;
    dispatch({ type: "replace", lines: read() });
  };

  return {
    getSnapshot: current,
    getServerSnapshot: () => EMPTY,
    isDrawerOpen: () => drawerOpen,
    subscribe(listener: () => void) {
      if (listeners.size === 0) env.events()?.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) env.events()?.removeEventListener("storage", onStorage);
      };
    },
    /**
     * Adds units of a variant as asked. The pages add through cart-add.ts (`useAddToCart`), which
     * applies the stock rule first: the rule is not in every page's first load, this store is.
     */
    add: (product: CartProduct, variant: Variant, quantity = 1) => dispatch({ type: "add", product, variant, quantity }),
    setQuantity: (variantId: string, quantity: number) => dispatch({ type: "setQuantity", variantId, quantity }),
    remove: (variantId: string) => dispatch({ type: "remove", variantId }),
    clear: () => dispatch({ type: "clear" }),
    /** A purchase was confirmed: the units bought leave the cart (read fresh, so another tab's changes count). */
    settle(bought: BoughtUnits[]) {
      const fresh = read();
      const next = cartReducer(fresh, { type: "settle", bought });
      if (next !== fresh) write(next);
      lines = next;
      emit();
    },
    openDrawer() {
      drawerOpen = true;
      emit();
    },
    closeDrawer() {
      drawerOpen = false;
      emit();
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

export const cartStore = createCartStore();
