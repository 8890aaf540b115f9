import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { en as viewEn } from "~/content/product-view/en";
import { es as viewEs } from "~/content/product-view/es";
import { en as storeEn } from "~/content/store/en";
import { es as storeEs } from "~/content/store/es";
import { CartProvider } from "~/features/cart/cart-context";
import { createCartStore } from "~/features/cart/cart-store";
import { reshapeProduct } from "~/features/store-api/reshape";
import { toastStore } from "~/lib/toast";
import { toCardProduct } from "./live-fields";
import { ProductCard } from "./product-card";

const usd = { code: "USD", symbol: "$", template: "$$1" };
const product = toCardProduct(
  reshapeProduct({
    id: "prod_book",
    title: "Guest Welcome Book Template",
    subtitle: "A house manual guests actually read",
    description: "<p>Warm.</p>",
    ribbon_text: "Bestseller",
    media: [],
    variants: [{ id: "var_digital", title: "Digital", prices: [{ amount: 4900, sale_amount: 2900, currency_code: "USD", currency: usd }], manage_inventory: false }],
    additional_info: [],
  }),
);

function renderAt(path: string, lang: "en" | "es", shown = product) {
  const store = createCartStore({ storage: () => null, events: () => null });
  const element = (
    <CartProvider store={store}>
      <ProductCard product={shown} words={(lang === "es" ? storeEs : storeEn).card} productWords={lang === "es" ? viewEs : viewEn} />
    </CartProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path, element }], { initialEntries: [path] })} />);
}

/** A store card in the page's language (issue 23): the store's chrome and link, the catalogue's words marked as English. */
describe("ProductCard", () => {
  it("on /es/tienda: links to /es/producto/{id}, prices in USD (never a bare $), the store's English words marked lang=en", () => {
    renderAt("/es/tienda", "es");
    const title = screen.getByRole("link", { name: "Guest Welcome Book Template" });
    expect(title).toHaveAttribute("href", "/es/producto/prod_book");
    expect(title.closest("h2")).toHaveAttribute("lang", "en");
    expect(screen.getByText("A house manual guests actually read")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Bestseller")).toHaveAttribute("lang", "en");
    expect(screen.getByTestId("price-badge")).toHaveTextContent(/USD\s29\.00/);
    expect(screen.getByTestId("price-badge")).not.toHaveTextContent("$");
    expect(screen.getByRole("button", { name: "Agregar al carrito: Guest Welcome Book Template" })).toBeInTheDocument();
  });

  it("on /store: the spec's words and the store's own price strings, nothing marked", () => {
    renderAt("/store", "en");
    const title = screen.getByRole("link", { name: "Guest Welcome Book Template" });
    expect(title).toHaveAttribute("href", "/product/prod_book");
    expect(title.closest("h2")).not.toHaveAttribute("lang");
    expect(screen.getByTestId("price-badge")).toHaveTextContent("$29.00");
    expect(screen.getByRole("button", { name: "Add to Cart: Guest Welcome Book Template" })).toBeInTheDocument();
  });

  it("says the cart's refusal in the page's language: the last unit already in the cart, on /es/tienda", () => {
    const lastOne = { ...product, variants: product.variants.map((v) => ({ ...v, manage_inventory: true, inventory_quantity: 1 })) };
    renderAt("/es/tienda", "es", lastOne);
    const add = screen.getByRole("button", { name: "Agregar al carrito: Guest Welcome Book Template" });
    fireEvent.click(add);
    expect(toastStore.getSnapshot().at(-1)?.variant).not.toBe("destructive");
    fireEvent.click(add);
    const shown = toastStore.getSnapshot().at(-1);
    expect(shown?.variant).toBe("destructive");
    expect(shown?.description).toBe("No hay suficientes existencias de Guest Welcome Book Template (Digital). Solo queda 1.");
  });
});
