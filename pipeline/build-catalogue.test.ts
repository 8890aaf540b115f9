// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { BUILD_API_ENV, FALLBACK_ENV, readBuildCatalogue, StoreUnreachableError } from "./build-catalogue";

const catalogueIds = async () => {
  const { loadCatalogue } = await import("../local-services/store-api/catalogue.mjs");
  return loadCatalogue().products.map((p: { id: string }) => p.id);
};

describe("the build's catalogue", () => {
  it("a local build reads every product from the stand-in it starts, and tells the loaders where", async () => {
    const env: Record<string, string | undefined> = { VITE_STORE_API_URL: "/store-api", VITE_STORE_ID: "local-demo-store" };
    const built = await readBuildCatalogue(env);
    try {
      expect(built.mode).toBe("prerendered");
      expect([...built.productIds].sort()).toEqual((await catalogueIds()).sort());
      expect(env[BUILD_API_ENV]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/store-api$/);
      const res = await fetch(`${env[BUILD_API_ENV]}/store/local-demo-store/products?limit=1`);
      // Images as site paths: prerendered pages load them from whatever port the site runs on.
      expect((await res.json()).products[0].thumbnail).toMatch(/^\/store-api\/media\//);
    } finally {
      await built.close();
    }
  });

  it("an unreachable store API stops the build with what to check", async () => {
    const env = { VITE_STORE_API_URL: "http://127.0.0.1:9/store-api", VITE_STORE_ID: "store_123" };
    const error = await readBuildCatalogue(env).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUnreachableError);
    expect(String((error as Error).message)).toMatch(/VITE_STORE_API_URL and VITE_STORE_ID/);
    expect(String((error as Error).message)).toContain(`${FALLBACK_ENV}=1`);
    expect(String((error as Error).message)).toContain("http://127.0.0.1:9/store-api/store/store_123/products");
  });

  it(`with ${FALLBACK_ENV}=1 it builds the store pages without the catalogue`, async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const env: Record<string, string | undefined> = { VITE_STORE_API_URL: "http://127.0.0.1:9/store-api", VITE_STORE_ID: "x", [FALLBACK_ENV]: "1", [BUILD_API_ENV]: "stale" };
    const built = await readBuildCatalogue(env);
    expect(built).toMatchObject({ mode: "fallback", productIds: [] });
    expect(env[BUILD_API_ENV]).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("building the store pages without it"));
    warn.mockRestore();
  });
});
