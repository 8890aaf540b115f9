import { afterEach, describe, expect, it } from "vitest";
import { sessionCookies } from "./session-cookies";
import { readText, writeText } from "./storage";

describe("the session's cookies", () => {
  afterEach(() => {
    for (const c of document.cookie.split("; ").filter(Boolean)) document.cookie = `${c.split("=")[0]}=; Path=/; Max-Age=0`;
  });
  it("reads what it wrote, among other cookies, and nothing for a name it never wrote", () => {
    document.cookie = "other=1; Path=/";
    const cookies = sessionCookies();
    writeText(cookies, "promo-mx-dismissed", "1");
    expect(readText(cookies, "promo-mx-dismissed")).toBe("1");
    expect(readText(cookies, "promo-mx")).toBeNull();
    expect(readText(cookies, "other")).toBe("1");
    writeText(cookies, "promo-mx-dismissed", null);
    expect(readText(cookies, "promo-mx-dismissed")).toBeNull();
  });
  it("keeps a value that is not a cookie's own characters, and reads a malformed one as nothing", () => {
    const cookies = sessionCookies();
    writeText(cookies, "choice", "a b;c=é");
    expect(readText(cookies, "choice")).toBe("a b;c=é");
    expect(readText(sessionCookies({ cookie: "choice=%E0%A4%A" }), "choice")).toBeNull();
  });
  it("is no storage where there is no document (the prerender)", () => {
    expect(sessionCookies(null)).toBeUndefined();
  });
});
