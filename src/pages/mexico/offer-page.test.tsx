import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "~/content/mexico/en";
import { es } from "~/content/mexico/es";
import type { Product } from "~/features/store-api/types";
import { en as failuresEn } from "~/content/failures/en";
import { es as failuresEs } from "~/content/failures/es";
import { SharedWordsProvider } from "~/content/shared-words";
import { handle as spanish } from "~/routes/layouts/spanish";
import { MexicoOffer } from "./offer-page";

const renderProduct = (product: Product) => <h1 data-testid="product-view">{product.title}</h1>;

const view = (ui: React.ReactNode, path = "/airbnb-mexico-offer") => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

describe("Mexico offer page", () => {
  it("shows the store's product view when the product is found", () => {
    view(<MexicoOffer words={en} lookup={{ status: "found", product: { id: "p1", title: "CX Launch Kit - Pro Setup + Guest Ops" } as Product }} renderProduct={renderProduct} />);
    expect(screen.getByTestId("product-view")).toHaveTextContent("CX Launch Kit - Pro Setup + Guest Ops");
  });

  it("shows 'Offer Not Available' with the missing product, and Back to Store", () => {
    view(<MexicoOffer words={en} lookup={{ status: "missing" }} renderProduct={renderProduct} />);
    expect(screen.getByRole("heading", { level: 1, name: "Offer Not Available" })).toBeInTheDocument();
    expect(screen.getByText("The special offer for Mexico is not configured correctly. Please check back later.")).toBeInTheDocument();
    expect(screen.getByText('Product "CX Launch Kit - Pro Setup + Guest Ops" not found.')).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Store" })).toHaveAttribute("href", "/store");
  });

  it("shows 'Error Loading Offer' with the failure in words of the page's language (issue 27)", async () => {
    const { unmount } = view(<MexicoOffer words={en} lookup={{ status: "error", failure: "service" }} renderProduct={renderProduct} />);
    // The words are a lazy chunk, compiled on demand: slow on a loaded machine.
    expect(await screen.findByRole("heading", { level: 1, name: "Error Loading Offer" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(failuresEn.service)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Store" })).toHaveAttribute("href", "/store");
    expect(screen.queryByText(/not found\./)).toBeNull();
    unmount();
    view(
      <SharedWordsProvider value={spanish.words}>
        <MexicoOffer words={es} lookup={{ status: "error", failure: "offline" }} renderProduct={renderProduct} />
      </SharedWordsProvider>,
      "/es/oferta-airbnb-mexico",
    );
    // One message: while the Spanish sentences are on their way the offer still shows as loading,
    // never the default first and the sentence after.
    expect(screen.getByRole("status")).toHaveTextContent(es.offerPage.loading);
    expect(screen.queryByText(es.offerPage.problems.errorDefault)).toBeNull();
    expect(await screen.findByText(failuresEs.offline, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(es.offerPage.problems.errorDefault)).toBeNull();
  });

  it("in Spanish: the offer's terms in the landing page's words above the product, presented in Spanish", () => {
    const storeProduct = {
      id: "p1",
      title: "CX Launch Kit - Pro Setup + Guest Ops",
      subtitle: "Done-for-you launch",
      description: "<p>English</p>",
      ribbon_text: "Most complete",
      additional_info: [{ id: "i", title: "Timeline", description: "<p>x</p>", order: 1 }],
      variants: [{ id: "v1", title: "Pro Setup + Guest Ops" }],
    } as unknown as Product;
    const shown: Product[] = [];
    view(<MexicoOffer words={es} lookup={{ status: "found", product: storeProduct }} renderProduct={(p) => (shown.push(p), <h1>{p.title}</h1>)} />, "/es/oferta-airbnb-mexico");
    expect(screen.getByTestId("offer-terms")).toHaveTextContent("50% de descuento en la tarifa de configuración");
    expect(screen.getByTestId("offer-terms")).toHaveTextContent("Contrato mínimo de coanfitrión de 3 meses");
    expect(screen.getByTestId("offer-terms")).toHaveTextContent("Atención a huéspedes 24/7 en español e inglés");
    expect(screen.getByRole("link", { name: "Airbnb en México" })).toHaveAttribute("href", "/airbnb-mexico");
    expect(shown[0]).toMatchObject({ id: "p1", title: "Kit de lanzamiento Pro + 30 días de operación con huéspedes", ribbon_text: "El más completo", variants: [{ id: "v1", title: "Default" }] });
    expect(shown[0]!.additional_info.map((i) => i.title)).toEqual(["Tiempos"]);
  });

  it("in English: the offer's terms and the store's own product", () => {
    const shown: Product[] = [];
    const storeProduct = { id: "p1", title: "CX Launch Kit - Pro Setup + Guest Ops" } as Product;
    view(<MexicoOffer words={en} lookup={{ status: "found", product: storeProduct }} renderProduct={(p) => (shown.push(p), <h1>{p.title}</h1>)} />);
    expect(screen.getByTestId("offer-terms")).toHaveTextContent("50% off the setup fee with a co-host agreement");
    expect(screen.getByTestId("offer-terms")).toHaveTextContent("Minimum 3-month co-host agreement");
    expect(shown[0]).toBe(storeProduct);
  });

  it("says it is loading meanwhile", () => {
    view(<MexicoOffer words={en} lookup={{ status: "loading" }} renderProduct={renderProduct} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading offer…");
  });
});
