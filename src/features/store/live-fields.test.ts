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
});
