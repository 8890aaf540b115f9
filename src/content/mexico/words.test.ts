import { describe, expect, it } from "vitest";
import { en } from "./en";
import { es } from "./es";

/** What the Mexico words say, in both languages (their parity is src/content/dictionaries.test.ts). */
describe("Mexico words", () => {
  it("carries the Mexico claims and the offer's terms in both languages", () => {
    expect(es.hero.lead).toContain("30 a 60 días");
    expect(en.hero.lead).toContain("30-60 days");
    expect(es.offer.title).toBe("50% de descuento en la tarifa de configuración");
    expect(en.offer.title).toBe("50% off the setup fee");
    expect(es.offer.terms).toContain("Contrato mínimo de coanfitrión de 3 meses");
    expect(en.offer.terms).toContain("Minimum 3-month co-host agreement");
  });

  it("keeps the spec's English strings verbatim", () => {
    expect(en.purchase.buyNow).toBe("Buy Now");
    expect(en.purchase.configuring).toBe("The launch service product is currently being configured. Please check back soon!");
    expect(en.toasts.productNotFound.title).toBe("Launch Service Product Not Found");
    expect(en.toasts.loadFailed).toEqual({
      title: "Failed to load products",
      description: "There was an error fetching store products. Please try again later.",
    });
    expect(en.toasts.unavailable).toEqual({
      title: "Product Unavailable",
      description: "The launch service is not available for purchase at this time.",
    });
    expect(en.toasts.guide.title).toBe("Feature Not Implemented");
    expect(en.offerPage.problems).toMatchObject({
      errorTitle: "Error Loading Offer",
      errorDefault: "Failed to load product offer.",
      missingTitle: "Offer Not Available",
      missingBody: "The special offer for Mexico is not configured correctly. Please check back later.",
      missingDetail: 'Product "{title}" not found.',
      backToStore: { label: "Back to Store", to: "/store" },
    });
  });

  it("takes the kit price from the kits content, in both languages", () => {
    expect(es.services.priceRow.kit).toBe("USD\u00a0999, pago único");
    expect(en.services.priceRow.kit).toContain("$999");
    expect(es.purchase.price).toBe("USD\u00a0999");
    expect(en.purchase.price).toBe("$999");
    expect(es.services.priceRow.cohost).toContain("De USD\u00a0297 a USD\u00a0797 al mes");
    expect(en.faq.items.map((i) => i.answer).join(" ")).toContain("$297 – $797");
    // Spanish pages never print a bare "$" (it means pesos in Mexico).
    const spanish = JSON.stringify(es);
    expect(spanish).not.toMatch(/\$\d/);
  });
});
