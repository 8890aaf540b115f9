import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Product } from "~/features/commerce/types";
import { MexicoOffer } from "./offer-page";

const renderProduct = (product: Product) => <h1 data-testid="product-view">{product.title}</h1>;

const view = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe("Mexico offer page", () => {
  it("shows the store's product view when the product is found", () => {
    view(<MexicoOffer lookup={{ status: "found", product: { id: "p1", title: "CX Launch Kit - Pro Setup + Guest Ops" } as Product }} renderProduct={renderProduct} />);
    expect(screen.getByTestId("product-view")).toHaveTextContent("CX Launch Kit - Pro Setup + Guest Ops");
  });

  it("shows 'Offer Not Available' with the missing product, and Back to Store", () => {
    view(<MexicoOffer lookup={{ status: "missing" }} renderProduct={renderProduct} />);
    expect(screen.getByRole("heading", { level: 1, name: "Offer Not Available" })).toBeInTheDocument();
    expect(screen.getByText("The special offer for Mexico is not configured correctly. Please check back later.")).toBeInTheDocument();
    expect(screen.getByText('Product "CX Launch Kit - Pro Setup + Guest Ops" not found.')).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Store" })).toHaveAttribute("href", "/store");
  });

  it("shows 'Error Loading Offer' with the message, or the default one", () => {
    const { unmount } = view(<MexicoOffer lookup={{ status: "error", message: "HTTP 502: Bad Gateway" }} renderProduct={renderProduct} />);
    expect(screen.getByRole("heading", { level: 1, name: "Error Loading Offer" })).toBeInTheDocument();
    expect(screen.getByText("HTTP 502: Bad Gateway")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Store" })).toHaveAttribute("href", "/store");
    unmount();
    view(<MexicoOffer lookup={{ status: "error", message: "" }} renderProduct={renderProduct} />);
    expect(screen.getByText("Failed to load product offer.")).toBeInTheDocument();
    expect(screen.queryByText(/not found\./)).toBeNull();
  });

  it("says it is loading meanwhile", () => {
    view(<MexicoOffer lookup={{ status: "loading" }} renderProduct={renderProduct} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading offer…");
  });
});
