import { describe, expect, it } from "vitest";
import { formatPhone, telHref } from "./phone";

describe("phone", () => {
  it("formats North American numbers and keeps others", () => {
    expect(formatPhone("+14805550142")).toBe("+1 (480) 555-0142");
    expect(formatPhone("+52 55 1234 5678")).toBe("+52 55 1234 5678");
  });
  it("builds a tel: link of digits", () => {
    expect(telHref("+1 (480) 555-0142")).toBe("tel:+14805550142");
  });
});
