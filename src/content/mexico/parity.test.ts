import { describe, expect, it } from "vitest";
import { en } from "./en";
import { es } from "./es";
import { mexicoCopy } from "./index";

/**
 * Every key path of a dictionary, lists included: `faq.items[3].answer`. A list contributes
 * its length too, so a FAQ answered in one language and missing in the other is caught.
 */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) {
    return [`${prefix}[#${value.length}]`, ...value.flatMap((v, i) => keyPaths(v, `${prefix}[${i}]`))];
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [value];
}

describe("Mexico dictionaries", () => {
  it("have exactly the same keys in es and en", () => {
    const esKeys = new Set(keyPaths(es));
    const enKeys = new Set(keyPaths(en));
    expect([...esKeys].filter((k) => !enKeys.has(k)), "in es, missing in en").toEqual([]);
    expect([...enKeys].filter((k) => !esKeys.has(k)), "in en, missing in es").toEqual([]);
  });

  it("catches a key present in one language only", () => {
    const broken = { ...en, hero: { ...en.hero, extra: "only in English" } };
    expect(keyPaths(broken)).toContain("hero.extra");
    expect(keyPaths(es)).not.toContain("hero.extra");
    const shorter = { ...en, faq: { ...en.faq, items: en.faq.items.slice(1) } };
    expect(keyPaths(shorter)).not.toEqual(keyPaths(es));
  });

  it("has no empty text, and cells of the same kind in both languages", () => {
    for (const lang of [es, en]) for (const leaf of leaves(lang)) if (typeof leaf === "string") expect(leaf.trim()).not.toBe("");
    es.services.rows.forEach((row, i) => {
      expect(typeof row.kit).toBe(typeof en.services.rows[i]!.kit);
      expect(typeof row.cohost).toBe(typeof en.services.rows[i]!.cohost);
    });
  });

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
    expect(mexicoCopy.es.services.priceRow.kit).toBe("USD\u00a0999, pago único");
    expect(mexicoCopy.en.services.priceRow.kit).toContain("$999");
    expect(mexicoCopy.es.purchase.price).toBe("USD\u00a0999");
    expect(mexicoCopy.en.purchase.price).toBe("$999");
    expect(mexicoCopy.es.services.priceRow.cohost).toContain("De USD\u00a0297 a USD\u00a0797 al mes");
    expect(mexicoCopy.en.faq.items.map((i) => i.answer).join(" ")).toContain("$297 – $797");
    // Spanish pages never print a bare "$" (it means pesos in Mexico).
    const spanish = JSON.stringify(mexicoCopy.es);
    expect(spanish).not.toMatch(/\$\d/);
  });
});
