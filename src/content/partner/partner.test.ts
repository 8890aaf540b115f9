import { describe, expect, it } from "vitest";
import { formatDollars, formatDollarsExact } from "~/lib/money";
import { discountedMonthlyPrice, PARTNER_PLANS, partnerPromo, promoSavings } from "~/content/partner-offer";
import { en } from "./en";

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
