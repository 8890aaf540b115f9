import { afterEach, describe, expect, it, vi } from "vitest";
import { readRouteChunks } from "./prefetch";
import { askRouteChunks, routeChunksPath } from "./route-chunks";

const table = { files: ["/assets/a.js"], routes: { "routes/home": [0] }, never: [] };

describe("the route-chunks table", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is named by the manifest's version", () => {
    expect(routeChunksPath("e81a7306")).toBe("/assets/route-chunks-e81a7306.json");
  });

  it("is asked for once, at low priority, and read", async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify(table), { headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetcher);
    await expect(readRouteChunks(askRouteChunks("e81a7306"))).resolves.toEqual(table);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith("/assets/route-chunks-e81a7306.json", { priority: "low" });
  });

  it("is null, never a rejection, when there is none to read", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<!doctype html>", { status: 404 })));
    await expect(readRouteChunks(askRouteChunks("e81a7306"))).resolves.toBeNull();
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<!doctype html><p>not JSON</p>", { status: 200 })));
    await expect(readRouteChunks(askRouteChunks("e81a7306"))).resolves.toBeNull();
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(readRouteChunks(askRouteChunks("e81a7306"))).resolves.toBeNull();
    const unused = vi.fn();
    vi.stubGlobal("fetch", unused);
    await expect(readRouteChunks(askRouteChunks(undefined))).resolves.toBeNull();
    expect(unused).not.toHaveBeenCalled();
  });
});
