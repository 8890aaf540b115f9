import { describe, expect, it, vi } from "vitest";
import { scrollPlan, scrollToId, HASH_TARGET_DELAY_MS } from "./scroll";

const loc = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("scrollPlan", () => {
  it("does nothing on the first load without a hash", () => {
    expect(scrollPlan(null, loc("/pricing"))).toEqual({ resetTop: false, hashTarget: null });
  });
  it("resets on a path change and on a query change", () => {
    expect(scrollPlan(loc("/"), loc("/pricing")).resetTop).toBe(true);
    expect(scrollPlan(loc("/store", "?a=1"), loc("/store", "?a=2")).resetTop).toBe(true);
  });
  it("does not reset when only the hash changes", () => {
    expect(scrollPlan(loc("/pricing"), loc("/pricing", "", "#x")).resetTop).toBe(false);
  });
  it("targets the hash, also on first load, instead of the top", () => {
    expect(scrollPlan(loc("/"), loc("/pricing", "", "#airbnb-launch-kit"))).toEqual({ resetTop: false, hashTarget: "airbnb-launch-kit" });
    expect(scrollPlan(null, loc("/all-services", "", "#offers")).hashTarget).toBe("offers");
  });
  it("looks for a hash target after 50 ms", () => expect(HASH_TARGET_DELAY_MS).toBe(50));
});

describe("scrollToId", () => {
  it("scrolls the matching element to the centre, smoothly", () => {
    document.body.innerHTML = '<div id="offers"></div>';
    const el = document.getElementById("offers")!;
    el.scrollIntoView = vi.fn();
    expect(scrollToId("offers")).toBe(true);
    expect(el.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "center" });
    expect(scrollToId("missing")).toBe(false);
  });
});
