import { describe, expect, it } from "vitest";
import { analyticsConfigured, eventPayload } from "./analytics";

describe("analytics", () => {
  it("counts as configured only when an id is set", () => {
    expect(analyticsConfigured({ ga4Id: "", gtmId: "", metaPixelId: "" })).toBe(false);
    expect(analyticsConfigured({ ga4Id: "G-1", gtmId: "", metaPixelId: "" })).toBe(true);
    expect(analyticsConfigured({ ga4Id: "", gtmId: "", metaPixelId: "123" })).toBe(true);
  });

  it("adds the USD currency to every event", () => {
    expect(eventPayload({ value: 499 })).toEqual({ currency: "USD", value: 499 });
    expect(eventPayload()).toEqual({ currency: "USD" });
  });
});
