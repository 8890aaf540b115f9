import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { trackInto } from "~/test/track-into";
import { CartButton } from "./cart-button";
import { CartDrawerMount } from "./cart-drawer-mount";
import { CartProvider } from "~/features/cart/cart-context";
import { createCartStore } from "~/features/cart/cart-store";
import { STORE_CHECKOUTS_STORAGE } from "~/features/checkout/pending-store-checkout";
import { book, digital, printed } from "~/test/cart-fixtures";
import { PageWords } from "~/test/page-words";
import type { PlanEntry } from "~/lib/measurement-plan";
import { validatePlanEntry } from "~/lib/measurement-plan-validate";

const toast = vi.fn();
const dismissed: number[] = [];
vi.mock("~/lib/toast", () => ({
  toast: (...a: unknown[]) => toast(...a),
  // One "Added to Cart!" toast showing as the drawer opens (issue 27: opening the cart closes it).
  toastStore: { getSnapshot: () => [{ id: 7, open: true }], dismiss: (id: number) => dismissed.push(id) },
}));
const createCheckout = vi.fn();
const listProducts = vi.fn();
vi.mock("~/features/store-api/store-client", () => ({
  createCheckout: (...a: unknown[]) => createCheckout(...a),
  listProducts: (...a: unknown[]) => listProducts(...a),
}));
const send = vi.hoisted(() => vi.fn());
vi.mock("~/lib/analytics", async (original) => trackInto(send, await original()));
/** What GA4 was sent: each event's name, and its items' variant and quantity. */
const sentEvents = () =>
  send.mock.calls.map(([e]) => {
    const { name, params } = (e as PlanEntry).ga4;
    return [name, (params.items as { item_variant: string; quantity: number }[]).map((i) => `${i.item_variant}×${i.quantity}`).join(" "), params.value];
  });

/** What the store answers for the cart's products just before checkout. */
const storeHas = (variants = [digital, printed], product = book) => listProducts.mockResolvedValue({ products: [{ ...product, variants }] });

async function setup(url = "/store") {
  const store = createCartStore({ storage: () => null, events: () => null });
  render(
    <MemoryRouter initialEntries={[url]}>
      <PageWords path={url}>
        <CartProvider store={store}>
          <CartButton />
          <CartDrawerMount />
        </CartProvider>
      </PageWords>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  return { store, user };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /Open cart/ }));
  // The drawer is a lazy chunk: its first import is compiled on demand, slow on a loaded machine.
  return screen.findByRole("dialog", { name: /Your Cart/ }, { timeout: 5000 });
}

beforeEach(() => {
  send.mockReset();
  toast.mockReset();
  createCheckout.mockReset();
  listProducts.mockReset();
  storeHas();
  localStorage.clear();
});

describe("cart button and drawer", () => {
  it("shows the item count and opens the drawer, which closes with Escape", async () => {
    const { store, user } = await setup();
    expect(screen.getByRole("button", { name: "Open cart, 0 items" })).toBeInTheDocument();
    act(() => store.add(book, digital, 2));
    expect(screen.getByRole("button", { name: "Open cart, 2 items" })).toBeInTheDocument();
    expect(screen.getByTestId("cart-count")).toHaveTextContent("2");
    dismissed.length = 0;
    await openDrawer(user);
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$58.00");
    // Opening the cart closes the open toast, and moves any new one clear of the drawer (app.css).
    expect(dismissed).toEqual([7]);
    expect(document.documentElement).toHaveAttribute("data-overlay-open");
    await user.keyboard("{Escape}");
    expect(store.isDrawerOpen()).toBe(false);
    await vi.waitFor(() => expect(document.documentElement).not.toHaveAttribute("data-overlay-open"));
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
    // The disabled "+" says why.
    expect(screen.getByRole("button", { name: "Increase quantity of Guest Welcome Book Template (Printed)" })).toHaveAccessibleDescription("Only 3 left");
    expect(screen.getAllByTestId("quantity-limit")).toHaveLength(1);
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$266.00"); // 29 + 3 × 79
    await user.click(screen.getByRole("button", { name: "Decrease quantity of Guest Welcome Book Template (Printed)" }));
    expect(store.getSnapshot()[1]!.quantity).toBe(2);
    expect(screen.queryByTestId("quantity-limit")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove Guest Welcome Book Template (Digital) from cart" }));
    expect(store.getSnapshot().map((l) => l.variant.id)).toEqual(["var_printed"]);
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$158.00");
  });

  it("tells analytics what the visitor did: the cart viewed, the units added or taken out (the delta), a line removed, the cart cleared", async () => {
    const { store, user } = await setup();
    act(() => {
      store.add(book, digital, 1);
      store.add(book, printed, 1);
    });
    await openDrawer(user);
    await user.click(screen.getByRole("button", { name: "Increase quantity of Guest Welcome Book Template (Printed)" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity of Guest Welcome Book Template (Printed)" }));
    await user.click(screen.getByRole("button", { name: "Decrease quantity of Guest Welcome Book Template (Printed)" }));
    await user.click(screen.getByRole("button", { name: "Remove Guest Welcome Book Template (Digital) from cart" }));
    await user.click(screen.getByRole("button", { name: "Clear cart" }));
    expect(sentEvents()).toEqual([
      ["view_cart", "var_digital×1 var_printed×1", 108],
      ["add_to_cart", "var_printed×1", 79],
      ["add_to_cart", "var_printed×1", 79],
      ["remove_from_cart", "var_printed×1", 79],
      ["remove_from_cart", "var_digital×1", 29],
      ["remove_from_cart", "var_printed×2", 158],
    ]);
    for (const [e] of send.mock.calls) expect(validatePlanEntry(e as PlanEntry)).toEqual([]);
    expect(send.mock.calls.map(([e]) => (e as PlanEntry).meta?.name ?? null)).toEqual([null, "AddToCart", "AddToCart", null, null, null]);
  });

  it("sends begin_checkout with the cart's lines once the store took the checkout", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: "http://localhost:3000/store", origin: "http://localhost:3000" });
    createCheckout.mockResolvedValue({ url: "http://localhost:3000/store-api/hosted-checkout/cs_1", id: null });
    const { store, user } = await setup();
    act(() => store.add(book, printed, 2));
    await openDrawer(user);
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(assign).toHaveBeenCalled();
    expect(sentEvents()).toEqual([
      ["view_cart", "var_printed×2", 158],
      ["begin_checkout", "var_printed×2", 158],
    ]);
    expect((send.mock.calls[1]![0] as PlanEntry).meta).toMatchObject({ name: "InitiateCheckout", params: { num_items: 2, value: 158, currency: "USD" } });
    vi.unstubAllGlobals();
  });

  it("blocks checkout of an empty cart with a toast", async () => {
    const { user } = await setup();
    await openDrawer(user);
    expect(screen.getByText("Your cart is empty.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Your cart is empty", description: "Add some products to your cart before checking out.", variant: "destructive" }));
    expect(createCheckout).not.toHaveBeenCalled();
  });

  it("checks out: posts the lines with a success URL naming the pending checkout, remembers it, keeps the cart, goes to the URL", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: "http://localhost:3000/store", origin: "http://localhost:3000" });
    createCheckout.mockResolvedValue({ url: "http://localhost:3000/store-api/hosted-checkout/cs_1", id: null });
    const { store, user } = await setup();
    act(() => store.add(book, printed, 2));
    await openDrawer(user);
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    const [items, options] = createCheckout.mock.calls[0]!;
    expect(items).toEqual([{ variant_id: "var_printed", quantity: 2 }]);
    expect(options).toEqual({ locale: "en", successUrl: expect.stringMatching(/^http:\/\/localhost:3000\/success\?checkout=[a-z0-9]{16}$/), cancelUrl: "http://localhost:3000/store" });
    const pending = JSON.parse(localStorage.getItem(STORE_CHECKOUTS_STORAGE.key)!)[0];
    expect(options.successUrl.endsWith(`?checkout=${pending.id}`)).toBe(true);
    expect(pending).toMatchObject({ kind: "store", lines: [{ variantId: "var_printed", quantity: 2, unitPriceCents: 7900 }], totalCents: 15800, lang: "en", confirmedAt: null });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith("http://localhost:3000/store-api/hosted-checkout/cs_1");
    vi.unstubAllGlobals();
  });

  it("on a Spanish page: Spanish words and amounts, locale 'es', and the Spanish success page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: "http://localhost:3000/es/oferta-airbnb-mexico", origin: "http://localhost:3000" });
    createCheckout.mockResolvedValue({ url: "http://localhost:3000/store-api/hosted-checkout/cs_2", id: "cs_2" });
    const { store, user } = await setup("/es/oferta-airbnb-mexico");
    act(() => store.add(book, printed, 3));
    expect(screen.getByRole("button", { name: "Abrir el carrito, 3 artículos" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Abrir el carrito/ }));
    const drawer = await screen.findByRole("dialog", { name: /Su carrito/ }, { timeout: 5000 });
    expect(drawer).toHaveTextContent("Solo quedan 3");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("USD 237.00");
    expect(screen.queryByRole("link", { name: "Guest Welcome Book Template" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Ir a pagar" }));
    expect(createCheckout.mock.calls[0]![1]).toMatchObject({ locale: "es", successUrl: expect.stringMatching(/^http:\/\/localhost:3000\/es\/compra-exitosa\?checkout=/) });
    expect(JSON.parse(localStorage.getItem(STORE_CHECKOUTS_STORAGE.key)!)[0]).toMatchObject({ checkoutId: "cs_2", lang: "es" });
    vi.unstubAllGlobals();
  });

  it("back from the hosted checkout through the back/forward cache: Checkout is usable again", async () => {
    vi.stubGlobal("location", { ...window.location, assign: vi.fn(), href: "http://localhost:3000/store", origin: "http://localhost:3000" });
    createCheckout.mockResolvedValue({ url: "http://localhost:3000/store-api/hosted-checkout/cs_3", id: null });
    const { store, user } = await setup();
    act(() => store.add(book, digital, 1));
    await openDrawer(user);
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    const leaving = screen.getByRole("button", { name: /Redirecting/ });
    expect(leaving).toBeDisabled();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    });
    expect(screen.getByRole("button", { name: "Checkout" })).toBeEnabled();
    expect(store.getSnapshot()).toHaveLength(1);
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

  it("repairs the cart before checkout: a line the store no longer has is removed and named, an excess lowered, and checkout waits", async () => {
    storeHas([{ ...printed, inventory_quantity: 2 }]);
    const { store, user } = await setup();
    act(() => {
      store.add(book, digital, 1);
      store.add(book, printed, 3);
    });
    await openDrawer(user);
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(listProducts).toHaveBeenCalledWith(expect.objectContaining({ ids: ["prod_book"] }));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: "Your cart was updated. Please review it and check out again.",
      description:
        "Guest Welcome Book Template (Digital) is no longer in the store and was removed from your cart. Only 2 of Guest Welcome Book Template (Printed) can be ordered, so the quantity was lowered to 2.",
      variant: "destructive",
    });
    expect(store.getSnapshot().map((l) => [l.variant.id, l.quantity])).toEqual([["var_printed", 2]]);
    expect(createCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Checkout" })).toBeEnabled();
  });
});
