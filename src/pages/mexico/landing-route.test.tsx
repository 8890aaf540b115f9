import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { en } from "~/content/mexico/en";
import { es } from "~/content/mexico/es";
import type { Product } from "~/features/store-api/types";
import { readLangPreference, saveLangPreference } from "~/lib/i18n";
import type { LaunchLookup } from "~/pages/mexico/launch-product";

// The store lookup, as the test sets it; `answer()` changes it on a rendered page.
const state = vi.hoisted(() => ({ lookup: { status: "loading" } as LaunchLookup, listeners: new Set<() => void>() }));
vi.mock("~/pages/mexico/use-launch-product", async () => {
  const { useSyncExternalStore } = await import("react");
  const subscribe = (listener: () => void) => {
    state.listeners.add(listener);
    return () => void state.listeners.delete(listener);
  };
  return { useLaunchProduct: () => useSyncExternalStore(subscribe, () => state.lookup) };
});
const answer = (lookup: LaunchLookup) =>
  act(() => {
    state.lookup = lookup;
    for (const listener of state.listeners) listener();
  });
const toast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/toast", () => ({ toast }));

// The page as its two routes render it (src/page-routes.ts): the page module with each language's words.
const { default: MexicoLandingPage } = await import("~/pages/mexico/landing-route");
const AirbnbMexicoEs = () => <MexicoLandingPage words={es} />;
const AirbnbMexicoEn = () => <MexicoLandingPage words={en} />;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/airbnb-mexico", element: <AirbnbMexicoEs /> },
      { path: "/en/airbnb-mexico", element: <AirbnbMexicoEn /> },
      { path: "/airbnb-mexico-offer", element: <h1>Offer page</h1> },
      { path: "/es/oferta-airbnb-mexico", element: <h1>Página de la oferta</h1> },
      { path: "/subscribe", element: <h1>Subscribe page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const buyNow = () => screen.getByTestId("buy-now");

beforeEach(() => {
  localStorage.clear();
  toast.mockClear();
  state.lookup = { status: "loading" };
});

// Whole-page renders with route changes: give them room on a busy machine.
describe("the Mexico landing page", { timeout: 15_000 }, () => {
  it("renders every section in Spanish, with Buy Now waiting for the store", () => {
    renderAt("/airbnb-mexico");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(es.hero.title);
    for (const title of [es.purchase.title, es.operation.title, es.services.title, es.offer.title, es.stories.title, es.faq.title, es.final.title]) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    }
    expect(buyNow()).toHaveTextContent(es.purchase.buyNow);
    expect(buyNow()).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByTestId("buy-now-status")).toHaveTextContent(es.purchase.checking);
    expect(toast).not.toHaveBeenCalled();
  });

  it("enables Buy Now once the product is found, and goes to the offer page", async () => {
    state.lookup = { status: "found", product: { id: "p", title: "CX Launch Kit - Pro Setup + Guest Ops" } as Product };
    const { router, user } = renderAt("/en/airbnb-mexico");
    expect(buyNow()).toHaveAttribute("aria-disabled", "false");
    expect(screen.queryByText(en.purchase.configuring)).toBeNull();
    await user.click(buyNow());
    expect(router.state.location.pathname).toBe("/airbnb-mexico-offer");
  });

  it("a press while the store is still being asked is answered once it has: the offer page", async () => {
    const { router, user } = renderAt("/en/airbnb-mexico");
    await user.click(buyNow());
    expect(router.state.location.pathname).toBe("/en/airbnb-mexico");
    answer({ status: "found", product: { id: "p", title: "CX Launch Kit - Pro Setup + Guest Ops" } as Product });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/airbnb-mexico-offer"));
  });

  it("a press while the store is still being asked, when the product is missing: 'Product Unavailable', once", async () => {
    const { router, user } = renderAt("/en/airbnb-mexico");
    await user.click(buyNow());
    expect(toast).not.toHaveBeenCalled();
    answer({ status: "missing" });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Launch Service Product Not Found" }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Product Unavailable" }));
    answer({ status: "missing" });
    expect(toast.mock.calls.filter(([t]) => (t as { title: string }).title === "Product Unavailable")).toHaveLength(1);
    expect(router.state.location.pathname).toBe("/en/airbnb-mexico");
  });

  it("in Spanish, Buy Now leads to the Spanish offer page, and prices are es-MX", async () => {
    state.lookup = { status: "found", product: { id: "p", title: "CX Launch Kit - Pro Setup + Guest Ops" } as Product };
    const { router, user } = renderAt("/airbnb-mexico");
    expect(screen.getByTestId("kit-price")).toHaveTextContent("USD 999");
    expect(screen.getByTestId("kit-price").textContent).not.toContain("$");
    await user.click(buyNow());
    expect(router.state.location.pathname).toBe("/es/oferta-airbnb-mexico");
  });

  it("when the product is missing: the note, a destructive toast, and 'Product Unavailable' on press", async () => {
    state.lookup = { status: "missing" };
    const { router, user } = renderAt("/en/airbnb-mexico");
    expect(screen.getByText("The launch service product is currently being configured. Please check back soon!")).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Launch Service Product Not Found", variant: "destructive" }));
    await user.click(buyNow());
    expect(toast).toHaveBeenLastCalledWith({
      title: "Product Unavailable",
      description: "The launch service is not available for purchase at this time.",
      variant: "destructive",
    });
    expect(router.state.location.pathname).toBe("/en/airbnb-mexico");
  });

  it("when the store fails: 'Failed to load products'", () => {
    state.lookup = { status: "error", failure: "service" };
    renderAt("/en/airbnb-mexico");
    expect(toast).toHaveBeenCalledWith({
      title: "Failed to load products",
      description: "There was an error fetching store products. Please try again later.",
      variant: "destructive",
    });
    expect(buyNow()).toHaveAttribute("aria-disabled", "true");
  });

  it("the toggle remembers the choice and moves to the other URL", async () => {
    const { router, user } = renderAt("/airbnb-mexico");
    await user.click(screen.getByRole("button", { name: "EN" }));
    expect(readLangPreference()).toBe("en");
    expect(router.state.location.pathname).toBe("/en/airbnb-mexico");
    expect(await screen.findByRole("heading", { level: 1, name: en.hero.title })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "EN" })).toHaveAttribute("aria-pressed", "true");
  });

  it("an in-app visit honours a remembered choice", async () => {
    saveLangPreference("en");
    const { router } = renderAt("/airbnb-mexico");
    expect(await screen.findByRole("heading", { level: 1, name: en.hero.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/en/airbnb-mexico");
  });

  it("the guide link shows the placeholder toast and goes to /subscribe", async () => {
    const { router, user } = renderAt("/en/airbnb-mexico");
    await user.click(screen.getByRole("link", { name: en.final.guide }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Feature Not Implemented" }));
    expect(router.state.location.pathname).toBe("/subscribe");
  });

  it("opens the calendar in a new tab from the hero and the final section", () => {
    renderAt("/airbnb-mexico");
    const calendarLinks = screen.getAllByRole("link", { name: new RegExp(`${es.hero.bookCall}|${es.final.bookCall}`) });
    expect(calendarLinks).toHaveLength(2);
    for (const link of calendarLinks) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});
