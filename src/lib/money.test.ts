import { describe, expect, it } from "vitest";
import { formatCents, formatDollars, formatDollarsExact, groupThousands } from "./money";

describe("money", () => {
  it("shows cents as dollars with 2 decimals and a $", () => {
    expect(formatCents(2900)).toBe("$29.00");
    expect(formatCents(99900)).toBe("$999.00");
    expect(formatCents(5)).toBe("$0.05");
  });
  it("shows marketing prices without needless decimals", () => {
    expect(formatDollars(499)).toBe("$499");
    expect(formatDollars(8.4)).toBe("$8.40");
    expect(formatDollars(1299)).toBe("$1,299");
  });
  it("shows order amounts with cents", () => {
    expect(formatDollarsExact(0)).toBe("$0.00");
    expect(formatDollarsExact(799)).toBe("$799.00");
  });
});

describe("money without Intl, held to Intl's output", () => {
  const amounts = [0, 0.05, 5, 8.4, 29, 99.99, 499, 999, 1000, 1069, 1299, 12345.6, 1234567, 1234567.5];
  const esMx = (digits: 0 | 2) =>
    new Intl.NumberFormat("es-MX", { style: "currency", currency: "USD", currencyDisplay: "code", minimumFractionDigits: digits, maximumFractionDigits: 2 });
  it.each(amounts)("%s in Spanish reads as es-MX's Intl writes it", (amount) => {
    expect(formatDollars(amount, "es")).toBe(esMx(Number.isInteger(amount) ? 0 : 2).format(amount));
    expect(formatDollarsExact(amount, "es")).toBe(esMx(2).format(amount));
    expect(formatCents(Math.round(amount * 100), "es")).toBe(esMx(2).format(Math.round(amount * 100) / 100));
  });
  it.each(amounts)("%s in English groups as en-US's Intl does", (amount) => {
    if (Number.isInteger(amount)) expect(formatDollars(amount)).toBe(`$${amount.toLocaleString("en-US")}`);
    expect(formatDollarsExact(amount)).toBe(`$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  });
  it("groups thousands of any length, and never the decimals", () => {
    expect(groupThousands("1")).toBe("1");
    expect(groupThousands("1234")).toBe("1,234");
    expect(groupThousands("1234567.50")).toBe("1,234,567.50");
  });
});
