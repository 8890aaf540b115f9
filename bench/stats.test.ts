import { describe, expect, it } from "vitest";
import { median } from "./stats.mjs";

describe("median", () => {
  it("takes the middle run, the mean of the two middle ones for an even count, and leaves out runs that measured nothing", () => {
    expect(median([300, 120, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5, Infinity, 7, 6])).toBe(6);
    expect(median([])).toBeNaN();
    expect(median([NaN])).toBeNaN();
  });
});
