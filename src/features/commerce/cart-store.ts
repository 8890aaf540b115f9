import type { Variant } from "~/features/commerce/types";
import type { CartProblemWords } from "~/content/cart-problems/en";
import {
  CART_STORAGE_KEY,
  cartReducer,
  cartProblemMessage,
  findAddProblem,
  parseStoredCart,
  serializeCart,
  type BoughtUnits,
  type CartProblem,
  type CartAction,
  type CartLine,
  type CartProduct,
} from "./cart-core";

/** A rejected add: `problem` says why; the message is the spec's English text (see `cartProblemMessage`). */
export class CartError extends Error {
  constructor(readonly problem: CartProblem) {
    super(cartProblemMessage(problem));
    this.name = "CartError";
  }
}

/** What to tell the visitor about a failed add, in the words of the page's language. */
export function cartErrorMessage(error: unknown, words: CartProblemWords): string {
  if (error instanceof CartError) return cartProblemMessage(error.problem, words);
  return error instanceof Error ? error.message : String(error);
}

type StoreEnv = {
  /** localStorage, or null where there is none (prerender) or it is blocked. */
  storage: () => Storage | null;
  /** Where 'storage' events from other tabs arrive. */
  events: () => Pick<Window, "addEventListener" | "removeEventListener"> | null;
  key?: string;
};

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const EMPTY: CartLine[] = [];

/**
 * The cart as a tiny external store (read with useSyncExternalStore): any module can add to it,
 * it persists to localStorage under 'e-commerce-cart', and it follows other tabs through the
 * 'storage' event. Also holds whether the drawer is open.
 */
export function createCartStore(env: StoreEnv = { storage: browserStorage, events: () => (typeof window === "undefined" ? null : window) }) {
  const key = env.key ?? CART_STORAGE_KEY;
  let lines: CartLine[] | null = null;
  let drawerOpen = false;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function read(): CartLine[] {
    try {
      return parseStoredCart(env.storage()?.getItem(key));
    } catch {
      return [];
    }
  }

  function current(): CartLine[] {
    if (lines === null) lines = read();
    return lines;
  }

  function write(next: CartLine[]) {
    try {
      const storage = env.storage();
      if (next.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, serializeCart(next));
    } catch {
      // Storage full or blocked: the cart still works for this page view.
    }
  }

  function dispatch(action: CartAction) {
    const next = cartReducer(current(), action);
    if (next === lines) return;
    lines = next;
    if (action.type !== "replace") write(next);
    emit();
  }

  const onStorage = (e: StorageEvent) => {
    if (e.key !== key && e.key !== null) return;
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
    /** Adds units of a variant; throws CartError with the visitor's message when the rule says no. */
    add(product: CartProduct, variant: Variant, quantity = 1) {
      const problem = findAddProblem(current(), product, variant, quantity);
      if (problem) throw new CartError(problem);
      dispatch({ type: "add", product, variant, quantity });
    },
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
