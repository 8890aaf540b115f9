import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { MAX_DESCRIPTION, MAX_PER_PAGE_VIEW, ROUTE_MODULE_FAILED, ROUTE_RENDER_ERROR, chunkNameOf, exceptionCounter, routerFailure, scrub, serviceException } from "./field-errors";

describe("field errors: what leaves the browser", () => {
  it("keeps no address, query, e-mail, long number or token", () => {
    expect(scrub("TypeError: failed at https://shop.example/store?email=ana%40x.com&utm=1")).toBe("TypeError: failed at [url]");
    expect(scrub("cannot send to ana.morales@example.com now")).toBe("cannot send to [email] now");
    expect(scrub("GET /store-api/products?cursor=abc 503")).toBe("GET /store-api/products 503");
    expect(scrub("card 4242 4242 4242 4242 declined, call +1 (480) 555-0142")).toBe("card [number] declined, call [number]");
    expect(scrub("token eyJhbGciOiJIUzI1NiJ9abcdefghijklmnop expired")).toBe("token [id] expired");
    expect(scrub("x is not a function at https://site.example/assets/home-AbCd12_3.js:1:200")).toBe("x is not a function at home");
    expect(scrub("a\n  b\tc")).toBe("a b c");
    expect(scrub("word ".repeat(60))).toHaveLength(MAX_DESCRIPTION);
  });

  it("names a chunk without its hash", () => {
    expect(chunkNameOf("/assets/pricing-BOWpu2pI.js")).toBe("pricing");
    expect(chunkNameOf("https://x.example/assets/cart-drawer-C91CMNQv.js?v=1")).toBe("cart-drawer");
    expect(chunkNameOf("")).toBe("unknown");
  });

  it("hears React Router's two failures in its own words, nothing else it logs", () => {
    expect(routerFailure(["Error loading route module `/assets/pricing-BOWpu2pI.js`, reloading page..."])).toEqual({ description: "chunk failed to load: pricing", fatal: true });
    expect(routerFailure([ROUTE_RENDER_ERROR, new TypeError("boom")])).toEqual({ description: "route error: TypeError: boom", fatal: true });
    expect(routerFailure(["something else"])).toBeNull();
    expect(routerFailure([new Error("x")])).toBeNull();
  });

  it("pins React Router's words to the version installed", () => {
    const modules = readFileSync("node_modules/react-router/dist/production/lib/dom/ssr/routeModules.js", "utf8");
    const hooks = readFileSync("node_modules/react-router/dist/production/lib/hooks.js", "utf8");
    expect(modules).toContain(`console.error(\`${ROUTE_MODULE_FAILED} \\\`\${route.module}\\\`, reloading page...\`)`);
    expect(hooks).toContain(`console.error("${ROUTE_RENDER_ERROR}", error)`);
  });

  it("counts a service that did not answer, not one that refused", () => {
    expect(serviceException("timeout")).toEqual({ description: "service did not answer: timeout", fatal: false });
    expect(serviceException("offline")?.description).toBe("service did not answer: offline");
    expect(serviceException("refused")).toBeNull();
  });

  it("sends at most three a page view, each description once, and starts again on a new page view", () => {
    const sent = vi.fn();
    let page = "/store";
    const report = exceptionCounter(sent, () => page);
    expect(report({ description: "a", fatal: false })).toBe(true);
    expect(report({ description: "a", fatal: false })).toBe(false);
    report({ description: "b", fatal: false });
    report({ description: "c", fatal: true });
    expect(report({ description: "d", fatal: false })).toBe(false);
    expect(sent).toHaveBeenCalledTimes(MAX_PER_PAGE_VIEW);
    expect(sent).toHaveBeenLastCalledWith({ description: "c", fatal: true });
    page = "/pricing";
    expect(report({ description: "a", fatal: false })).toBe(true);
    expect(report({ description: "https://x.example/?q=1", fatal: false })).toBe(true);
    expect(sent).toHaveBeenLastCalledWith({ description: "[url]", fatal: false });
  });
});
