import { afterEach, describe, expect, it, vi } from "vitest";
import { derivePrice, effectivePrice, MAX_PRICE_CENTS, mergeInventory, reshapeProduct, reshapeVariant } from "./reshape";
import type { RawProduct, RawVariant } from "./wire";

const usd = { code: "USD", symbol: "$", template: "$$1", decimal_digits: 2 };
const rawVariant = (id: string, amount: number, sale: number | null, extra: Partial<RawVariant> = {}): RawVariant => ({
  id,
  title: id,
  prices: [{ amount, sale_amount: sale, currency_code: "USD", currency: usd }],
  manage_inventory: false,
  ...extra,
});

describe("reshapeVariant", () => {
  it("reads money from prices[0] in cents and formats it as dollars with 2 decimals", () => {
    expect(reshapeVariant(rawVariant("digital", 4900, 2900))).toEqual({
      id: "digital",
      title: "digital",
      image_url: null,
      price_in_cents: 4900,
      sale_price_in_cents: 2900,
      price_in_cents_formatted: "$49.00",
      sale_price_in_cents_formatted: "$29.00",
      currency: "USD",
      manage_inventory: false,
      inventory_quantity: null,
    });
  });

  it("keeps a missing sale as null, and stock and image when given", () => {
    const v = reshapeVariant(rawVariant("printed", 7900, null, { manage_inventory: true, inventory_quantity: 3, image_url: "https://x/p.svg" }));
    expect(v.sale_price_in_cents).toBeNull();
    expect(v.sale_price_in_cents_formatted).toBeNull();
    expect(v.manage_inventory).toBe(true);
    expect(v.inventory_quantity).toBe(3);
    expect(v.image_url).toBe("https://x/p.svg");
  });

  it("survives a variant without prices: shown as unavailable, with nothing to sell", () => {
    expect(reshapeVariant({ id: "x" })).toMatchObject({ title: "Default", price_in_cents: 0, price_in_cents_formatted: "", currency: "USD", unavailable: expect.stringContaining("price") });
  });
});

describe("the store's numbers are validated where they are reshaped", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  afterEach(() => warn.mockClear());

  it.each([
    ["a negative price", rawVariant("a", -500, null)],
    ["a negative sale price", rawVariant("a", 500, -100)],
    ["a price past the ceiling", rawVariant("a", Number("9007199254740993"), null)],
    ["a price of fractional cents", rawVariant("a", 12.5, null)],
    ["a sale price not below the price", rawVariant("a", 500, 500)],
    ["a negative stock", rawVariant("a", 500, null, { manage_inventory: true, inventory_quantity: -3 })],
    ["a fractional stock", rawVariant("a", 500, null, { manage_inventory: true, inventory_quantity: 1.5 })],
  ])("%s: the variant is unavailable, shows no price, and the reason is logged", (_, raw) => {
    const v = reshapeVariant(raw);
    expect(v.unavailable).toEqual(expect.any(String));
    expect(v.price_in_cents_formatted).toBe("");
    expect(v.sale_price_in_cents_formatted).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Store variant a is shown as unavailable"));
  });

  it("keeps a valid variant as it is, at the ceiling's edge too", () => {
    expect(reshapeVariant(rawVariant("a", MAX_PRICE_CENTS - 1, 0)).unavailable).toBeUndefined();
    expect(reshapeVariant(rawVariant("a", MAX_PRICE_CENTS, null)).unavailable).toEqual(expect.any(String));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("leaves an unavailable variant out of the product's price", () => {
    const p = reshapeProduct({ id: "p", title: "P", variants: [rawVariant("bad", -500, null), rawVariant("ok", 4900, null)] } as RawProduct);
    expect(p.price_in_cents).toBe(4900);
    const none = reshapeProduct({ id: "p", title: "P", variants: [rawVariant("bad", -500, null)] } as RawProduct);
    expect(none.price_formatted).toBe("");
  });

  it("checks the stock the inventory lookup answers too", () => {
    const [p] = mergeInventory([reshapeProduct({ id: "p", title: "P", variants: [rawVariant("a", 500, null, { manage_inventory: true })] } as RawProduct)], { variants: [{ id: "a", inventory_quantity: -1 }] });
    expect(p!.variants[0]!.unavailable).toEqual(expect.any(String));
  });
});

describe("derivePrice", () => {
  const variants = [reshapeVariant(rawVariant("a", 7900, null)), reshapeVariant(rawVariant("b", 4900, 2900)), reshapeVariant(rawVariant("c", 3500, null))];
  it("takes the lowest sale-or-regular price for lowest_price_first and for null", () => {
    expect(derivePrice(variants, "lowest_price_first")).toBe(2900);
    expect(derivePrice(variants, null)).toBe(2900);
    expect(derivePrice(variants, undefined)).toBe(2900);
  });
  it("takes the first variant's price for any other rule", () => {
    expect(derivePrice(variants, "first_variant")).toBe(7900);
    expect(derivePrice([variants[1]!, variants[0]!], "manual")).toBe(2900);
  });
  it("is 0 without variants", () => {
    expect(derivePrice([], null)).toBe(0);
  });
  it("effectivePrice prefers the sale price", () => {
    expect(effectivePrice({ price_in_cents: 100, sale_price_in_cents: 80 })).toBe(80);
    expect(effectivePrice({ price_in_cents: 100, sale_price_in_cents: null })).toBe(100);
  });
});

describe("reshapeProduct", () => {
  const listItem: RawProduct = {
    id: "p1",
    title: "Guest Welcome Book Template",
    subtitle: "  ",
    description: "<p>Hi</p>",
    thumbnail: "https://cdn/thumb.svg",
    images: [
      { url: "https://cdn/b.svg", order: 2, type: "image" },
      { url: "https://cdn/a.svg", order: 1, type: "image" },
      { url: "https://cdn/clip.mp4", order: 3, type: "video" },
    ],
    ribbon_text: "Bestseller",
    purchasable: true,
    site_product_selection: null,
    variants: [rawVariant("digital", 4900, 2900), rawVariant("printed", 7900, null)],
    additional_info: [
      { id: "i2", title: "Shipping", description: "<p>s</p>", order: 2 },
      { id: "i1", title: "Inside", description: "<p>i</p>", order: 1 },
    ],
  };

  it("uses the list item's thumbnail as card image and its images as gallery, by order, images only", () => {
    const p = reshapeProduct(listItem);
    expect(p.image).toBe("https://cdn/thumb.svg");
    expect(p.images.map((i) => i.url)).toEqual(["https://cdn/a.svg", "https://cdn/b.svg"]);
  });

  it("reads the single-product gallery from media", () => {
    const p = reshapeProduct({ ...listItem, images: undefined, thumbnail: undefined, media: [{ url: "https://cdn/m.svg", order: 0, type: "image" }] });
    expect(p.images.map((i) => i.url)).toEqual(["https://cdn/m.svg"]);
    expect(p.image).toBe("https://cdn/m.svg");
  });

  it("sorts additional info by order, blanks a whitespace subtitle and derives the price", () => {
    const p = reshapeProduct(listItem);
    expect(p.additional_info.map((a) => a.title)).toEqual(["Inside", "Shipping"]);
    expect(p.subtitle).toBeNull();
    expect(p.ribbon_text).toBe("Bestseller");
    expect(p.price_in_cents).toBe(2900);
    expect(p.price_formatted).toBe("$29.00");
    expect(p.currency).toBe("USD");
  });

  it("defaults: no image, purchasable unless false, empty lists", () => {
    const p = reshapeProduct({ id: "p2", title: "Listing Photo Review" });
    expect(p).toMatchObject({ image: null, images: [], subtitle: null, ribbon_text: null, purchasable: true, variants: [], additional_info: [], description: "" });
    expect(reshapeProduct({ id: "p3", title: "x", purchasable: false }).purchasable).toBe(false);
  });
});

describe("mergeInventory", () => {
  it("sets inventory_quantity by variant id and leaves others alone", () => {
    const p = reshapeProduct({ id: "p", title: "t", variants: [rawVariant("a", 100, null, { manage_inventory: true }), rawVariant("b", 100, null)] });
    const [merged] = mergeInventory([p], { variants: [{ id: "a", inventory_quantity: 2 }, { id: "zzz", inventory_quantity: 9 }] });
    expect(merged!.variants.map((v) => v.inventory_quantity)).toEqual([2, null]);
    expect(mergeInventory([p], null)).toEqual([p]);
  });
});
