import { describe, expect, it } from "vitest";
import { tbtVerdict, verdictLine } from "./tbt-budgets.mjs";

const limit = { performance: 100, tbt: 40, bootup: 60, lcp: 900 };

describe("tbtVerdict", () => {
  it("reads TBT and bootup-time against the limit's, and performance against 100 (99 on store pages)", () => {
    expect(tbtVerdict("/", { performance: 100, tbt: 90, bootup: 360, lcp: 900 }, limit)).toEqual({ checks: { tbt: true, performance: true, bootup: true }, met: true, misses: [] });
    expect(tbtVerdict("/", { performance: 99, tbt: 91, bootup: 361, lcp: 900 }, limit).misses).toEqual(["tbt", "performance", "bootup"]);
    expect(tbtVerdict("/store", { performance: 99, tbt: 10, bootup: 100, lcp: 900 }, limit).met).toBe(true);
    expect(tbtVerdict("/product/p1", { performance: 98, tbt: 10, bootup: 100, lcp: 900 }, limit).misses).toEqual(["performance"]);
  });
  it("prints each figure beside what it is read against", () => {
    expect(verdictLine("/", { performance: 100, tbt: 120, bootup: 200, lcp: 900 }, limit)).toBe("budgets MISSED: TBT 120 <= 40 + 50 MISS; perf 100 >= 100 ok; bootup 200 <= 60 + 300 ok");
  });
});
