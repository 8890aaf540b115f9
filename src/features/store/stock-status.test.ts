import { describe, expect, it } from "vitest";
import { wrapIndex } from "./product-gallery";
import { en } from "~/content/product-view/en";
import { es } from "~/content/product-view/es";
import { stockStatus } from "./stock-status";

describe("stockStatus", () => {
  const managed = (n: number | null) => ({ manage_inventory: true, inventory_quantity: n });
  it("says 'Currently unavailable' when the product is not purchasable", () => {
    expect(stockStatus({ purchasable: false }, managed(5), 1, en.stock)).toEqual({ kind: "unavailable", text: "Currently unavailable", canAdd: false });
  });
  it("says 'Currently unavailable' for a variant whose store data failed validation, whatever its stock", () => {
    expect(stockStatus({ purchasable: true }, { manage_inventory: false, inventory_quantity: null, unavailable: "price -500" }, 1, en.stock)).toMatchObject({ kind: "unavailable", canAdd: false });
  });
  it("says '{n} in stock!' while the quantity fits managed stock", () => {
    expect(stockStatus({ purchasable: true }, managed(3), 3, en.stock)).toEqual({ kind: "in-stock", text: "3 in stock!", canAdd: true });
  });
  it("says 'Not enough stock. Only {n} left.' and blocks the add when the quantity exceeds it", () => {
    expect(stockStatus({ purchasable: true }, managed(3), 4, en.stock)).toEqual({ kind: "short", text: "Not enough stock. Only 3 left.", canAdd: false });
    expect(stockStatus({ purchasable: true }, managed(null), 1, en.stock)).toMatchObject({ text: "Not enough stock. Only 0 left." });
  });
  it("speaks the page's language", () => {
    expect(stockStatus({ purchasable: true }, managed(3), 4, es.stock).text).toBe("No hay suficientes existencias. Solo quedan 3.");
    expect(stockStatus({ purchasable: true }, managed(3), 1, es.stock).text).toBe("¡3 disponibles!");
    expect(stockStatus({ purchasable: true }, managed(1), 1, es.stock).text).toBe("¡1 disponible!");
    expect(stockStatus({ purchasable: true }, managed(1), 2, es.stock).text).toBe("No hay suficientes existencias. Solo queda 1.");
    expect(stockStatus({ purchasable: false }, managed(3), 1, es.stock).text).toBe("No disponible por el momento");
  });
  it("says nothing when stock is not managed", () => {
    expect(stockStatus({ purchasable: true }, { manage_inventory: false, inventory_quantity: null }, 50, en.stock)).toEqual({ kind: "unmanaged", text: null, canAdd: true });
  });
});

describe("gallery wrap-around", () => {
  it("goes from the last image to the first and back", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
