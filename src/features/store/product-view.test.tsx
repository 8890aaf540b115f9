import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { trackInto } from "~/test/track-into";
import type { PlanEntry } from "~/lib/measurement-plan";
import { CartProvider } from "~/features/cart/cart-context";
import { createCartStore } from "~/features/cart/cart-store";
import { en } from "~/content/product-view/en";
import { ProductView } from "./product-view";
import { reshapeProduct } from "~/features/store-api/reshape";
import type { RawProduct } from "~/features/store-api/wire";

const toast = vi.fn();
vi.mock("~/lib/toast", () => ({ toast: (...a: unknown[]) => toast(...a) }));
const send = vi.hoisted(() => vi.fn());
vi.mock("~/lib/analytics", async (original) => trackInto(send, await original()));
/** GA4's events so far: name, and each item's variant × quantity. */
const sent = () => send.mock.calls.map(([e]) => `${(e as PlanEntry).ga4.name} ${((e as PlanEntry).ga4.params.items as { item_variant: string; quantity: number }[]).map((i) => `${i.item_variant}×${i.quantity}`).join(" ")}`);

const usd = { code: "USD", symbol: "$", template: "$$1" };
const raw: RawProduct = {
  id: "prod_book",
  title: "Guest Welcome Book Template",
  subtitle: "A house manual guests actually read",
  description: '<p>Warm and ready.</p><script>window.__ran = true</script><img src="data:image/gif;base64,x" alt="" onerror="window.__ran = true">',
  ribbon_text: "Bestseller",
  media: [
    { url: "https://cdn/cover.svg", order: 0, type: "image" },
    { url: "https://cdn/spread.svg", order: 1, type: "image" },
    { url: "https://cdn/printed.svg", order: 2, type: "image" },
  ],
  variants: [
    { id: "var_digital", title: "Digital", prices: [{ amount: 4900, sale_amount: 2900, currency_code: "USD", currency: usd }], manage_inventory: false },
    {
      id: "var_printed",
      title: "Printed",
      image_url: "https://cdn/printed.svg",
      prices: [{ amount: 7900, sale_amount: null, currency_code: "USD", currency: usd }],
      manage_inventory: true,
      inventory_quantity: 3,
    },
  ],
  additional_info: [
    { id: "b", title: "Shipping", description: "<p>Ships fast.</p>", order: 2 },
    { id: "a", title: "What's inside", description: "<p>24 pages.</p>", order: 1 },
  ],
};

function setup(overrides: Partial<RawProduct> = {}) {
  const store = createCartStore({ storage: () => null, events: () => null });
  const product = reshapeProduct({ ...raw, ...overrides });
  render(
    <MemoryRouter>
      <CartProvider store={store}>
        <ProductView product={product} words={en} />
      </CartProvider>
    </MemoryRouter>,
  );
  return { store, user: userEvent.setup() };
}

const mainImage = () => within(screen.getByTestId("gallery")).getAllByRole("img")[0]!;

beforeEach(() => {
  toast.mockReset();
  send.mockReset();
});

describe("ProductView", () => {
  it("shows ribbon, title, subtitle, sale and struck-through prices, sanitized description and sorted info", async () => {
    setup();
    // DOMPurify loads on demand: the description appears once it has sanitized it.
    expect(await screen.findByText("Warm and ready.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Guest Welcome Book Template" })).toBeInTheDocument();
    expect(screen.getByTestId("ribbon")).toHaveTextContent("Bestseller");
    expect(screen.getByText("A house manual guests actually read")).toBeInTheDocument();
    expect(screen.getByTestId("price")).toHaveTextContent("$29.00");
    expect(screen.getByText("$49.00").tagName).toBe("S");
    expect(document.querySelector("[data-testid=product-view] script")).toBeNull();
    expect(document.querySelector("[onerror]")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["What's inside", "Shipping"]);
    expect(screen.getByRole("link", { name: /Back to Store/ })).toHaveAttribute("href", "/store");
  });

  it("renders HTML that was sanitized already (a prerendered page) as it is, at once", () => {
    const store = createCartStore({ storage: () => null, events: () => null });
    const product = reshapeProduct({ ...raw, description: "<p>Built and <strong>sanitized</strong>.</p>" });
    render(
      <MemoryRouter>
        <CartProvider store={store}>
          <ProductView product={product} words={en} sanitized />
        </CartProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText("sanitized").tagName).toBe("STRONG");
  });

  it("wraps the gallery arrows around and moves with dots", async () => {
    const { user } = setup();
    expect(mainImage()).toHaveAttribute("src", "https://cdn/cover.svg");
    await user.click(screen.getByRole("button", { name: "Previous image" }));
    expect(mainImage()).toHaveAttribute("src", "https://cdn/printed.svg");
    await user.click(screen.getByRole("button", { name: "Next image" }));
    expect(mainImage()).toHaveAttribute("src", "https://cdn/cover.svg");
    await user.click(screen.getByRole("button", { name: "Go to image 2" }));
    expect(mainImage()).toHaveAttribute("src", "https://cdn/spread.svg");
  });

  it("preselects the first style; choosing one with an image jumps the gallery to it and shows its stock", async () => {
    const { user } = setup();
    expect(screen.getByRole("radio", { name: "Digital" })).toBeChecked();
    expect(screen.queryByTestId("stock-status")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Printed" }));
    expect(mainImage()).toHaveAttribute("src", "https://cdn/printed.svg");
    expect(screen.getByTestId("price")).toHaveTextContent("$79.00");
    expect(screen.getByTestId("stock-status")).toHaveTextContent("3 in stock!");
  });

  it("keeps the quantity at 1 or more, warns past the stock and disables Add to Cart", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("radio", { name: "Printed" }));
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(screen.getByTestId("quantity")).toHaveTextContent("4");
    expect(screen.getByTestId("stock-status")).toHaveTextContent("Not enough stock. Only 3 left.");
    expect(screen.getByTestId("stock-status")).toHaveAttribute("data-kind", "short");
    expect(screen.getByRole("button", { name: /Add to Cart/ })).toBeDisabled();
  });

  it("adds to the cart with a toast, and refuses past the stock already in the cart", async () => {
    const { user, store } = setup();
    await user.click(screen.getByRole("radio", { name: "Printed" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: /Add to Cart/ }));
    expect(store.getSnapshot()[0]).toMatchObject({ quantity: 2, variant: { id: "var_printed" } });
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Added to Cart! 🛒", description: "Guest Welcome Book Template has been added to your cart." }));
    await user.click(screen.getByRole("button", { name: /Add to Cart/ }));
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: "Oh no! Something went wrong.",
        description: "Not enough stock for Guest Welcome Book Template (Printed). Only 3 left.",
        variant: "destructive",
      }),
    );
    expect(store.getSnapshot()[0]!.quantity).toBe(2);
  });

  it("tells analytics the product was seen once (its first style), and what went into the cart (the style and quantity added)", async () => {
    const { user } = setup();
    expect(sent()).toEqual(["view_item var_digital×1"]);
    await user.click(screen.getByRole("radio", { name: "Printed" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: /Add to Cart/ }));
    // A style chosen and a re-render are no second view; a refused add is no add.
    await user.click(screen.getByRole("button", { name: /Add to Cart/ }));
    await user.click(screen.getByRole("button", { name: /Add to Cart/ }));
    expect(sent()).toEqual(["view_item var_digital×1", "add_to_cart var_printed×2"]);
    expect((send.mock.calls[1]![0] as PlanEntry).ga4.params).toMatchObject({ value: 158, currency: "USD" });
  });

  it("says 'Currently unavailable' and disables Add to Cart for a product that is not purchasable", () => {
    setup({ purchasable: false });
    expect(screen.getByTestId("stock-status")).toHaveTextContent("Currently unavailable");
    expect(screen.getByRole("button", { name: /Add to Cart/ })).toBeDisabled();
  });

  it("shows a placeholder and no style selector for a product without images and with one variant", () => {
    setup({ media: [], variants: [raw.variants![0]!] });
    expect(screen.getByTestId("image-placeholder")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.queryByRole("button", { name: "Next image" })).toBeNull();
  });

  it("starts fresh for another product", async () => {
    const store = createCartStore({ storage: () => null, events: () => null });
    const a = reshapeProduct(raw);
    const b = reshapeProduct({ ...raw, id: "prod_other", title: "Other" });
    const { rerender } = render(
      <MemoryRouter>
        <CartProvider store={store}>
          <ProductView product={a} words={en} />
        </CartProvider>
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole("radio", { name: "Printed" }));
    await act(async () =>
      rerender(
        <MemoryRouter>
          <CartProvider store={store}>
            <ProductView product={b} words={en} />
          </CartProvider>
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole("radio", { name: "Digital" })).toBeChecked();
  });
});
