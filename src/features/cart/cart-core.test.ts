import { describe, expect, it } from "vitest";
import { cartProblemMessage, checkAdd } from "./cart-add";
import { cartCount, cartReducer, cartTotalCents, parseStoredCart, type CartLine } from "./cart-core";
import { readJson } from "~/lib/storage";
import { book, digital, printed } from "~/test/cart-fixtures";
// As a Spanish route does: the Spanish refusals arrive with the Spanish shell.
import { en } from "~/content/cart-problems/en";
import { es } from "~/content/cart-problems/es";

const add = (lines: CartLine[], variant = digital, quantity = 1) => cartReducer(lines, { type: "add", product: book, variant, quantity });

describe("cartReducer", () => {
  it("appends a new variant and raises the quantity of one already in the cart", () => {
    let lines = add([], digital, 1);
    lines = add(lines, printed, 2);
    lines = add(lines, digital, 2);
    expect(lines.map((l) => [l.variant.id, l.quantity])).toEqual([
      ["var_digital", 3],
      ["var_printed", 2],
    ]);
  });

  it("keeps only what the drawer needs of the product", () => {
    const full = { ...book, description: "<p>long</p>", variants: [digital] };
    const [line] = cartReducer([], { type: "add", product: full, variant: digital, quantity: 1 });
    expect(line!.product).toEqual(book);
  });

  it("sets a quantity, never below 1, removes a line and clears the cart", () => {
    let lines = add(add([], digital, 2), printed, 1);
    lines = cartReducer(lines, { type: "setQuantity", variantId: "var_digital", quantity: 5 });
    expect(lines[0]!.quantity).toBe(5);
    lines = cartReducer(lines, { type: "setQuantity", variantId: "var_digital", quantity: 0 });
    expect(lines[0]!.quantity).toBe(1);
    lines = cartReducer(lines, { type: "remove", variantId: "var_digital" });
    expect(lines.map((l) => l.variant.id)).toEqual(["var_printed"]);
    expect(cartReducer(lines, { type: "clear" })).toEqual([]);
  });

  it("totals quantity × sale price, or list price without a sale", () => {
    const lines = add(add([], digital, 2), printed, 1);
    expect(cartTotalCents(lines)).toBe(2 * 2900 + 7900);
    expect(cartCount(lines)).toBe(3);
    expect(cartTotalCents([])).toBe(0);
  });
});

describe("checkAdd (the stock rule)", () => {
  it("counts the units already in the cart plus the new ones against managed stock", () => {
    const lines = add([], printed, 2);
    expect(checkAdd(lines, book, printed, 1)).toBeNull();
    expect(checkAdd(lines, book, printed, 2)).toBe("Not enough stock for Guest Welcome Book Template (Printed). Only 3 left.");
    expect(checkAdd([], book, printed, 4)).toBe("Not enough stock for Guest Welcome Book Template (Printed). Only 3 left.");
  });

  it("in Spanish: agrees with the number left, and names an untitled variant's product once", () => {
    expect(cartProblemMessage({ kind: "stock", title: "Kit", variant: "Impreso", left: 1 }, es)).toBe("No hay suficientes existencias de Kit (Impreso). Solo queda 1.");
    expect(cartProblemMessage({ kind: "stock", title: "Kit", variant: "Default", left: 2 }, es)).toBe("No hay suficientes existencias de Kit. Solo quedan 2.");
    // English keeps the spec's message as it is.
    expect(cartProblemMessage({ kind: "stock", title: "Kit", variant: "Default", left: 1 }, en)).toBe("Not enough stock for Kit (Default). Only 1 left.");
  });

  it("lets unmanaged stock through at any quantity", () => {
    expect(checkAdd(add([], digital, 500), book, digital, 500)).toBeNull();
  });

  it("treats managed stock with an unknown count as none left", () => {
    expect(checkAdd([], book, { ...printed, inventory_quantity: null }, 1)).toMatch(/Only 0 left\./);
  });

  it("refuses a product that is not purchasable", () => {
    expect(checkAdd([], { ...book, purchasable: false }, digital, 1)).toBe("Guest Welcome Book Template is currently unavailable.");
  });
});

describe("parseStoredCart", () => {
  /** What the cart store reads: the stored text, through lib/storage's JSON reader. */
  const stored = (raw: string | null) => readJson({ getItem: () => raw, setItem: () => {}, removeItem: () => {} }, "e-commerce-cart");

  it("reads back what it stored", () => {
    const lines = add(add([], digital, 2), printed, 1);
    expect(parseStoredCart(stored(JSON.stringify(lines)))).toEqual(lines);
  });

  it.each([
    ["nothing stored", null],
    ["empty string", ""],
    ["unreadable JSON", "{not json"],
    ["not an array", '{"items": []}'],
    ["a number", "42"],
    ["a line without a variant", '[{"product": {"id": "p", "title": "t", "image": null, "purchasable": true}, "quantity": 1}]'],
    ["a zero quantity", JSON.stringify([{ product: book, variant: digital, quantity: 0 }])],
    ["a fractional quantity", JSON.stringify([{ product: book, variant: digital, quantity: 1.5 }])],
    ["a price as text", JSON.stringify([{ product: book, variant: { ...digital, price_in_cents: "4900" }, quantity: 1 }])],
    ["the same variant twice", JSON.stringify([{ product: book, variant: digital, quantity: 1 }, { product: book, variant: digital, quantity: 1 }])],
    ["null entries", "[null]"],
  ])("gives an empty cart for %s", (_, raw) => {
    expect(parseStoredCart(stored(raw))).toEqual([]);
  });
});
