import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CartButton } from "./cart-button";
import { CartDrawerMount } from "./cart-drawer-mount";
import { CartProvider } from "~/features/commerce/cart-context";
import { createCartStore } from "~/features/commerce/cart-store";
import { book, digital, printed } from "~/test/cart-fixtures";

const toast = vi.fn();
vi.mock("~/lib/toast", () => ({ toast: (...a: unknown[]) => toast(...a) }));
const createCheckout = vi.fn();
vi.mock("~/features/commerce/store-client", () => ({ createCheckout: (...a: unknown[]) => createCheckout(...a) }));

async function setup() {
  const store = createCartStore({ storage: () => null, events: () => null });
  render(
    <MemoryRouter>
      <CartProvider store={store}>
        <CartButton />
        <CartDrawerMount />
      </CartProvider>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  return { store, user };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /Open cart/ }));
  return screen.findByRole("dialog", { name: /Your Cart/ });
}

beforeEach(() => {
  toast.mockReset();
  createCheckout.mockReset();
  document.documentElement.lang = "en";
});

describe("cart button and drawer", () => {
  it("shows the item count and opens the drawer, which closes with Escape", async () => {
    const { store, user } = await setup();
    expect(screen.getByRole("button", { name: "Open cart, 0 items" })).toBeInTheDocument();
    act(() => store.add(book, digital, 2));
    expect(screen.getByRole("button", { name: "Open cart, 2 items" })).toBeInTheDocument();
    expect(screen.getByTestId("cart-count")).toHaveTextContent("2");
    await openDrawer(user);
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$58.00");
    await user.keyboard("{Escape}");
    expect(store.isDrawerOpen()).toBe(false);
  });

  it("changes quantities (never below 1, not past managed stock), removes lines and totals", async () => {
    const { store, user } = await setup();
    act(() => {
      store.add(book, digital, 1);
      store.add(book, printed, 2);
    });
    await openDrawer(user);
    expect(screen.getByRole("button", { name: "Decrease quantity of Guest Welcome Book Template (Digital)" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Increase quantity of Guest Welcome Book Template (Printed)" }));
    expect(store.getSnapshot()[1]!.quantity).toBe(3);
    expect(screen.getByRole("button", { name: "Increase quantity of Guest Welcome Book Template (Printed)" })).toBeDisabled();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$266.00"); // 29 + 3 × 79
    await user.click(screen.getByRole("button", { name: "Decrease quantity of Guest Welcome Book Template (Printed)" }));
    expect(store.getSnapshot()[1]!.quantity).toBe(2);
    await user.click(screen.getByRole("button", { name: "Remove Guest Welcome Book Template (Digital) from cart" }));
    expect(store.getSnapshot().map((l) => l.variant.id)).toEqual(["var_printed"]);
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$158.00");
  });

  it("blocks checkout of an empty cart with a toast", async () => {
    const { user } = await setup();
    await openDrawer(user);
    expect(screen.getByText("Your cart is empty.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Your cart is empty", description: "Add some products to your cart before checking out.", variant: "destructive" }));
    expect(createCheckout).not.toHaveBeenCalled();
  });

  it("checks out: posts the lines with success and cancel URLs and the page's locale, clears the cart, goes to the URL", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: "http://localhost:3000/airbnb-mexico-offer", origin: "http://localhost:3000" });
    document.documentElement.lang = "es";
    createCheckout.mockResolvedValue({ url: "http://localhost:3000/store-api/hosted-checkout/cs_1" });
    const { store, user } = await setup();
    act(() => store.add(book, printed, 2));
    await openDrawer(user);
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(createCheckout).toHaveBeenCalledWith([{ variant_id: "var_printed", quantity: 2 }], {
      locale: "es",
      successUrl: "http://localhost:3000/success",
      cancelUrl: "http://localhost:3000/airbnb-mexico-offer",
    });
    expect(store.getSnapshot()).toEqual([]);
    expect(assign).toHaveBeenCalledWith("http://localhost:3000/store-api/hosted-checkout/cs_1");
    vi.unstubAllGlobals();
  });

  it("keeps the cart and says so when checkout fails", async () => {
    createCheckout.mockRejectedValue(new Error("HTTP 400: Bad Request"));
    const { store, user } = await setup();
    act(() => store.add(book, digital, 1));
    await openDrawer(user);
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Checkout Error", description: "There was a problem initializing checkout. Please try again.", variant: "destructive" }),
    );
    expect(store.getSnapshot()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Checkout" })).toBeEnabled();
  });
});
