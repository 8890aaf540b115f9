import { describe, expect, it, vi } from "vitest";
import { CART_STORAGE_KEY } from "./cart-core";
import { CartError, addToCart } from "./cart-add";
import { createCartStore } from "./cart-store";
import { book, digital, printed } from "~/test/cart-fixtures";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  } as unknown as Storage & { data: Map<string, string> };
}

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const events = new EventTarget();
  const store = createCartStore({ storage: () => storage, events: () => events as unknown as Window });
  return { storage, events, store };
}

describe("cart store", () => {
  it("persists every change under 'e-commerce-cart' and removes the key when empty", () => {
    const { storage, store } = setup();
    store.add(book, digital, 2);
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY)!)).toHaveLength(1);
    store.setQuantity(digital.id, 4);
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY)!)[0].quantity).toBe(4);
    store.clear();
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
  });

  it("starts from the stored cart, and from an empty one when the stored value is corrupt", () => {
    const { store } = setup({ [CART_STORAGE_KEY]: JSON.stringify([{ product: book, variant: digital, quantity: 2 }]) });
    expect(store.getSnapshot()).toHaveLength(1);
    const corrupt = setup({ [CART_STORAGE_KEY]: "}{ definitely not json" });
    expect(corrupt.store.getSnapshot()).toEqual([]);
    // …and it still works from there.
    corrupt.store.add(book, digital, 1);
    expect(corrupt.store.getSnapshot()).toHaveLength(1);
  });

  it("adding through the stock rule (cart-add.ts) throws CartError with the visitor's message when it says no, leaving the cart as it was", () => {
    const { store } = setup();
    addToCart(store, book, printed, 2);
    expect(() => addToCart(store, book, printed, 2)).toThrow(CartError);
    expect(() => addToCart(store, book, printed, 2)).toThrow("Not enough stock for Guest Welcome Book Template (Printed). Only 3 left.");
    expect(store.getSnapshot()[0]!.quantity).toBe(2);
  });

  it("follows another tab through the storage event, and tells its listeners", () => {
    const { storage, events, store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.data.set(CART_STORAGE_KEY, JSON.stringify([{ product: book, variant: printed, quantity: 3 }]));
    events.dispatchEvent(Object.assign(new Event("storage"), { key: CART_STORAGE_KEY }));
    expect(store.getSnapshot()[0]!.quantity).toBe(3);
    expect(listener).toHaveBeenCalled();
    // Another key changing is none of the cart's business.
    listener.mockClear();
    events.dispatchEvent(Object.assign(new Event("storage"), { key: "analytics-consent" }));
    expect(listener).not.toHaveBeenCalled();
    // Cleared in the other tab (localStorage.clear() sends key null).
    storage.data.clear();
    events.dispatchEvent(Object.assign(new Event("storage"), { key: null }));
    expect(store.getSnapshot()).toEqual([]);
    unsubscribe();
  });

  it("opens and closes the drawer", () => {
    const { store } = setup();
    expect(store.isDrawerOpen()).toBe(false);
    store.openDrawer();
    expect(store.isDrawerOpen()).toBe(true);
    store.closeDrawer();
    expect(store.isDrawerOpen()).toBe(false);
  });

  it("keeps working when storage throws (private mode, quota)", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {},
    } as unknown as Storage;
    const store = createCartStore({ storage: () => broken, events: () => null });
    expect(store.getSnapshot()).toEqual([]);
    store.add(book, digital, 1);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});
