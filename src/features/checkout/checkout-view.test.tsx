import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackInto } from "~/test/track-into";
import { en as checkoutCopy } from "~/content/checkout/en";
import { es as checkoutEs } from "~/content/checkout/es";
import { kitsIn } from "~/content/kits";
import { formatDollars, formatDollarsExact } from "~/lib/money";
import { toastStore } from "~/lib/toast";
import { KIT_CHECKOUT_STORAGE } from "./pending-kit-checkout";
import { CheckoutView } from "./checkout-view";
import type { PlanEntry } from "~/lib/measurement-plan";

const send = vi.hoisted(() => vi.fn());
vi.mock("~/lib/analytics", async (original) => trackInto(send, await original()));
/** The GA4 names sent, in order. */
const sent = () => send.mock.calls.map(([entry]) => (entry as PlanEntry).ga4.name);

const { guarantee: checkoutGuarantee, testimonials: checkoutTestimonials } = checkoutCopy;
const kit = kitsIn(checkoutCopy.kits).find((k) => k.id === "complete")!;

function renderView(paymentLink: string, leave = vi.fn()) {
  render(
    <MemoryRouter>
      <CheckoutView kit={kit} words={checkoutCopy} paymentLink={paymentLink} leave={leave} />
    </MemoryRouter>,
  );
  return { leave, button: () => screen.getByRole("button", { name: /Proceed to Secure Payment|Processing\.\.\./ }) };
}

const lastToast = () => toastStore.getSnapshot()[0];

beforeEach(() => {
  send.mockClear();
  sessionStorage.clear();
  for (const t of toastStore.getSnapshot()) toastStore.remove(t.id);
});
afterEach(() => vi.useRealTimers());

describe("CheckoutView", () => {
  it("shows the kit, the order summary, the guarantee, two testimonials and the legal links", () => {
    renderView("/local-stripe/pay/test_launchkit_complete");
    expect(screen.getByRole("heading", { level: 1, name: kit.name })).toBeInTheDocument();
    expect(screen.getByTestId("kit-price")).toHaveTextContent("$799");
    expect(screen.getByRole("img", { name: kit.image.alt })).toHaveAttribute("src", kit.image.src);
    for (const f of kit.features) expect(screen.getByText(f)).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: checkoutCopy.orderSummary });
    expect(summary).toHaveTextContent(`${kit.name}$799.00`);
    expect(summary).toHaveTextContent("Service Fee$0.00");
    expect(screen.getByTestId("order-total")).toHaveTextContent("$799.00");
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("heading", { name: checkoutGuarantee.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: checkoutGuarantee.linkLabel })).toHaveAttribute("href", "/refund-policy");
    for (const t of checkoutTestimonials) expect(screen.getByText(t.author)).toBeInTheDocument();
    expect(checkoutTestimonials).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Back to Pricing" })).toHaveAttribute("href", "/pricing");
  });

  it("without a Payment Link: the button is disabled and the page says checkout isn't available yet", async () => {
    const { leave, button } = renderView("");
    expect(button()).toBeDisabled();
    expect(screen.getByText(checkoutCopy.unavailable.title)).toBeVisible();
    expect(screen.getByRole("link", { name: /Book a free call/ })).toHaveAttribute("target", "_blank");
    await userEvent.click(button());
    expect(leave).not.toHaveBeenCalled();
    // The kit was seen; no checkout began.
    expect(sent()).toEqual(["view_item"]);
  });

  it("pays: 'Processing...', begin_checkout, and leaves for the link with client_reference_id", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1767225600123 });
    const { leave, button } = renderView("/local-stripe/pay/test_launchkit_complete");
    expect(screen.queryByText(checkoutCopy.unavailable.title)).toBeNull();
    await userEvent.click(button());
    expect(leave).toHaveBeenCalledTimes(1);
    const url = new URL(leave.mock.calls[0]![0] as string);
    expect(url.pathname).toBe("/local-stripe/pay/test_launchkit_complete");
    expect(url.searchParams.get("client_reference_id")).toBe("launchkit_1767225600123");
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent("Processing...");
    expect(sent()).toEqual(["view_item", "begin_checkout"]);
    const begin = send.mock.calls[1]![0] as PlanEntry;
    expect(begin.ga4.params).toMatchObject({ value: 799, currency: "USD", items: [{ item_id: kit.stripePriceId, item_name: kit.name, price: 799, quantity: 1 }] });
    expect(begin.meta).toMatchObject({ name: "InitiateCheckout", method: "track" });
    expect(JSON.parse(sessionStorage.getItem(KIT_CHECKOUT_STORAGE.key)!)).toMatchObject({ kind: "kit", kitId: "complete", clientReferenceId: "launchkit_1767225600123" });
  });

  it("a malformed link gives the 'Checkout Error' toast and stays on the page", async () => {
    const { leave, button } = renderView("buy.stripe.com/test_missing_scheme");
    expect(button()).toBeEnabled();
    await userEvent.click(button());
    expect(leave).not.toHaveBeenCalled();
    expect(lastToast()).toMatchObject({ title: "Checkout Error", variant: "destructive" });
    expect(lastToast()?.description).toMatch(/price ID and its Payment Link configuration/);
    expect(button()).toHaveTextContent(checkoutCopy.payButton);
    expect(button()).toBeEnabled();
  });

  it("when leaving fails, shows the error and makes the button usable again", async () => {
    const leave = vi.fn(() => {
      throw new Error("Navigation blocked");
    });
    const { button } = renderView("https://buy.stripe.com/test_abc", leave);
    await userEvent.click(button());
    expect(lastToast()).toMatchObject({ title: "Checkout Error", description: "Navigation blocked" });
    expect(button()).toBeEnabled();
  });

  it("coming back from the back/forward cache resets 'Processing...'", async () => {
    const { button } = renderView("https://buy.stripe.com/test_abc");
    await userEvent.click(button());
    expect(button()).toHaveTextContent("Processing...");
    const event = new Event("pageshow") as PageTransitionEvent;
    Object.defineProperty(event, "persisted", { value: true });
    window.dispatchEvent(event);
    expect(await screen.findByRole("button", { name: checkoutCopy.payButton })).toBeEnabled();
  });

  it("on /es/pago: the kit in Spanish, prices that say USD, and the checkout remembers Spanish for the way back", async () => {
    const kitEs = kitsIn(checkoutEs.kits).find((k) => k.id === "complete")!;
    const leave = vi.fn();
    render(
      <MemoryRouter initialEntries={[`/es/pago/${kitEs.stripePriceId}`]}>
        <CheckoutView kit={kitEs} words={checkoutEs} paymentLink="/local-stripe/pay/test_launchkit_complete" leave={leave} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Complete Setup + Brand Boost" })).toBeInTheDocument();
    expect(screen.getByText(kitEs.features[1]!)).toBeInTheDocument();
    expect(screen.getByTestId("kit-price").textContent).toBe(formatDollars(799, "es"));
    expect(screen.getByTestId("order-total").textContent).toBe(formatDollarsExact(799, "es"));
    expect(screen.queryByText(/\$\d/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: checkoutEs.payButton }));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(KIT_CHECKOUT_STORAGE.key)!)).toMatchObject({ kind: "kit", kitId: "complete", lang: "es" });
  });
});
