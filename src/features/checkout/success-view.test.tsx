import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { trackInto } from "~/test/track-into";
import { CartProvider } from "~/features/cart/cart-context";
import { createCartStore } from "~/features/cart/cart-store";
import { book, digital, printed } from "~/test/cart-fixtures";
import { KIT_CHECKOUT_STORAGE } from "./pending-kit-checkout";
import { createPendingStoreCheckout, saveStoreCheckout, STORE_CHECKOUTS_STORAGE } from "./pending-store-checkout";
import { en as successEn } from "~/content/success/en";
import { es as successEs } from "~/content/success/es";
import { SuccessView } from "./success-view";
import type { PlanEntry } from "~/lib/measurement-plan";

const send = vi.hoisted(() => vi.fn());
vi.mock("~/lib/analytics", async (original) => trackInto(send, await original()));
/** What each send gave GA4. */
const sent = () => send.mock.calls.map(([entry]) => (entry as PlanEntry).ga4);

function renderAt(url: string, store = createCartStore({ storage: () => localStorage, events: () => null }), t = successEn) {
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <CartProvider store={store}>
        <SuccessView words={t} />
      </CartProvider>
    </MemoryRouter>,
  );
  return { ...view, store };
}

beforeEach(() => {
  send.mockClear();
  sessionStorage.clear();
  localStorage.clear();
});

function leftForStripe(kitId: "basic" | "pro" | "complete", priceId = "price_x", startedAt = Date.now()) {
  sessionStorage.setItem(KIT_CHECKOUT_STORAGE.key, JSON.stringify({ kind: "kit", kitId, priceId, clientReferenceId: "launchkit_1", startedAt }));
}

describe("SuccessView after a launch kit", () => {
  it("shows 'Payment Successful!', the kit this tab paid for with its next steps, and the first 12 characters of the session id", async () => {
    leftForStripe("complete");
    renderAt("/checkout-success?kit=complete&session_id=cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV");
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
    expect(screen.getByTestId("purchased-kit")).toHaveTextContent("You bought Complete Setup + Brand Boost.");
    expect(screen.getByTestId("next-steps")).toHaveTextContent("1-hour launch coaching call");
    expect(screen.getByText("Order Confirmation ID")).toBeInTheDocument();
    expect(screen.getByTestId("order-confirmation-id")).toHaveTextContent(/^cs_test_a1B2$/);
    expect(screen.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Explore All Services" })).toHaveAttribute("href", "/all-services");
  });

  it("takes a buyer who paid from a Spanish page on from Stripe's English return to /es/pago-exitoso, and confirms and counts the sale there once", async () => {
    sessionStorage.setItem(
      KIT_CHECKOUT_STORAGE.key,
      JSON.stringify({ kind: "kit", kitId: "complete", priceId: "price_x", clientReferenceId: "launchkit_1", startedAt: Date.now(), lang: "es" }),
    );
    function Where() {
      const { pathname, search } = useLocation();
      return <p data-testid="where">{pathname + search}</p>;
    }
    const query = "?kit=complete&session_id=cs_test_spanishBuyer0000000001";
    render(
      <MemoryRouter initialEntries={[`/checkout-success${query}`]}>
        <CartProvider store={createCartStore({ storage: () => localStorage, events: () => null })}>
          <Routes>
            <Route path="/checkout-success" element={<SuccessView words={successEn} />} />
            <Route path="/es/pago-exitoso" element={<SuccessView words={successEs} />} />
          </Routes>
          <Where />
        </CartProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "¡Pago realizado con éxito!" })).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent(`/es/pago-exitoso${query}`);
    expect(screen.getByTestId("purchased-kit")).toHaveTextContent("Usted compró Complete Setup + Brand Boost.");
    expect(screen.queryByText("Payment Successful!")).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(KIT_CHECKOUT_STORAGE.key)!)).toMatchObject({ sessionId: "cs_test_spanishBuyer0000000001", lang: "es" });
  });

  it("copies the whole session id", async () => {
    leftForStripe("basic");
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderAt("/checkout-success?kit=basic&session_id=cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV");
    await user.click(await screen.findByRole("button", { name: "Copy the full confirmation ID" }));
    expect(writeText).toHaveBeenCalledWith("cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV");
    expect(screen.getByTestId("copy-confirmation-id")).toHaveTextContent("Copied");
  });

  it("sends purchase with the kit's value once, shows the receipt again on a reload, and nothing for another session id", async () => {
    // As the previous release's checkout page wrote it (no `kind`): still read.
    sessionStorage.setItem(KIT_CHECKOUT_STORAGE.key, JSON.stringify({ kitId: "pro", priceId: "price_1RkProGuestOps999", clientReferenceId: "launchkit_1", startedAt: Date.now() }));
    const first = renderAt("/checkout-success?session_id=cs_test_repeatableSession0001");
    expect(await screen.findByTestId("purchased-kit")).toHaveTextContent("Pro Setup + 30-Day Guest Ops");
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent()).toEqual([{ name: "purchase", params: expect.objectContaining({ value: 999, transaction_id: "cs_test_repeatableSession0001" }) }]);
    expect(JSON.parse(sessionStorage.getItem(KIT_CHECKOUT_STORAGE.key)!)).toMatchObject({ sessionId: "cs_test_repeatableSession0001" });
    first.unmount();
    // The tracking memory forgotten too: the confirmed checkout alone keeps the count at one.
    for (const k of Object.keys(sessionStorage)) if (k.startsWith("launchkit-purchase-tracked:")) sessionStorage.removeItem(k);
    const reload = renderAt("/checkout-success?session_id=cs_test_repeatableSession0001");
    await screen.findByTestId("kit-success");
    expect(send).toHaveBeenCalledTimes(1);
    reload.unmount();
    renderAt("/checkout-success?kit=pro&session_id=cs_test_madeUpAfterwards0001");
    expect(await screen.findByRole("heading", { level: 1, name: "No recent purchase found" })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("SuccessView with nothing to confirm", () => {
  it.each([
    "/success",
    "/checkout-success",
    "/checkout-success?session_id=",
    "/checkout-success?kit=pro",
    "/success?checkout=unknown0000001",
    "/checkout-success?kit=pro&session_id=anything",
    "/checkout-success?kit=pro&session_id=cs_test_a1B2c3D4e5F6g7H8i9J0kLmN",
  ])(
    "%s says no recent purchase was found, never 'Payment Successful!', and counts no sale",
    async (url) => {
      const { unmount } = renderAt(url);
      expect(await screen.findByRole("heading", { level: 1, name: "No recent purchase found" })).toBeInTheDocument();
      expect(screen.queryByText(/Payment Successful/)).toBeNull();
      expect(screen.getByText(/your order confirmation is in your e-mail/)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Visit the store" })).toHaveAttribute("href", "/store");
      expect(screen.getByRole("link", { name: "See launch kit pricing" })).toHaveAttribute("href", "/pricing");
      expect(screen.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", expect.stringMatching(/^mailto:/));
      expect(send).not.toHaveBeenCalled();
      unmount();
    },
  );
});

describe("SuccessView after a store checkout", () => {
  function startCheckout(lang: "en" | "es" = "en") {
    const pending = createPendingStoreCheckout(
      [
        { product: book, variant: digital, quantity: 2 },
        { product: book, variant: printed, quantity: 1 },
      ],
      { lang, id: "pc_test_00000001" },
    );
    saveStoreCheckout(pending);
    return pending;
  }

  it("lists what was bought with the total, takes exactly those lines out of the cart, and keeps the receipt for a reload", async () => {
    startCheckout();
    const store = createCartStore({ storage: () => localStorage, events: () => null });
    act(() => {
      store.add(book, digital, 2);
      store.add(book, printed, 1);
      store.add({ ...book, id: "prod_other", title: "Added in another tab" }, { ...digital, id: "var_other" }, 1);
    });
    const first = renderAt("/success?checkout=pc_test_00000001", store);
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
    const lines = screen.getAllByTestId("receipt-line");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent("Guest Welcome Book Template");
    expect(lines[0]).toHaveTextContent("Digital · Qty 2 · $29.00 each");
    expect(lines[0]).toHaveTextContent("$58.00");
    expect(lines[1]).toHaveTextContent("Printed · Qty 1");
    expect(screen.getByTestId("receipt-total")).toHaveTextContent("$137.00");
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/store");
    expect(screen.getByRole("link", { name: /@/ })).toHaveAttribute("href", expect.stringMatching(/^mailto:/));
    await waitFor(() => expect(store.getSnapshot().map((l) => l.variant.id)).toEqual(["var_other"]));
    expect(sent()).toEqual([{ name: "purchase", params: expect.objectContaining({ value: 137, transaction_id: expect.any(String) }) }]);
    expect((sent()[0]!.params.items as { quantity: number }[]).map((i) => i.quantity)).toEqual([2, 1]);
    expect(JSON.parse(localStorage.getItem(STORE_CHECKOUTS_STORAGE.key)!)[0].confirmedAt).toEqual(expect.any(Number));
    first.unmount();

    // A reload (here, in another tab: this tab's tracking memory forgotten) shows the same receipt,
    // takes nothing more out of the cart and counts no second sale.
    sessionStorage.clear();
    act(() => store.add(book, digital, 1));
    renderAt("/success?checkout=pc_test_00000001", store);
    expect(await screen.findAllByTestId("receipt-line")).toHaveLength(2);
    expect(store.getSnapshot().map((l) => [l.variant.id, l.quantity])).toEqual([
      ["var_other", 1],
      ["var_digital", 1],
    ]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("speaks Spanish on the Spanish success page, with es-MX amounts and dates", async () => {
    startCheckout("es");
    renderAt("/es/compra-exitosa?checkout=pc_test_00000001", undefined, successEs);
    expect(await screen.findByRole("heading", { level: 1, name: "¡Pago realizado con éxito!" })).toBeInTheDocument();
    expect(screen.getAllByTestId("receipt-line")[0]).toHaveTextContent("Digital · Cant. 2 · USD 29.00 c/u");
    expect(screen.getByTestId("receipt-total")).toHaveTextContent("USD 137.00");
    expect(screen.getByTestId("ordered-at")).toHaveTextContent(/^Pedido realizado el \d{1,2} de [a-z]+ de \d{4}/);
    expect(screen.getByRole("link", { name: "Seguir comprando" })).toBeInTheDocument();
  });
});
