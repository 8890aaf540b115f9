import { describe, expect, it } from "vitest";
import { formatCents, formatDollars, formatDollarsExact } from "./money";

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
