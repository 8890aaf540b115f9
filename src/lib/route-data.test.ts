import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetShared, isShared, prefetchRegisteredData, registerDataPrefetch, routeDataPath, seedShared, shared } from "./route-data";

afterEach(forgetShared);

describe("data asked for once, by a prefetch or the page", () => {
  it("shares one request while it is young, then asks again", async () => {
    const load = vi.fn(async () => "a");
    await shared("k", 1000, load, 0);
    await shared("k", 1000, load, 999);
    expect(load).toHaveBeenCalledTimes(1);
    await shared("k", 1000, load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a caller that wants fresher data than was kept asks again", async () => {
    const load = vi.fn(async () => "a");
    await shared("k", 60_000, load, 0);
    await shared("k", 1000, load, 5000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce("up");
    await expect(shared("k", 1000, load, 0)).rejects.toThrow("down");
    expect(isShared("k", 1000, 1)).toBe(false);
    await expect(shared("k", 1000, load, 2)).resolves.toBe("up");
  });

  it("data that arrived another way counts as loaded", async () => {
    seedShared("live:p1", 1000, { id: "p1" }, 0);
    const load = vi.fn();
    await expect(shared("live:p1", 1000, load, 10)).resolves.toEqual({ id: "p1" });
    expect(load).not.toHaveBeenCalled();
  });
});

describe("a route's other data", () => {
  it("is started by what its links' code registered, told the trigger", () => {
    const prefetch = vi.fn();
    registerDataPrefetch("routes/x", prefetch);
    expect(prefetchRegisteredData("routes/x", { id: "1" }, "intent")).toBe(true);
    expect(prefetch).toHaveBeenCalledWith({ id: "1" }, "intent");
    expect(prefetchRegisteredData("routes/none", {}, "tap")).toBe(false);
  });
});

it("prerendered data is where React Router writes it", () => {
  expect(routeDataPath("/store")).toBe("/store.data");
  expect(routeDataPath("/product/p%201")).toBe("/product/p%201.data");
  expect(routeDataPath("/blog/")).toBe("/blog/_.data");
});
