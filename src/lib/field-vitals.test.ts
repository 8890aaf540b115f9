import { describe, expect, it } from "vitest";
import { deviceClassOf, pageTypeOf, vitalsEvent, type VitalsMetric } from "./field-vitals";

describe("field Core Web Vitals", () => {
  it("sends each metric in the shape of web-vitals' GA4 guide, with page type and device class", () => {
    const lcp = { name: "LCP", value: 1234.5, delta: 1234.5, id: "v5-1", rating: "good", navigationType: "navigate", entries: [], attribution: { target: "main > h1" } } as unknown as VitalsMetric;
    expect(vitalsEvent(lcp, { pageType: "home", deviceClass: "mobile" })).toEqual({
      name: "LCP",
      params: { value: 1234.5, metric_id: "v5-1", metric_value: 1234.5, metric_delta: 1234.5, metric_rating: "good", page_type: "home", device_class: "mobile", navigation_type: "navigate", debug_target: "main > h1" },
    });
    const inp = { name: "INP", value: 80, delta: 16, id: "v5-2", rating: "good", navigationType: "navigate", entries: [], attribution: { interactionTarget: "#buy", interactionType: "pointer" } } as unknown as VitalsMetric;
    expect(vitalsEvent(inp, { pageType: "store", deviceClass: "desktop" }).params).toMatchObject({ value: 16, metric_value: 80, debug_target: "#buy", interaction_type: "pointer" });
    const cls = { name: "CLS", value: 0, delta: 0, id: "v5-3", rating: "good", navigationType: "reload", entries: [], attribution: {} } as unknown as VitalsMetric;
    expect(vitalsEvent(cls, { pageType: "store", deviceClass: "desktop" }).params).not.toHaveProperty("debug_target");
  });

  it("names the page type by the English twin, so both languages read as one", () => {
    expect(pageTypeOf("/")).toBe("home");
    expect(pageTypeOf("/es/")).toBe("home");
    expect(pageTypeOf("/store")).toBe("store");
    expect(pageTypeOf("/es/tienda")).toBe("store");
    expect(pageTypeOf("/product/prod_1")).toBe("product");
    expect(pageTypeOf("/es/producto/prod_1")).toBe("product");
    expect(pageTypeOf("/checkout/price_1")).toBe("checkout");
    expect(pageTypeOf("/es/precios")).toBe("kits");
    expect(pageTypeOf("/terms")).toBe("legal");
    expect(pageTypeOf("/email-list")).toBe("team");
    expect(pageTypeOf("/why-choose-us")).toBe("marketing");
  });

  it("tells a phone, a tablet and a computer apart", () => {
    expect(deviceClassOf({ coarsePointer: true, screenWidth: 390 })).toBe("mobile");
    expect(deviceClassOf({ coarsePointer: true, screenWidth: 1024 })).toBe("tablet");
    expect(deviceClassOf({ coarsePointer: false, screenWidth: 390 })).toBe("desktop");
  });
});
