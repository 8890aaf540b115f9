import { describe, expect, it } from "vitest";
import { headersFor, matchPath, parseHeaders, parseRedirects } from "./host-rules.mjs";

describe("static host rules", () => {
  it("parses _redirects", () => {
    expect(parseRedirects("/product/:id  /__spa-fallback.html  200\n/*  /404.html  404\n")).toEqual([
      { from: "/product/:id", to: "/__spa-fallback.html", status: 200 },
      { from: "/*", to: "/404.html", status: 404 },
    ]);
  });
  it("matches placeholders and splats", () => {
    expect(matchPath("/product/:id", "/product/abc")).toBe(true);
    expect(matchPath("/product/:id", "/product")).toBe(false);
    expect(matchPath("/product/:id", "/product/a/b")).toBe(false);
    expect(matchPath("/*", "/anything/here")).toBe(true);
    // As on Cloudflare Pages: a path without placeholders names one URL, its trailing slash included.
    expect(matchPath("/terms", "/terms/")).toBe(false);
    expect(matchPath("/terms", "/terms")).toBe(true);
  });
  it("lets a specific _headers rule win over a splat", () => {
    const rules = parseHeaders("/*\n  X-A: 1\n  X-B: splat\n\n/terms\n  X-B: terms\n");
    const h = headersFor(rules, ["/terms"]);
    expect(h.get("X-A")).toBe("1");
    expect(h.get("X-B")).toBe("terms");
  });
});
