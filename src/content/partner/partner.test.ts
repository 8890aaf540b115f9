import { describe, expect, it } from "vitest";
import { formatDollars, formatDollarsExact } from "~/lib/money";
import { discountedMonthlyPrice, PARTNER_PLANS, partnerPromo, promoSavings } from "~/content/partner-offer";
import { en } from "./en";
import { es } from "./es";

describe("partner offer", () => {
  it("states the promo as the spec does", () => {
    expect(partnerPromo.code).toBe("THREE30P");
    expect(partnerPromo.discountPercent).toBe(30);
    expect(partnerPromo.months).toBe(3);
    expect(partnerPromo.endsLabel).toBe("12/31/25");
    expect(en.inProgressToast.title).toBe("Feature In Progress");
  });

  it("lists Lite, Standard (popular) and Premium at their list prices", () => {
    expect(PARTNER_PLANS.map((p) => [p.name, formatDollars(p.monthlyPrice), p.popular])).toEqual([
      ["Lite", "$12", false],
      ["Standard", "$35", true],
      ["Premium", "$80", false],
    ]);
  });

  it("computes the discounted prices from the list price and the 30% discount", () => {
    expect(PARTNER_PLANS.map((p) => formatDollarsExact(discountedMonthlyPrice(p.monthlyPrice)))).toEqual(["$8.40", "$24.50", "$56.00"]);
    expect(discountedMonthlyPrice(12)).toBe(8.4);
    expect(discountedMonthlyPrice(35)).toBe(24.5);
    expect(discountedMonthlyPrice(80)).toBe(56);
  });

  it("rounds to the cent without floating-point noise", () => {
    expect(discountedMonthlyPrice(9.99, 30)).toBe(6.99);
    expect(discountedMonthlyPrice(19.99, 15)).toBe(16.99);
    expect(discountedMonthlyPrice(100, 0)).toBe(100);
    expect(discountedMonthlyPrice(100, 100)).toBe(0);
  });

  it("rejects impossible inputs", () => {
    expect(() => discountedMonthlyPrice(-1)).toThrow(RangeError);
    expect(() => discountedMonthlyPrice(10, 101)).toThrow(RangeError);
    expect(() => discountedMonthlyPrice(Number.NaN)).toThrow(RangeError);
  });

  it("computes the savings over the promo months", () => {
    expect(promoSavings(12)).toBe(10.8);
    expect(promoSavings(35)).toBe(31.5);
    expect(promoSavings(80)).toBe(72);
  });
});

describe("partner offer in Spanish", () => {
  it("prints the promo's last day as Mexicans write it, the same day as the English", () => {
    const esMx = new Intl.DateTimeFormat("es-MX", { dateStyle: "long", timeZone: "UTC" });
    expect(es.endsDate).toBe(esMx.format(new Date(`${partnerPromo.endsIso}T00:00:00Z`)));
    expect(en.endsDate).toBe("12/31/25");
    expect(es.meta.description).toContain(es.endsDate);
  });

  it("states the same code, discount and months", () => {
    for (const text of [es.promoTitle, es.meta.description]) {
      expect(text).toContain(`${partnerPromo.discountPercent}%`);
      expect(text).toContain(`${partnerPromo.months} meses`);
    }
    for (const text of [es.meta.description, es.plansIntro, es.steps[1]!]) expect(text).toContain(partnerPromo.code);
    expect(es.promoTitle).toBe("30% de descuento los primeros 3 meses");
    expect(es.savings("USD 10.80")).toBe("Ahorre USD 10.80 en 3\u00a0meses");
  });
});
