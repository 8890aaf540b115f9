import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PENDING_CHECKOUT_KEY } from "./checkout";
import { SuccessView } from "./success-view";

const track = vi.hoisted(() => vi.fn());
vi.mock("~/lib/analytics", () => ({ track }));

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SuccessView />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  track.mockClear();
  sessionStorage.clear();
});

describe("SuccessView", () => {
  it("shows the first 12 characters of the session id as the Order Confirmation ID", () => {
    renderAt("/checkout-success?session_id=cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV");
    expect(screen.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
    expect(screen.getByText("Order Confirmation ID")).toBeInTheDocument();
    expect(screen.getByTestId("order-confirmation-id")).toHaveTextContent(/^cs_test_a1B2$/);
    expect(screen.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Explore All Services" })).toHaveAttribute("href", "/all-services");
  });

  it("stays sensible without a session id", () => {
    renderAt("/success");
    expect(screen.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
    expect(screen.queryByTestId("order-confirmation-id")).toBeNull();
    expect(screen.getByTestId("order-confirmation-missing")).toBeVisible();
    renderAt("/checkout-success?session_id=");
    expect(screen.queryByTestId("order-confirmation-id")).toBeNull();
  });

  it("sends purchase with the kit's value once, and names the kit", async () => {
    sessionStorage.setItem(
      PENDING_CHECKOUT_KEY,
      JSON.stringify({ kitId: "pro", priceId: "price_1RkProGuestOps999", clientReferenceId: "launchkit_1", startedAt: 1 }),
    );
    const first = renderAt("/checkout-success?session_id=cs_test_repeatable_session_0001");
    expect(await screen.findByTestId("purchased-kit")).toHaveTextContent("Pro Setup + 30-Day Guest Ops");
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith("purchase", expect.objectContaining({ value: 999, transaction_id: "cs_test_repeatable_session_0001" }));
    expect(sessionStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull();
    first.unmount();
    renderAt("/checkout-success?session_id=cs_test_repeatable_session_0001");
    expect(track).toHaveBeenCalledTimes(1);
  });

  it("sends purchase without a value when the kit is unknown (the store's /success)", () => {
    renderAt("/success");
    expect(track).toHaveBeenCalledWith("purchase", expect.objectContaining({ value: undefined }));
  });
});
