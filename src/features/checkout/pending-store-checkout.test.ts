import { describe, expect, it, vi } from "vitest";
import { cartReducer, type CartLine } from "~/features/cart/cart-core";
import { createCartStore } from "~/features/cart/cart-store";
import {
  boughtUnits,
  confirmStoreCheckout,
  createPendingStoreCheckout,
  findStoreCheckout,
  MAX_PENDING_CHECKOUTS,
  newPendingId,
  parseStoreCheckouts,
  PENDING_CHECKOUT_TTL_MS,
  pendingSuccessUrl,
  receiptLines,
  saveStoreCheckout,
  settleCart,
  STORE_CHECKOUTS_STORAGE,
} from "./pending-store-checkout";

const PENDING_CHECKOUTS_KEY = STORE_CHECKOUTS_STORAGE.key;
import { readJson } from "~/lib/storage";
import { book, digital, printed } from "~/test/cart-fixtures";

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

const cart = (): CartLine[] => [
  { product: book, variant: digital, quantity: 2 },
  { product: book, variant: printed, quantity: 1 },
];

describe("creating a pending checkout", () => {
  it("keeps the lines with their quantities and the prices paid, the total, the language and when it started", () => {
    const p = createPendingStoreCheckout(cart(), { lang: "es", now: NOW, id: "pc_test_00000001", checkoutId: "cs_9" });
    expect(p).toEqual({
      kind: "store",
      id: "pc_test_00000001",
      checkoutId: "cs_9",
      lines: [
        { productId: "prod_book", title: "Guest Welcome Book Template", variantId: "var_digital", variantTitle: "Digital", image: "/book.svg", quantity: 2, unitPriceCents: 2900 },
        { productId: "prod_book", title: "Guest Welcome Book Template", variantId: "var_printed", variantTitle: "Printed", image: "/book.svg", quantity: 1, unitPriceCents: 7900 },
      ],
      totalCents: 2 * 2900 + 7900,
      currency: "USD",
      lang: "es",
      startedAt: NOW,
      confirmedAt: null,
    });
  });

  it("leaves out the store's 'Default' variant name", () => {
    const p = createPendingStoreCheckout([{ product: book, variant: { ...digital, title: "Default" }, quantity: 1 }], { lang: "en", now: NOW });
    expect(p.lines[0]!.variantTitle).toBeNull();
  });

  it("makes unguessable ids that are safe in a URL, and a success URL that carries the id", () => {
    const a = newPendingId();
    expect(a).toMatch(/^[a-z0-9]{16}$/);
    expect(newPendingId()).not.toBe(a);
    expect(pendingSuccessUrl("https://site.example", "/es/compra-exitosa", { id: a })).toBe(`https://site.example/es/compra-exitosa?checkout=${a}`);
  });
});

describe("storing pending checkouts", () => {
  it("saves, finds by id, and replaces a record with the same id", () => {
    const storage = memoryStorage();
    const p = createPendingStoreCheckout(cart(), { lang: "en", now: NOW, id: "pc_test_00000001" });
    saveStoreCheckout(p, NOW, storage);
    expect(findStoreCheckout("pc_test_00000001", NOW, storage)).toEqual(p);
    expect(findStoreCheckout("pc_test_99999999", NOW, storage)).toBeNull();
    expect(findStoreCheckout(null, NOW, storage)).toBeNull();
    saveStoreCheckout(confirmStoreCheckout(p, NOW + 1000), NOW + 1000, storage);
    const stored = JSON.parse(storage.data.get(PENDING_CHECKOUTS_KEY)!);
    expect(stored).toHaveLength(1);
    expect(stored[0].confirmedAt).toBe(NOW + 1000);
  });

  it("keeps checkouts started in several tabs, newest first, at most five", () => {
    const storage = memoryStorage();
    for (let i = 0; i < MAX_PENDING_CHECKOUTS + 2; i++) {
      saveStoreCheckout(createPendingStoreCheckout(cart(), { lang: "en", now: NOW + i, id: `pc_test_0000000${i}` }), NOW + i, storage);
    }
    const all = parseStoreCheckouts(JSON.parse(storage.data.get(PENDING_CHECKOUTS_KEY)!), NOW + 10);
    expect(all.map((p) => p.id)).toEqual(["pc_test_00000006", "pc_test_00000005", "pc_test_00000004", "pc_test_00000003", "pc_test_00000002"]);
  });

  it("drops a record older than 24 hours", () => {
    const storage = memoryStorage();
    const p = createPendingStoreCheckout(cart(), { lang: "en", now: NOW, id: "pc_test_00000001" });
    saveStoreCheckout(p, NOW, storage);
    expect(findStoreCheckout(p.id, NOW + 23 * HOUR, storage)).not.toBeNull();
    expect(findStoreCheckout(p.id, NOW + PENDING_CHECKOUT_TTL_MS, storage)).toBeNull();
    // …and a record dated in the future (a clock set wrong when it was written) is no better.
    expect(findStoreCheckout(p.id, NOW - 2 * HOUR, storage)).toBeNull();
    // Saving another sweeps the expired one out of storage.
    saveStoreCheckout(createPendingStoreCheckout(cart(), { lang: "en", now: NOW + 25 * HOUR, id: "pc_test_00000002" }), NOW + 25 * HOUR, storage);
    expect(JSON.parse(storage.data.get(PENDING_CHECKOUTS_KEY)!).map((x: { id: string }) => x.id)).toEqual(["pc_test_00000002"]);
  });

  it.each([
    ["nothing", null],
    ["unreadable JSON", "{nope"],
    ["not a list", '{"id":"x"}'],
    ["a record without lines", JSON.stringify([{ ...createPendingStoreCheckout(cart(), { lang: "en", now: NOW, id: "pc_test_00000001" }), lines: [] }])],
    ["a negative quantity", JSON.stringify([{ ...createPendingStoreCheckout(cart(), { lang: "en", now: NOW, id: "pc_test_00000001" }), lines: [{ ...createPendingStoreCheckout(cart(), { lang: "en", now: NOW }).lines[0], quantity: -1 }] }])],
    ["an id that is not URL-safe", JSON.stringify([{ ...createPendingStoreCheckout(cart(), { lang: "en", now: NOW }), id: "<script>" }])],
    ["an unknown language", JSON.stringify([{ ...createPendingStoreCheckout(cart(), { lang: "en", now: NOW }), lang: "fr" }])],
  ])("reads %s as no record", (_, raw) => {
    const storage = memoryStorage();
    if (raw !== null) storage.data.set(PENDING_CHECKOUTS_KEY, raw);
    expect(parseStoreCheckouts(readJson(storage, PENDING_CHECKOUTS_KEY), NOW)).toEqual([]);
  });

  it("works without storage (blocked) and when storage throws", () => {
    const p = createPendingStoreCheckout(cart(), { lang: "en", now: NOW });
    expect(() => saveStoreCheckout(p, NOW, null)).not.toThrow();
    expect(findStoreCheckout(p.id, NOW, null)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {},
    };
    expect(() => saveStoreCheckout(p, NOW, broken)).not.toThrow();
    expect(findStoreCheckout(p.id, NOW, broken)).toBeNull();
  });
});

describe("records stored before pending checkouts had a kind", () => {
  // Exactly what the previous release's drawer left in a visitor's localStorage (no `kind`).
  const legacy =
    '[{"id":"k3v9q0x1m2n4b5c6","checkoutId":"cs_old","lines":[{"productId":"prod_book","title":"Guest Welcome Book Template","variantId":"var_digital","variantTitle":"Digital","image":"/book.svg","quantity":2,"unitPriceCents":2900}],"totalCents":5800,"currency":"USD","lang":"es","startedAt":' +
    NOW +
    ',"confirmedAt":null}]';

  it("are found under the same key, as the store kind, and settle the cart", () => {
    const storage = memoryStorage();
    storage.data.set("e-commerce-pending-checkouts", legacy);
    const found = findStoreCheckout("k3v9q0x1m2n4b5c6", NOW + HOUR, storage);
    expect(found).toMatchObject({ kind: "store", id: "k3v9q0x1m2n4b5c6", checkoutId: "cs_old", totalCents: 5800, lang: "es", confirmedAt: null });
    expect(settleCart(cart(), found!)).toEqual([{ product: book, variant: printed, quantity: 1 }]);
  });

  it("stay beside new ones, and are written back with their kind once confirmed", () => {
    const storage = memoryStorage();
    storage.data.set("e-commerce-pending-checkouts", legacy);
    saveStoreCheckout(createPendingStoreCheckout(cart(), { lang: "en", now: NOW + HOUR, id: "pc_test_00000009" }), NOW + HOUR, storage);
    const old = findStoreCheckout("k3v9q0x1m2n4b5c6", NOW + HOUR, storage)!;
    saveStoreCheckout(confirmStoreCheckout(old, NOW + 2 * HOUR), NOW + 2 * HOUR, storage);
    const stored = JSON.parse(storage.data.get("e-commerce-pending-checkouts")!);
    expect(stored.map((p: { id: string; kind: string }) => [p.id, p.kind])).toEqual([
      ["k3v9q0x1m2n4b5c6", "store"],
      ["pc_test_00000009", "store"],
    ]);
    expect(stored[0].confirmedAt).toBe(NOW + 2 * HOUR);
  });

  it("are not taken for a record of another kind", () => {
    const storage = memoryStorage();
    storage.data.set("e-commerce-pending-checkouts", legacy.replace('"id":', '"kind":"kit","id":'));
    expect(findStoreCheckout("k3v9q0x1m2n4b5c6", NOW, storage)).toBeNull();
  });
});

describe("settling the cart when the purchase is confirmed", () => {
  const pending = createPendingStoreCheckout(cart(), { lang: "en", now: NOW });

  it("removes exactly the lines bought", () => {
    expect(settleCart(cart(), pending)).toEqual([]);
  });

  it("keeps a line added in another tab meanwhile, and units of a bought variant added after checkout started", () => {
    let changed = cartReducer(cart(), { type: "add", product: { ...book, id: "prod_other", title: "Other" }, variant: { ...digital, id: "var_other" }, quantity: 1 });
    changed = cartReducer(changed, { type: "setQuantity", variantId: "var_digital", quantity: 5 });
    expect(settleCart(changed, pending).map((l) => [l.variant.id, l.quantity])).toEqual([
      ["var_digital", 3],
      ["var_other", 1],
    ]);
  });

  it("removes a bought line whose quantity was lowered meanwhile, and ignores a line removed meanwhile", () => {
    const lowered = cartReducer(cart(), { type: "setQuantity", variantId: "var_digital", quantity: 1 });
    expect(settleCart(lowered, pending)).toEqual([]);
    const removed = cartReducer(cart(), { type: "remove", variantId: "var_printed" });
    expect(settleCart(removed, pending)).toEqual([]);
  });

  it("settles the stored cart as another tab left it, and persists the result", () => {
    const storage = memoryStorage();
    const listener = vi.fn();
    const store = createCartStore({ storage: () => storage, events: () => null });
    store.subscribe(listener);
    store.add(book, digital, 2);
    store.add(book, printed, 1);
    // Another tab adds a line; this tab has not heard of it yet.
    const other = createCartStore({ storage: () => storage, events: () => null });
    other.add({ ...book, id: "prod_other", title: "Other" }, { ...digital, id: "var_other" }, 1);
    store.settle(boughtUnits(pending));
    expect(store.getSnapshot().map((l) => l.variant.id)).toEqual(["var_other"]);
    expect(JSON.parse(storage.data.get("e-commerce-cart")!).map((l: CartLine) => l.variant.id)).toEqual(["var_other"]);
    expect(listener).toHaveBeenCalled();
  });
});

describe("the receipt", () => {
  it("is the pending record confirmed once, with each line's total", () => {
    const p = createPendingStoreCheckout(cart(), { lang: "en", now: NOW });
    const receipt = confirmStoreCheckout(p, NOW + 5000);
    expect(receipt.confirmedAt).toBe(NOW + 5000);
    expect(confirmStoreCheckout(receipt, NOW + 9000).confirmedAt).toBe(NOW + 5000);
    expect(receiptLines(receipt).map((l) => l.lineTotalCents)).toEqual([5800, 7900]);
    expect(receipt.totalCents).toBe(13700);
  });
});
