import type { Variant } from "~/features/store-api/types";
import type { CartProduct } from "~/features/cart/cart-core";

/** Test fixtures for the cart: a welcome book with a digital (on sale) and a printed (3 in stock) style. */
export const book: CartProduct = { id: "prod_book", title: "Guest Welcome Book Template", image: "/book.svg", purchasable: true };

export const digital: Variant = {
  id: "var_digital",
  title: "Digital",
  image_url: null,
  price_in_cents: 4900,
  sale_price_in_cents: 2900,
  price_in_cents_formatted: "$49.00",
  sale_price_in_cents_formatted: "$29.00",
  currency: "USD",
  manage_inventory: false,
  inventory_quantity: null,
};

export const printed: Variant = {
  ...digital,
  id: "var_printed",
  title: "Printed",
  price_in_cents: 7900,
  sale_price_in_cents: null,
  price_in_cents_formatted: "$79.00",
  sale_price_in_cents_formatted: null,
  manage_inventory: true,
  inventory_quantity: 3,
};
