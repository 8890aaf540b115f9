import { describe, expect, it } from "vitest";
import { reshapeProduct } from "~/features/store-api/reshape";
import type { RawProduct } from "~/features/store-api/wire";
import { refreshCards, toCardProduct, withLiveFields } from "./live-fields";

const raw = (over: Partial<RawProduct> = {}): RawProduct => ({
  id: "p1",
  title: "Welcome Book",
  subtitle: "Read it",
  description: "<p>Built text</p>",
  thumbnail: "/media/a.svg",
  purchasable: true,
  site_product_selection: "lowest_price_first",
  variants: [
    { id: "v1", title: "Digital", prices: [{ amount: 4900, sale_amount: 2900, currency_code: "USD" }], manage_inventory: false },
    { id: "v2", title: "Printed", prices: [{ amount: 7900, sale_amount: null, currency_code: "USD" }], manage_inventory: true, inventory_quantity: 3 },
  ],
  ...over,
});

describe("withLiveFields", () => {
  it("takes prices, stock and purchasability from the store, keeps what the page shows as built", () => {
    const built = reshapeProduct(raw());
    const live = reshapeProduct(
      raw({
        title: "Renamed in the back office",
        description: "<p>New text</p>",
        purchasable: true,
        variants: [
          { id: "v1", title: "Digital", prices: [{ amount: 4900, sale_amount: 1900, currency_code: "USD" }], manage_inventory: false },
          { id: "v2", title: "Printed", prices: [{ amount: 8900, sale_amount: null, currency_code: "USD" }], manage_inventory: true, inventory_quantity: 1 },
        ],
      }),
    );
    const merged = withLiveFields(built, live);
    expect(merged.title).toBe("Welcome Book");
    expect(merged.description).toBe("<p>Built text</p>");
    expect(merged.variants.map((v) => [v.id, v.sale_price_in_cents_formatted ?? v.price_in_cents_formatted, v.inventory_quantity])).toEqual([
      ["v1", "$19.00", null],
      ["v2", "$89.00", 1],
    ]);
    expect(merged.price_formatted).toBe("$19.00");
  });

  it("a product gone from the store stays on the page, not purchasable; a style gone has none left", () => {
    const built = reshapeProduct(raw());
    expect(withLiveFields(built, null).purchasable).toBe(false);
    const live = reshapeProduct(raw({ variants: [raw().variants![0]!] }));
    const printed = withLiveFields(built, live).variants.find((v) => v.id === "v2");
    expect(printed).toMatchObject({ manage_inventory: true, inventory_quantity: 0 });
  });

  it("what the build said, still true, is the built product itself: a refresh that changes nothing draws nothing", () => {
    const built = reshapeProduct(raw());
    // The store's answer: the same figures, in new objects (and a renamed title the page keeps).
    const live = reshapeProduct(raw({ title: "Renamed in the back office" }));
    expect(withLiveFields(built, live)).toBe(built);
    // One style's stock moved: a new product, the unchanged style still its built object.
    const moved = reshapeProduct(raw({ variants: [raw().variants![0]!, { ...raw().variants![1]!, inventory_quantity: 2 }] }));
    const merged = withLiveFields(built, moved);
    expect(merged).not.toBe(built);
    expect(merged.variants[0]).toBe(built.variants[0]);
    expect(merged.variants[1]).toMatchObject({ inventory_quantity: 2 });
    // Gone from the store, and already shown so: the same object again.
    const gone = withLiveFields(built, null);
    expect(withLiveFields(gone, null)).toBe(gone);
  });

  it("a style added since the build comes last", () => {
    const built = reshapeProduct(raw());
    const live = reshapeProduct(raw({ variants: [...raw().variants!, { id: "v3", title: "Laminated", prices: [{ amount: 9900, currency_code: "USD" }] }] }));
    expect(withLiveFields(built, live).variants.map((v) => v.id)).toEqual(["v1", "v2", "v3"]);
  });
});

describe("refreshCards", () => {
  it("keeps every built card in place and appends the products added since the build", () => {
    const a = toCardProduct(reshapeProduct(raw({ id: "a" })));
    const b = toCardProduct(reshapeProduct(raw({ id: "b" })));
    const c = toCardProduct(reshapeProduct(raw({ id: "c", title: "New" })));
    const cards = refreshCards([a, b], [c, { ...a, purchasable: false }]);
    expect(cards.map((p) => [p.id, p.purchasable])).toEqual([
      ["a", false],
      ["b", false],
      ["c", true],
    ]);
  });

  it("a store that says what the build said gives back the built grid itself; one change, only that card anew", () => {
    const a = toCardProduct(reshapeProduct(raw({ id: "a" })));
    const b = toCardProduct(reshapeProduct(raw({ id: "b" })));
    const same = [toCardProduct(reshapeProduct(raw({ id: "a" }))), toCardProduct(reshapeProduct(raw({ id: "b" })))];
    const built = [a, b];
    expect(refreshCards(built, same)).toBe(built);
    const changed = refreshCards(built, [same[0]!, { ...same[1]!, purchasable: false }]);
    expect(changed).not.toBe(built);
    expect(changed[0]).toBe(a);
    expect(changed[1]).toMatchObject({ id: "b", purchasable: false });
  });
});
