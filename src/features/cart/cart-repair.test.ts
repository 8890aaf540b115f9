import { describe, expect, it } from "vitest";
import type { Product } from "~/features/store-api/types";
import { en } from "~/content/cart/en";
import { es } from "~/content/cart/es";
import { book, digital, printed } from "~/test/cart-fixtures";
import { MAX_LINE_QUANTITY, type CartLine } from "./cart-core";
import { cartRepairMessage, findCartRepairs } from "./cart-repair";

const inStore = (variants = [digital, printed], extra: Partial<Product> = {}) => [{ ...book, variants, ...extra } as unknown as Product];
const line = (variant = digital, quantity = 1): CartLine => ({ product: book, variant, quantity });

describe("findCartRepairs", () => {
  it("finds nothing to repair in a cart the store accepts", () => {
    expect(findCartRepairs([line(digital, 2), line(printed, 3)], inStore())).toEqual([]);
  });

  it("removes a line whose product or variant is gone, naming it", () => {
    expect(findCartRepairs([line(digital)], [])).toEqual([{ kind: "removed", variantId: "var_digital", name: "Guest Welcome Book Template (Digital)", reason: "gone" }]);
    expect(findCartRepairs([line(digital), line(printed)], inStore([printed]))).toEqual([{ kind: "removed", variantId: "var_digital", name: "Guest Welcome Book Template (Digital)", reason: "gone" }]);
  });

  it("removes a line that can no longer be bought: not purchasable, sold out, or failing the store data's validation", () => {
    expect(findCartRepairs([line(digital)], inStore([digital], { purchasable: false }))).toMatchObject([{ kind: "removed", reason: "unavailable" }]);
    expect(findCartRepairs([line(printed)], inStore([{ ...printed, inventory_quantity: 0 }]))).toMatchObject([{ kind: "removed", reason: "unavailable" }]);
    expect(findCartRepairs([line(digital)], inStore([{ ...digital, unavailable: "negative price" }]))).toMatchObject([{ kind: "removed", reason: "unavailable" }]);
  });

  it("lowers a quantity above the stock, or above the cap when the store does not count stock", () => {
    expect(findCartRepairs([line(printed, 5)], inStore())).toEqual([{ kind: "lowered", variantId: "var_printed", name: "Guest Welcome Book Template (Printed)", from: 5, to: 3 }]);
    expect(findCartRepairs([line(digital, 1e9)], inStore())).toEqual([{ kind: "lowered", variantId: "var_digital", name: "Guest Welcome Book Template (Digital)", from: 1e9, to: MAX_LINE_QUANTITY }]);
  });

  it("names a product's only variant by the product alone", () => {
    expect(findCartRepairs([line({ ...digital, title: "Default" })], [])[0]).toMatchObject({ name: "Guest Welcome Book Template" });
  });
});

describe("cartRepairMessage", () => {
  it("says what was done, in the page's language", () => {
    const removed = { kind: "removed", variantId: "v", name: "Poster", reason: "gone" } as const;
    expect(cartRepairMessage(removed, en.toasts.repaired)).toBe("Poster is no longer in the store and was removed from your cart.");
    expect(cartRepairMessage({ ...removed, reason: "unavailable" }, es.toasts.repaired)).toBe("Poster no está disponible por ahora y se quitó de su carrito.");
    expect(cartRepairMessage({ kind: "lowered", variantId: "v", name: "Poster", from: 120, to: 99 }, en.toasts.repaired)).toBe("Only 99 of Poster can be ordered, so the quantity was lowered to 99.");
  });
});
