import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { KIT_STARTING_PRICE, KITS } from "~/content/kits";
import { CO_HOST_PLAN } from "~/content/offer-facts";
import { formatDollars } from "~/lib/money";
import { es as allServices } from "~/content/all-services/es";
import { es as hireUs } from "~/content/hire-us/es";
import { es as home } from "~/content/home/es";
import { es as pricing } from "~/content/pricing/es";
import { es as whyChooseUs } from "~/content/why-choose-us/es";
import AllServicesPage from "~/pages/all-services/route";
import HireUsPage from "~/pages/hire-us/route";
import HomePage from "~/pages/home/route";
import PricingPage, { meta as pricingMeta } from "~/pages/pricing/route";
import WhyChooseUsPage from "~/pages/why-choose-us/route";

// The Spanish pages as their routes render them (src/page-routes.ts): the page module with the Spanish words.
const Contratenos = () => <HireUsPage words={hireUs} />;
const Inicio = () => <HomePage words={home} />;
const PorQueElegirnos = () => <WhyChooseUsPage words={whyChooseUs} />;
const Precios = () => <PricingPage words={pricing} />;
const Servicios = () => <AllServicesPage words={allServices} />;
const preciosMeta = () => pricingMeta(pricing, "es");

/**
 * The Spanish twins of the marketing core pages show the same figures as the English ones, in
 * dollars that say so ("USD 499"): a Mexican host reads a bare "$" as pesos.
 */
const PAGES: Record<string, ComponentType> = {
  "/es/": Inicio,
  "/es/servicios": Servicios,
  "/es/precios": Precios,
  "/es/por-que-elegirnos": PorQueElegirnos,
  "/es/contratenos": Contratenos,
};

const NBSP = "\u00a0";
/** "USD 499", "USD 9,000", "USD 9k+". */
const USD = new RegExp(`USD${NBSP}\\d[\\d,]*(?:k\\+)?`, "g");

/** Every dollar figure a Spanish page may show, from the content modules. */
const ALLOWED = new Set<string>([
  formatDollars(KIT_STARTING_PRICE, "es"),
  formatDollars(CO_HOST_PLAN.monthlyMin, "es"),
  formatDollars(CO_HOST_PLAN.monthlyMax, "es"),
  // The studio's marketing claim (spec part 1 §1): "$9k+", "$9,000+".
  `USD${NBSP}9k+`,
  formatDollars(9000, "es"),
]);

function renderPage(route: string) {
  const Page = PAGES[route]!;
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Page />
    </MemoryRouter>,
  );
}

/** The page's text outside the kit cards (their words and prices are the kits' own, twinned apart). */
function textOutsideKitCards(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const card of copy.querySelectorAll("[id^='kit-']")) card.remove();
  return copy.textContent ?? "";
}

describe("prices on the Spanish marketing pages", () => {
  it.each(Object.keys(PAGES))("%s writes every dollar figure as USD, and only content values", (route) => {
    const text = textOutsideKitCards(renderPage(route).container);
    expect(text).not.toMatch(/\$\s?\d/);
    for (const shown of text.match(USD) ?? []) expect(ALLOWED, `${route} shows ${shown}`).toContain(shown);
  });

  it("home and services start at the lowest kit price and give the co-host range, in USD", () => {
    for (const route of ["/es/", "/es/servicios"]) {
      const { container, unmount } = renderPage(route);
      expect(container.textContent).toContain(formatDollars(KIT_STARTING_PRICE, "es"));
      expect(container.textContent).toContain(`${formatDollars(CO_HOST_PLAN.monthlyMin, "es")} a ${formatDollars(CO_HOST_PLAN.monthlyMax, "es")} al mes`);
      unmount();
    }
  });

  it("home and services name the testimonials' stars in Spanish for screen readers", () => {
    for (const route of ["/es/", "/es/servicios"]) {
      const { getAllByRole, unmount } = renderPage(route);
      expect(getAllByRole("img", { name: "5 de 5 estrellas" }).length).toBeGreaterThan(0);
      unmount();
    }
  });

  it("/es/precios carries the kits' JSON-LD in Spanish, each offer at the Spanish checkout", () => {
    const ld = preciosMeta().find((m) => "script:ld+json" in m) as {
      "script:ld+json": { name: string; itemListElement: { item: Record<string, unknown> }[] };
    };
    const list = ld["script:ld+json"];
    expect(list.name).toBe("Kits de lanzamiento para Airbnb");
    const items = list.itemListElement.map((e) => e.item);
    expect(items.map((p) => (p.offers as Record<string, string>).url)).toEqual(
      KITS.map((k) => expect.stringMatching(new RegExp(`/es/pago/${k.stripePriceId}$`))),
    );
    expect(items.map((p) => p.category)).toEqual(KITS.map(() => "Servicio de lanzamiento para rentas de corta estancia"));
  });
});
