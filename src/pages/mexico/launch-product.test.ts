import { describe, expect, it, vi } from "vitest";
import {
  buyNowAction,
  findProductByExactTitle,
  LAUNCH_PRODUCT_LIMIT,
  LAUNCH_PRODUCT_TITLE,
  lookupLaunchProduct,
} from "./launch-product";
import type { Product } from "~/features/store-api/types";

const product = (id: string, title: string) => ({ id, title }) as Product;

describe("findProductByExactTitle", () => {
  const exact = product("p-exact", "CX Launch Kit - Pro Setup + Guest Ops");

  it("finds the product titled exactly 'CX Launch Kit - Pro Setup + Guest Ops'", () => {
    const list = [product("a", "Host Welcome Book"), exact, product("b", "Guest Ops Add-on")];
    expect(findProductByExactTitle(list, LAUNCH_PRODUCT_TITLE)).toBe(exact);
  });

  it.each([
    "CX Launch Kit - Pro Setup + 30-Day Guest Ops",
    "cx launch kit - pro setup + guest ops",
    "CX Launch Kit - Pro Setup + Guest Ops ",
    " CX Launch Kit - Pro Setup + Guest Ops",
    "CX Launch Kit – Pro Setup + Guest Ops",
    "CX Launch Kit - Pro Setup & Guest Ops",
    "CX Launch Kit - Pro Setup",
    "CX Launch Kit - Pro Setup + Guest Ops (Mexico)",
  ])("a near miss is no match: %j", (title) => {
    expect(findProductByExactTitle([product("x", title)], LAUNCH_PRODUCT_TITLE)).toBeNull();
  });

  it("answers null for an empty list, and the first of two exact matches", () => {
    expect(findProductByExactTitle([], LAUNCH_PRODUCT_TITLE)).toBeNull();
    const second = product("p2", LAUNCH_PRODUCT_TITLE);
    expect(findProductByExactTitle([exact, second], LAUNCH_PRODUCT_TITLE)).toBe(exact);
  });
});

describe("lookupLaunchProduct", () => {
  it("asks the store for up to 100 products", async () => {
    const list = vi.fn().mockResolvedValue({ products: [] });
    await lookupLaunchProduct(list);
    expect(LAUNCH_PRODUCT_LIMIT).toBe(100);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ limit: 100 }));
  });

  it("is found, missing or an error", async () => {
    const found = product("p", LAUNCH_PRODUCT_TITLE);
    expect(await lookupLaunchProduct(async () => ({ products: [found] }))).toEqual({ status: "found", product: found });
    expect(await lookupLaunchProduct(async () => ({ products: [product("q", "Other")] }))).toEqual({ status: "missing" });
    expect(
      await lookupLaunchProduct(async () => {
        throw Object.assign(new Error("HTTP 503: Service Unavailable"), { status: 503 });
      }),
    ).toEqual({ status: "error", failure: "service" });
    expect(
      await lookupLaunchProduct(async () => {
        throw "boom";
      }),
    ).toEqual({ status: "error", failure: "service" });
  });
});

describe("Buy Now", () => {
  it("goes to the offer page only when the product is found", () => {
    expect(buyNowAction({ status: "found", product: product("p", LAUNCH_PRODUCT_TITLE) })).toEqual({
      kind: "navigate",
      to: "/airbnb-mexico-offer",
    });
    expect(buyNowAction({ status: "missing" })).toEqual({ kind: "unavailable" });
    expect(buyNowAction({ status: "error", failure: "offline" })).toEqual({ kind: "unavailable" });
    expect(buyNowAction({ status: "loading" })).toEqual({ kind: "wait" });
  });

  it("goes to the offer page in the landing page's language", () => {
    expect(buyNowAction({ status: "found", product: product("p", LAUNCH_PRODUCT_TITLE) }, "es")).toEqual({ kind: "navigate", to: "/es/oferta-airbnb-mexico" });
  });
});
